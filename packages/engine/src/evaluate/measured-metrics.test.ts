import { describe, expect, it } from 'vitest';
import { grammarMetric, intonationMetric } from './measured-metrics.ts';

const issue = (sentence: number) => ({ sentence, message: 'Use "an" before a vowel.', text: 'a index' });

describe('the grammar metric', () => {
  it('says how many sentences were free of issues in words, not as a zero count', () => {
    const said = (sentences: number, flagged: number[]) =>
      grammarMetric({
        sentences: Array.from({ length: sentences }, (_, i) => `Sentence ${i + 1}.`),
        issues: flagged.map(issue),
      }).evidence[0];
    expect(said(3, [])).toBe('All 3 of your sentences have no grammar issue.');
    expect(said(3, [0, 1, 2])).toBe('Each of your 3 sentences has a grammar issue.');
    expect(said(3, [0])).toBe('2 of your 3 sentences have no grammar issue.');
    expect(said(3, [0, 2])).toBe('1 of your 3 sentences has no grammar issue.');
    expect(said(1, [])).toBe('Your one sentence has no grammar issue.');
    expect(said(1, [0])).toBe('Your one sentence has a grammar issue.');
  });

  it('quotes the issues found and gives the share of clean sentences', () => {
    const metric = grammarMetric({ sentences: ['I added a index.', 'It was fast.'], issues: [issue(0)] });
    expect(metric.value).toBe(50);
    expect(metric.evidence).toContain('In "a index": Use "an" before a vowel.');
  });
});

describe('the intonation metric', () => {
  it('says in a sentence why too few voiced frames cannot be measured', () => {
    expect(intonationMetric([]).evidence).toEqual([
      'No voiced frames were found, so there was nothing to measure.',
    ]);
    expect(intonationMetric([120]).evidence).toEqual(['Only 1 voiced frame was found, too few to measure.']);
    expect(intonationMetric([120, 130, 140]).evidence).toEqual([
      'Only 3 voiced frames were found, too few to measure.',
    ]);
    expect(intonationMetric([120, 130, 140]).verdict).toBe('N/A');
  });
});
