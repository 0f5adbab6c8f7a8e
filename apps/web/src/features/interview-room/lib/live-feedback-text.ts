import { PACE_TARGET_WPM } from '@rehearse/contracts';

const TARGET = `${PACE_TARGET_WPM.min} to ${PACE_TARGET_WPM.max}`;

/** The pace cue in a full sentence, against the target the report judges (DESIGN §5). */
export function paceSentence(wordsPerMinute: number | null): string {
  if (wordsPerMinute === null) return 'Your pace shows here after your first few sentences.';
  const where =
    wordsPerMinute < PACE_TARGET_WPM.min
      ? 'a little slower than'
      : wordsPerMinute > PACE_TARGET_WPM.max
        ? 'a little faster than'
        : 'within';
  return `You are speaking at ${wordsPerMinute} words per minute, ${where} the ${TARGET} target.`;
}

export function fillerSentence(fillerCount: number): string {
  if (fillerCount === 0) return 'You have used no filler words so far.';
  return `You have used ${fillerCount} filler ${fillerCount === 1 ? 'word' : 'words'} so far.`;
}
