import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '@rehearse/engine';
import { livePace } from './live-pace.ts';

/** Words said one after another, each `seconds` long with `gap` between them. */
function timed(text: string, seconds = 0.35, gap = 0.05): TranscriptWord[] {
  return text
    .split(' ')
    .map((word, i) => ({ word, start: i * (seconds + gap), end: i * (seconds + gap) + seconds }));
}

describe('live pace and fillers of an answer so far', () => {
  it('gives words per minute over the time spent speaking', () => {
    // 12 words in 4.75 s (0.4 s per word, the last one without its gap): 2.5 words/s as the report rounds it.
    const words = timed('I would put an index on the column that the query filters by');
    expect(livePace(words, 6)).toEqual({ words_per_minute: 150, filler_count: 0 });
  });

  it('gives no pace until enough words are heard', () => {
    expect(livePace(timed('I would start'), 2).words_per_minute).toBeNull();
  });

  it('counts hesitations and discourse fillers, not the same words doing real work', () => {
    // "so um", "uh", "basically" and the closing "you know"; "I like Go" and "is like fast" are meant.
    const words = timed('so um I like Go and uh basically it is like fast you know');
    expect(livePace(words, 6).filler_count).toBe(5);
  });
});
