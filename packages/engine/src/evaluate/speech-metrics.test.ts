import { describe, expect, it } from 'vitest';
import { fillerWords, speechRate, wordRepetitions } from './speech-metrics.ts';

const timed = (text: string, wordsPerSecond: number) => {
  const words = text
    .split(' ')
    .map((word, i) => ({ word, start: i / wordsPerSecond, end: (i + 0.8) / wordsPerSecond }));
  return { text, words, duration_ms: (words.length / wordsPerSecond) * 1000 };
};

describe('speech metrics', () => {
  it('measures words per second from word times and judges the pace', () => {
    const fast = speechRate(
      timed('we moved the reports into a background queue so pages load fast '.repeat(3).trim(), 4),
    );
    expect(fast.value).toBeCloseTo(4.1, 0);
    expect(fast.verdict).toBe('Too fast');
    expect(speechRate(timed('one two three four five six seven eight nine ten eleven', 2.4)).verdict).toBe(
      'Good pace',
    );
  });

  it('counts um, uh and filler phrases but not "like" used as a verb', () => {
    const result = fillerWords({
      text: 'um I like this design because uh you know it is basically simple',
      duration_ms: 5000,
    });
    expect(result.evidence[0]).toBe('You used 4 fillers in 13 words.');
    expect(result.value).toBeCloseTo((100 * 5) / 13, 1);
    expect(
      fillerWords({ text: 'I like clean interfaces and it looks like a good plan', duration_ms: 4000 }).value,
    ).toBe(0);
  });

  it('reports repeated phrases and stutters with the top ones as evidence', () => {
    const result = wordRepetitions({
      text: 'we we built the cache layer and then the cache layer failed so the cache layer was rebuilt',
      duration_ms: 8000,
    });
    expect(result.value).toBeGreaterThan(20);
    expect(result.evidence).toContain('You said "the cache layer" 3 times.');
    expect(result.evidence).toContain('You said "we we" once.');
  });

  it('counts fillers set apart by pauses in word times, and says so in sentences', () => {
    // Words 50 ms apart, and a 400 ms pause before "so".
    const words = 'we were like two weeks behind so um we cut two features'.split(' ').map((word, i) => ({
      word,
      start: i * 0.4 + (i >= 6 ? 0.35 : 0),
      end: i * 0.4 + 0.35 + (i >= 6 ? 0.35 : 0),
    }));
    const result = fillerWords({ text: '', words, duration_ms: 5000 });
    expect(result.evidence).toEqual([
      'You used 3 fillers in 12 words.',
      'You said "like" once.',
      'You said "so" once.',
      'You said "um" once.',
    ]);
    expect(result.verdict).toBe('Many fillers');
  });

  it('says "no" and "none" rather than a zero count', () => {
    const fluent = { text: 'I would add an index on the customer id column.', duration_ms: 4000 };
    expect(fillerWords(fluent).evidence[0]).toBe('You used no fillers in 10 words.');
    expect(wordRepetitions(fluent).evidence[0]).toBe('None of your 10 words were repeats.');
  });

  it('is N/A for an empty answer', () => {
    expect(fillerWords({ text: '', duration_ms: 0 }).value).toBeNull();
    expect(speechRate({ text: '', duration_ms: 0 }).verdict).toBe('N/A');
  });
});
