import { describe, expect, it } from 'vitest';
import { clockTime, transcriptItems, wordAt } from './transcript.ts';

const words = [
  { word: 'so', start: 0.5, end: 0.8, filler: true },
  { word: 'an', start: 0.9, end: 1.0, filler: false },
  { word: 'index', start: 1.1, end: 1.6, filler: false },
  { word: 'speeds', start: 4.2, end: 4.6, filler: false },
  { word: 'reads', start: 4.7, end: 5.1, filler: false },
];

describe('transcriptItems', () => {
  it('marks a silence over 2.5 seconds before the word that ends it, and no shorter one', () => {
    const items = transcriptItems(words);
    expect(items.map((i) => i.pauseBefore)).toEqual([null, null, null, 2.6, null]);
    expect(items[3]).toMatchObject({ word: 'speeds', index: 3 });
  });

  it('does not mark exactly 2.5 seconds', () => {
    const items = transcriptItems([words[0]!, { ...words[1]!, start: 3.3, end: 3.5 }]);
    expect(items[1]!.pauseBefore).toBeNull();
  });
});

describe('wordAt', () => {
  it('lights the word being said, keeps it through a pause, and none before the first', () => {
    expect(wordAt(words, 0.2)).toBe(-1);
    expect(wordAt(words, 0.5)).toBe(0);
    expect(wordAt(words, 1.3)).toBe(2);
    expect(wordAt(words, 3)).toBe(2);
    expect(wordAt(words, 4.2)).toBe(3);
    expect(wordAt(words, 99)).toBe(4);
    expect(wordAt([], 1)).toBe(-1);
  });
});

describe('clockTime', () => {
  it('reads as minutes and seconds', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(65.7)).toBe('1:05');
  });
});

describe('transcriptItems with the readable text', () => {
  it('writes the words as the readable text does: a capital to open a sentence, a full stop to close it', () => {
    const items = transcriptItems(words, 'So an index. Speeds reads.');
    expect(items.map((i) => i.shown)).toEqual(['So', 'an', 'index.', 'Speeds', 'reads.']);
    expect(items.map((i) => i.word)).toEqual(['so', 'an', 'index', 'speeds', 'reads']);
  });

  it('keeps the decoded words when the text is not those words one for one', () => {
    expect(transcriptItems(words, 'An index speeds up reads.').map((i) => i.shown)).toEqual(
      words.map((w) => w.word),
    );
    expect(transcriptItems(words).map((i) => i.shown)).toEqual(words.map((w) => w.word));
  });
});
