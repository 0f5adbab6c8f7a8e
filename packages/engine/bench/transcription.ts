import { readFile } from 'node:fs/promises';
import { transcriptionHints } from '../src/adapters/asr-vocabulary/domain-hints.ts';
import { createPocketsphinxTranscriber, type PocketsphinxOptions } from '../src/adapters/pocketsphinx.ts';
import { findBankQuestion } from '../src/bank/index.ts';
import { fillerTokens, findFillers } from '../src/lib/fillers.ts';
import type { Transcript } from '../src/types.ts';
import { synthesise } from './festival-speech.ts';
import { sentenceEndFigures, type SentenceEnds } from './sentence-ends.ts';
import { SPEECH_SET } from './transcription-set.ts';
import { alignWords, errorRate, normaliseWords, type WordErrors } from './word-error-rate.ts';

/** The domain text the transcriber gets: the question, its rubric and the role's bank (domain-hints.ts). */
export function questionHints(questionId: string): string[] {
  const question = findBankQuestion(questionId);
  if (!question) throw new Error(`The speech set names an unknown bank question: ${questionId}`);
  return transcriptionHints({ text: question.text, rubric: question, job_title: question.role });
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
  /** Fillers the metric counts in the transcript: the answers say none, so each one is a false filler. */
  fillers: string[];
  /** Full stops of the readable transcript against the answer's sentence ends. */
  sentenceEnds: SentenceEnds;
  transcript: Transcript;
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
export async function transcriptionBench(
  options: PocketsphinxOptions = {},
  context: 'question' | 'none' = 'question',
): Promise<TranscriptionFigures> {
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
    // Without the question's context the transcriber hears as the CLI does without --question: general speech.
    const hints = context === 'question' ? questionHints(answer.questionId) : [];
    const transcript = await transcriber.transcribe(wav, { hints });
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
      wer: errorRate(errors),
      hypothesis: transcript.text,
      fillers: findFillers(fillerTokens(transcript)).map((f) => f.filler),
      sentenceEnds: sentenceEndFigures(answer.text, transcript),
      transcript,
    });
  }
  return {
    clips: perClip.length,
    audioSeconds,
    wer: errorRate(total),
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
  return errorRate(sum);
}
