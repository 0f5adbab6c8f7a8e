import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Transcriber } from '../ports.ts';
import type { Transcript, TranscriptWord } from '../types.ts';
import { toSpeechWav } from './audio.ts';
import { ToolError, runTool } from './run.ts';

const MODEL = '/usr/share/pocketsphinx/model/en-us';

/** `word start end confidence` lines of `-time yes`, silences and alternate-pronunciation marks removed. */
export function parsePocketsphinxTimes(output: string): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const line of output.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 4) continue;
    const [token, start, end] = parts as [string, string, string, string];
    if (/^(<.*>|\[.*\])$/.test(token) || Number.isNaN(Number(start))) continue;
    words.push({ word: token.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
  }
  return words;
}

/** Offline transcription with Debian's pocketsphinx (en-us model), audio brought to 16 kHz mono by ffmpeg. */
export function createPocketsphinxTranscriber(options: { modelDir?: string } = {}): Transcriber {
  const model = options.modelDir ?? MODEL;
  return {
    name: 'pocketsphinx',
    async transcribe(filePath: string): Promise<Transcript> {
      const dir = await mkdtemp(join(tmpdir(), 'rehearse-stt-'));
      try {
        const wav = join(dir, 'answer.wav');
        await toSpeechWav(filePath, wav);
        const { stdout } = await runTool('pocketsphinx_continuous', [
          '-infile',
          wav,
          '-hmm',
          join(model, 'en-us'),
          '-lm',
          join(model, 'en-us.lm.bin'),
          '-dict',
          join(model, 'cmudict-en-us.dict'),
          '-logfn',
          '/dev/null',
          '-time',
          'yes',
        ]).catch((error: Error) => {
          throw new ToolError(`Transcription failed: ${error.message}`);
        });
        const words = parsePocketsphinxTimes(stdout.toString());
        const { size } = await import('node:fs/promises').then((fs) => fs.stat(wav));
        // 16-bit mono at 16 kHz after a 44-byte header.
        const duration_ms = Math.round(((size - 44) / 32000) * 1000);
        return { text: words.map((w) => w.word).join(' '), words, duration_ms };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
