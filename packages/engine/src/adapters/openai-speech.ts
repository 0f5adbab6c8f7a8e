import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import type { AudioFormat, Speaker, Transcriber, TranscribeOptions } from '../ports.ts';
import type { Transcript } from '../types.ts';
import { type OpenAiEndpoint, ServiceError, callService } from './openai-http.ts';

const verboseTranscription = z.object({
  text: z.string(),
  duration: z.number().optional(),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).optional(),
});

/** /audio/transcriptions with verbose_json and word timestamps; hints go in the prompt to bias the vocabulary. */
export function createOpenAiTranscriber(endpoint: OpenAiEndpoint): Transcriber {
  return {
    name: `openai-compatible:${endpoint.model}`,
    async transcribe(filePath: string, options: TranscribeOptions = {}): Promise<Transcript> {
      const form = new FormData();
      form.set('file', new Blob([await readFile(filePath)]), basename(filePath));
      form.set('model', endpoint.model);
      form.set('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      if (options.hints?.length) form.set('prompt', options.hints.join(', ').slice(0, 800));
      const response = await callService('Speech-to-text service', endpoint, '/audio/transcriptions', {
        body: form,
      });
      const body: unknown = await response.json().catch(() => null);
      const parsed = verboseTranscription.safeParse(body);
      if (!parsed.success)
        throw new ServiceError(
          'Speech-to-text service answered without a transcription (expected verbose_json)',
        );
      const { text, words, duration } = parsed.data;
      const end = words?.at(-1)?.end ?? 0;
      return { text: text.trim(), words, duration_ms: Math.round((duration ?? end) * 1000) };
    },
  };
}

/** /audio/speech: the question read aloud by the service's voice, written as mp3 or opus. */
export function createOpenAiSpeaker(endpoint: OpenAiEndpoint & { voice: string }): Speaker {
  return {
    name: `openai-compatible:${endpoint.model}`,
    async speak(text: string, outPath: string, format: AudioFormat): Promise<void> {
      const response = await callService('Text-to-speech service', endpoint, '/audio/speech', {
        json: true,
        body: JSON.stringify({
          model: endpoint.model,
          input: text,
          voice: endpoint.voice,
          response_format: format,
        }),
      });
      const type = response.headers.get('content-type') ?? '';
      const audio = Buffer.from(await response.arrayBuffer());
      if (type.includes('json') || type.startsWith('text/') || audio.length === 0)
        throw new ServiceError(
          `Text-to-speech service answered ${type || 'nothing'} instead of ${format} audio`,
        );
      await writeFile(outPath, audio);
    },
  };
}
