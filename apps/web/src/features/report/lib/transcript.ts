import { LONG_PAUSE_SECONDS, type AnswerWord } from '@rehearse/contracts';

/**
 * A word of the transcript as shown: its place, how it is written in the readable text (a capital opening a
 * sentence, a full stop closing one), and the silence before it when that is a long pause.
 */
export type TranscriptItem = AnswerWord & { index: number; shown: string; pauseBefore: number | null };

const bare = (token: string) => token.toLowerCase().replace(/[.!?,;:]+$/, '');

/**
 * How each word is written in the answer's readable text (docs/decisions/077: the same words in sentences), when
 * the text is those words one for one; otherwise (a remote transcriber's own text) the words as decoded.
 */
function writtenForms(words: readonly AnswerWord[], text: string): string[] {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const aligned =
    tokens.length === words.length &&
    tokens.every((token, i) => bare(token) === words[i]!.word.toLowerCase());
  return aligned ? tokens : words.map((w) => w.word);
}

/**
 * The words as the readable text writes them, with the long pauses (over 2.5 s, DESIGN §5) marked before the word
 * that ends them.
 */
export function transcriptItems(words: readonly AnswerWord[], text = ''): TranscriptItem[] {
  const written = writtenForms(words, text);
  return words.map((word, index) => {
    const gap = index > 0 ? word.start - words[index - 1]!.end : 0;
    return {
      ...word,
      index,
      shown: written[index]!,
      pauseBefore: gap > LONG_PAUSE_SECONDS ? Math.round(gap * 10) / 10 : null,
    };
  });
}

/**
 * The word being spoken at `seconds` of the recording: the last word that has started, until the next one
 * starts (a pause keeps the word before it lit). -1 before the first word.
 */
export function wordAt(words: readonly AnswerWord[], seconds: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.start <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** "1:05" for 65 seconds: where a word is in the recording, for its label. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
