import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranscribeOptions, Transcriber } from '../ports.ts';
import type { Transcript, TranscriptWord } from '../types.ts';
import { domainVocabulary } from './asr-vocabulary/domain-vocabulary.ts';
import { toSpeechWav } from './audio.ts';
import { ToolError, runTool } from './run.ts';

const MODEL = '/usr/share/pocketsphinx/model/en-us';

/**
 * `word start end confidence` lines of `-time yes`, silences, noise marks and alternate-pronunciation marks
 * removed. Hesitations stay as the decoder writes them (mostly "ah", sometimes "uh"/"um"): the filler metric
 * counts them.
 */
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

export type PocketsphinxOptions = {
  modelDir?: string;
  /** Extend the dictionary and LM with the domain's words (default on; off gives the stock en-us decoder). */
  vocabulary?: boolean;
  /** Weight of each domain word relative to the new class unigram (see asr-vocabulary/domain-vocabulary.ts). */
  classWeight?: number;
  /** Extra decoder arguments, appended last so they win (search tuning). */
  decoderArgs?: string[];
};

/** Offline transcription with Debian's pocketsphinx (en-us model), audio brought to 16 kHz mono by ffmpeg. */
export function createPocketsphinxTranscriber(options: PocketsphinxOptions = {}): Transcriber {
  const model = options.modelDir ?? MODEL;
  const paths = { dict: join(model, 'cmudict-en-us.dict'), lm: join(model, 'en-us.lm.bin') };

  async function languageArgs(hints: readonly string[]): Promise<string[]> {
    if (options.vocabulary === false) return ['-lm', paths.lm, '-dict', paths.dict];
    const files = await domainVocabulary(paths, hints, { classWeight: options.classWeight });
    return ['-lmctl', files.lmctl, '-lmname', files.lmName, '-dict', files.dict];
  }

  return {
    name: 'pocketsphinx',
    async transcribe(filePath: string, transcribeOptions: TranscribeOptions = {}): Promise<Transcript> {
      const dir = await mkdtemp(join(tmpdir(), 'rehearse-stt-'));
      try {
        const wav = join(dir, 'answer.wav');
        const [language] = await Promise.all([
          languageArgs(transcribeOptions.hints ?? []),
          toSpeechWav(filePath, wav),
        ]);
        const { stdout } = await runTool('pocketsphinx_continuous', [
          '-infile',
          wav,
          '-hmm',
          join(model, 'en-us'),
          ...language,
          '-logfn',
          '/dev/null',
          '-time',
          'yes',
          ...(options.decoderArgs ?? []),
        ]).catch((error: Error) => {
          throw new ToolError(`Transcription failed: ${error.message}`);
        });
        const words = parsePocketsphinxTimes(stdout.toString());
        const { size } = await stat(wav);
        // 16-bit mono at 16 kHz after a 44-byte header.
        const duration_ms = Math.round(((size - 44) / 32000) * 1000);
        return { text: words.map((w) => w.word).join(' '), words, duration_ms };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
