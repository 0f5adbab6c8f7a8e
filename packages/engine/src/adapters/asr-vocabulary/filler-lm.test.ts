import { describe, expect, it } from 'vitest';
import { fillerArpa } from './filler-lm.ts';

describe('fillerArpa', () => {
  it('is a unigram distribution over the hesitations and the sentence end', () => {
    const arpa = fillerArpa();
    expect(arpa).toMatch(/^ngram 1=6$/m);
    const entries = [...arpa.matchAll(/^(-[\d.]+) (\S+)$/gm)].map(
      (m) => [m[2]!, 10 ** Number(m[1])] as const,
    );
    const predicted = entries.filter(([w]) => w !== '<s>');
    expect(predicted.map(([w]) => w).sort()).toEqual(['</s>', 'er', 'hmm', 'uh', 'um']);
    expect(predicted.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1, 5);
  });
});
