import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from '../src/adapters/run.ts';
import { createPocketsphinxTranscriber } from '../src/adapters/pocketsphinx.ts';
import { LABELLED_SET } from './labelled-set.ts';
import { wordErrorRate } from './stats.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Spoken answers of 55-160 words without digits (read as words by Festival, written as words here). */
export function speechSet(): string[] {
  return LABELLED_SET.flatMap((q) => [q.answers.strong, q.answers.adequate, q.answers.weak])
    .filter((t) => !/\d/.test(t) && words(t).length >= 55 && words(t).length <= 160)
    .slice(0, 12);
}

export type TranscriptionFigures = {
  clips: number;
  audioSeconds: number;
  wer: number;
  realTimeFactor: number;
  perClip: { seconds: number; wer: number }[];
};

/** Synthesises each answer with Festival's HTS voice, transcribes it with the embedded transcriber, and measures WER. */
export async function transcriptionBench(): Promise<TranscriptionFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'rehearse-bench-'));
  const transcriber = createPocketsphinxTranscriber();
  const perClip: TranscriptionFigures['perClip'] = [];
  let errors = 0;
  let referenceWords = 0;
  let audioSeconds = 0;
  let busySeconds = 0;
  try {
    for (const [i, text] of speechSet().entries()) {
      const input = join(dir, `a${i}.txt`);
      const wav = join(dir, `a${i}.wav`);
      await writeFile(input, text);
      await runTool('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', input, '-o', wav]);
      const started = performance.now();
      const transcript = await transcriber.transcribe(wav);
      busySeconds += (performance.now() - started) / 1000;
      const reference = words(text);
      const wer = wordErrorRate(reference, words(transcript.text));
      errors += wer * reference.length;
      referenceWords += reference.length;
      audioSeconds += transcript.duration_ms / 1000;
      perClip.push({ seconds: transcript.duration_ms / 1000, wer });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return {
    clips: perClip.length,
    audioSeconds,
    wer: errors / referenceWords,
    realTimeFactor: busySeconds / audioSeconds,
    perClip,
  };
}
