import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '../types.ts';
import { readableText, sentencesOf } from './readable-transcript.ts';

/** Words said 0.3 s apart, with a longer silence before each word marked "|". */
function timed(text: string, pause = 0.5): TranscriptWord[] {
  let t = 0;
  return text.split(' ').flatMap((token) => {
    if (token === '|') {
      t += pause;
      return [];
    }
    const word = { word: token, start: t, end: t + 0.28 };
    t += 0.3;
    return [word];
  });
}

describe('readableText', () => {
  it('ends a sentence where the speaker paused and starts the next with a capital', () => {
    expect(readableText(timed('well um i think the main thing is caching | so i would add a cache'))).toBe(
      'Well um I think the main thing is caching. So I would add a cache.',
    );
  });

  it('writes the pronoun I in capitals and leaves every other word as the decoder wrote it', () => {
    const words = timed("i'm sure the api and i've seen kubernetes | it's fine");
    expect(readableText(words)).toBe("I'm sure the api and I've seen kubernetes. It's fine.");
    expect(words.map((w) => w.word)).toContain("i'm");
  });

  it('does not end a sentence at a short pause', () => {
    expect(readableText(timed('we cache | the results', 0.1))).toBe('We cache the results.');
  });

  it('cuts a long run without a pause at its longest silence', () => {
    const run = timed(
      `${'one two three four five six seven eight nine ten '.repeat(2)}| ${'a b c d e f g h i j k l '.repeat(1)}`.trim(),
      0.15,
    );
    const sentences = sentencesOf(run);
    expect(sentences.map((s) => s.length)).toEqual([20, 12]);
    expect(sentencesOf(timed('word '.repeat(40).trim()))).toHaveLength(1);
  });

  it('is empty for no words', () => {
    expect(readableText([])).toBe('');
  });
});
