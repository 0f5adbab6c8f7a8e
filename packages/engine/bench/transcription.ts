import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transcriptionHints } from '../src/adapters/asr-vocabulary/domain-hints.ts';
import { normaliseWords } from '../src/adapters/asr-vocabulary/normalise.ts';
import { alignWords, wordErrorRate, type WordErrors } from '../src/adapters/asr-vocabulary/word-errors.ts';
import { createPocketsphinxTranscriber, type PocketsphinxOptions } from '../src/adapters/pocketsphinx.ts';
import { runTool } from '../src/adapters/run.ts';
import { findBankQuestion } from '../src/bank/index.ts';
import { SPEECH_SET } from './transcription-set.ts';

const VOICE = 'voice_cmu_us_slt_arctic_hts';

/** The domain text the transcriber gets: the question, its rubric and the role's bank (domain-hints.ts). */
export function questionHints(questionId: string): string[] {
  const question = findBankQuestion(questionId);
  if (!question) throw new Error(`The speech set names an unknown bank question: ${questionId}`);
  return transcriptionHints({ text: question.text, rubric: question, job_title: question.role });
}

/**
 * Festival HTS speech of one answer, synthesised on this machine and kept in the temp dir by content hash so
 * repeated runs compare decoders on identical audio. A slash is not read aloud ("CI/CD" is said "CI CD").
 */
async function synthesise(text: string): Promise<string> {
  const dir = join(tmpdir(), 'rehearse-bench-speech');
  await mkdir(dir, { recursive: true });
  const spoken = text.replace(/\//g, ' ');
  const hash = createHash('sha256').update(`${VOICE}\n${spoken}`).digest('hex').slice(0, 16);
  const wav = join(dir, `${hash}.wav`);
  try {
    await access(wav);
  } catch {
    await writeFile(join(dir, `${hash}.txt`), spoken);
    await runTool('text2wave', [
      '-eval',
      `(${VOICE})`,
      join(dir, `${hash}.txt`),
      '-o',
      `${wav}.${process.pid}.part`,
    ]);
    await rename(`${wav}.${process.pid}.part`, wav);
  }
  return wav;
}

/**
 * CPU seconds of this process (all threads: the library decoder runs on koffi's thread) and of its finished child
 * processes (ffmpeg, Festival, the CLI decoder; Linux /proc, user + system), to measure load-independent speed.
 */
async function cpuSeconds(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of /proc/[pid]/stat (cutime, cstime) sit at 13 and 14 after the command name.
  const { user, system } = process.cpuUsage();
  return (Number(fields[13]) + Number(fields[14])) / 100 + (user + system) / 1e6;
}

export type ClipResult = {
  questionId: string;
  split: 'dev' | 'test';
  seconds: number;
  errors: WordErrors;
  wer: number;
  hypothesis: string;
};
export type TranscriptionFigures = {
  clips: number;
  audioSeconds: number;
  wer: number;
  errors: WordErrors;
  /** WER of the dev half (settings tuned on it) and of the held-out test half. */
  werBySplit: Record<ClipResult['split'], number>;
  /** Wall-clock seconds of transcribe() (ffmpeg + decoder + vocabulary files) per second of audio. */
  realTimeFactor: number;
  /** CPU seconds (decoder thread and child processes) per second of audio: the one-core cost, whatever the load. */
  cpuFactor: number;
  perClip: ClipResult[];
};

/** Synthesises each answer with Festival's HTS voice, transcribes it with pocketsphinx, and measures WER. */
export async function transcriptionBench(options: PocketsphinxOptions = {}): Promise<TranscriptionFigures> {
  const transcriber = createPocketsphinxTranscriber(options);
  const perClip: ClipResult[] = [];
  const total: WordErrors = { substitutions: 0, deletions: 0, insertions: 0, referenceWords: 0 };
  let audioSeconds = 0;
  let busySeconds = 0;
  let cpuTotal = 0;
  for (const answer of SPEECH_SET) {
    const wav = await synthesise(answer.text);
    const cpuBefore = await cpuSeconds();
    const started = performance.now();
    const transcript = await transcriber.transcribe(wav, { hints: questionHints(answer.questionId) });
    busySeconds += (performance.now() - started) / 1000;
    cpuTotal += (await cpuSeconds()) - cpuBefore;
    const errors = alignWords(normaliseWords(answer.text), normaliseWords(transcript.text));
    for (const key of Object.keys(total) as (keyof WordErrors)[]) total[key] += errors[key];
    audioSeconds += transcript.duration_ms / 1000;
    perClip.push({
      questionId: answer.questionId,
      split: answer.split,
      seconds: transcript.duration_ms / 1000,
      errors,
      wer: wordErrorRate(errors),
      hypothesis: transcript.text,
    });
  }
  return {
    clips: perClip.length,
    audioSeconds,
    wer: wordErrorRate(total),
    errors: total,
    werBySplit: { dev: splitWer(perClip, 'dev'), test: splitWer(perClip, 'test') },
    realTimeFactor: busySeconds / audioSeconds,
    cpuFactor: cpuTotal / audioSeconds,
    perClip,
  };
}

function splitWer(clips: ClipResult[], split: ClipResult['split']): number {
  const sum: WordErrors = { substitutions: 0, deletions: 0, insertions: 0, referenceWords: 0 };
  for (const clip of clips.filter((c) => c.split === split)) {
    for (const key of Object.keys(sum) as (keyof WordErrors)[]) sum[key] += clip.errors[key];
  }
  return wordErrorRate(sum);
}
