import {
  fillerTokens,
  findFillers,
  readableText,
  speechRate,
  type Transcript,
  type TranscriptWord,
} from '@rehearse/engine';

/** Fewer words than this make no pace worth showing: a first phrase alone can be twice as fast as the answer. */
const MIN_WORDS_FOR_PACE = 8;

/**
 * The live cue of an answer so far (docs/decisions/102), measured as the report measures the whole answer: pace by
 * the engine's speech rate over the words decoded so far, fillers by the engine's filler rules.
 */
export function livePace(
  words: readonly TranscriptWord[],
  speechSeconds: number,
): { words_per_minute: number | null; filler_count: number } {
  const transcript: Transcript = {
    text: readableText(words),
    words: [...words],
    duration_ms: Math.round(speechSeconds * 1000),
  };
  const rate = words.length >= MIN_WORDS_FOR_PACE ? speechRate(transcript).value : null;
  return {
    words_per_minute: rate === null ? null : Math.round(rate * 60),
    filler_count: findFillers(fillerTokens(transcript)).length,
  };
}
