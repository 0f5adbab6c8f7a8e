import type { TranscriptWord } from '../types.ts';

/** A silence at least this long between two words ends a sentence (measured: docs/decisions/077). */
export const SENTENCE_PAUSE_SECONDS = 0.25;
/** A run longer than this without such a pause is cut at its longest silence, so no sentence runs on and on. */
const MAX_SENTENCE_WORDS = 30;
/** ... but only at a silence at least this long: a cut between two words said together reads worse than a long sentence. */
const MIN_CUT_SECONDS = 0.1;

const gapBefore = (words: readonly TranscriptWord[], i: number) => words[i]!.start - words[i - 1]!.end;

/** The words of each sentence, cut at long silences (and long runs at their longest silence). */
export function sentencesOf(
  words: readonly TranscriptWord[],
  pauseSeconds = SENTENCE_PAUSE_SECONDS,
): TranscriptWord[][] {
  const sentences: TranscriptWord[][] = [];
  let current: TranscriptWord[] = [];
  words.forEach((w, i) => {
    if (current.length && gapBefore(words, i) >= pauseSeconds) {
      sentences.push(current);
      current = [];
    }
    current.push(w);
  });
  if (current.length) sentences.push(current);
  return sentences.flatMap(cutLong);
}

function cutLong(sentence: TranscriptWord[]): TranscriptWord[][] {
  if (sentence.length <= MAX_SENTENCE_WORDS) return [sentence];
  let cut = -1;
  // Not within three words of either end, so no fragment is left alone.
  for (let i = 3; i <= sentence.length - 3; i++)
    if (
      gapBefore(sentence, i) >= MIN_CUT_SECONDS &&
      (cut < 0 || gapBefore(sentence, i) > gapBefore(sentence, cut))
    )
      cut = i;
  if (cut < 0) return [sentence];
  return [...cutLong(sentence.slice(0, cut)), ...cutLong(sentence.slice(cut))];
}

/** "i", "i'm", "i've", "i'd", "i'll" as they are written. */
const pronounI = (word: string) => word.replace(/^i(?=$|')/, 'I');

/**
 * One sentence as text: first letter in upper case, "i" as "I", a full stop at the end; a word the field writes
 * otherwise in its written form ("sql" as "SQL", given `forms`, see writtenForms).
 */
export function sentenceText(words: readonly string[], forms?: ReadonlyMap<string, string>): string {
  const text = words.map((w) => forms?.get(w) ?? pronounI(w)).join(' ');
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}.` : '';
}

/**
 * A decoder's words as a reader expects them: sentences in sentence case, each ending with a full stop where the
 * speaker paused, and the field's words as it writes them (`forms`: "SQL", "Redis"). The words themselves are
 * unchanged (only their case may change); the transcript's word list keeps them raw, with their times.
 */
export function readableText(words: readonly TranscriptWord[], forms?: ReadonlyMap<string, string>): string {
  return sentencesOf(words)
    .map((s) =>
      sentenceText(
        s.map((w) => w.word),
        forms,
      ),
    )
    .join(' ');
}
