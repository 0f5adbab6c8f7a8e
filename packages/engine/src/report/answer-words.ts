import type { AnswerWord } from '@rehearse/contracts';
import { cleanWord, fillerTokens, findFillers } from '../lib/fillers.ts';
import type { Transcript, TranscriptWord } from '../types.ts';

const centiseconds = (seconds: number) => Math.round(seconds * 100) / 100;

/** The transcript's timed words that are words at all (a bare punctuation mark has nothing to say or click). */
const spoken = (transcript: Transcript): TranscriptWord[] =>
  transcript.words?.filter((w) => cleanWord(w.word)) ?? [];

/**
 * The answer's words with their times in the recording and whether each is part of a filler, by the same rules
 * as the filler metric (lib/fillers.ts), so the transcript marks exactly the fillers the report counts.
 */
export function answerWords(transcript: Transcript | null | undefined): AnswerWord[] {
  if (!transcript) return [];
  const words = spoken(transcript);
  if (!words.length) return [];
  const inFiller = new Set<number>();
  for (const found of findFillers(fillerTokens({ ...transcript, words })))
    for (let k = found.index; k < found.index + found.words; k++) inFiller.add(k);
  return words.map((w, i) => ({
    word: w.word,
    start: centiseconds(w.start),
    end: centiseconds(Math.max(w.start, w.end)),
    filler: inFiller.has(i),
  }));
}

/** Each filler said ("um", "you know") with how many times, most used first. */
export function fillerCounts(transcript: Transcript | null | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  if (!transcript) return counts;
  for (const found of findFillers(fillerTokens(transcript)))
    counts.set(found.filler, (counts.get(found.filler) ?? 0) + 1);
  return new Map([...counts].sort((a, b) => b[1] - a[1]));
}
