import { describe, expect, it } from 'vitest';
import { dot, unitLength } from '../lib/vectors.ts';
import { type AnsweredQuestion, fitAnswerWeights, towardsAnswers } from './answer-weights.ts';

/** A small deterministic generator (mulberry32), so the synthetic fields are the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

/**
 * Fields of questions as the encoder places them: the first four dimensions say the field, strongly and alike for
 * every text of it; the next four say the task, more weakly; the last four are noise. A question and its answer share
 * field and task.
 */
function fields(seed: number): AnsweredQuestion[][] {
  const next = random(seed);
  return Array.from({ length: 4 }, () => {
    const field = Array.from({ length: 4 }, () => 2 * next());
    return Array.from({ length: 8 }, () => {
      const task = Array.from({ length: 4 }, () => next());
      const text = () => unitLength(Float32Array.from([...field, ...task, ...[0, 0, 0, 0].map(next)]));
      return { question: text(), answer: text() };
    });
  });
}

/** How often a question comes closest to its own answer among its field's, in the given space. */
function ownAnswerFirst(groups: AnsweredQuestion[][], weights?: Float32Array): number {
  let first = 0;
  let total = 0;
  for (const group of groups) {
    const answers = group.map(({ answer }) => towardsAnswers(weights, answer));
    group.forEach(({ question }, i) => {
      const q = towardsAnswers(weights, question);
      const fits = answers.map((a) => dot(q, a));
      first += fits.indexOf(Math.max(...fits)) === i ? 1 : 0;
      total++;
    });
  }
  return first / total;
}

describe('the answer weights', () => {
  const weights = fitAnswerWeights(fields(1));
  const mean = (from: number) => weights.slice(from, from + 4).reduce((a, b) => a + b, 0) / 4;

  it('weigh what tells a field’s tasks apart above what the field’s texts share, and noise below both', () => {
    expect(mean(4)).toBeGreaterThan(1.5 * mean(0));
    expect(mean(8)).toBeLessThan(mean(0));
  });

  it('bring more questions of fields they were not fitted on closest to their own answer', () => {
    const unseen = fields(2);
    expect(ownAnswerFirst(unseen, weights)).toBeGreaterThan(ownAnswerFirst(unseen) + 0.1);
  });

  it('are fitted deterministically, so refitting the same bank writes the same file', () => {
    expect(fitAnswerWeights(fields(1))).toEqual(weights);
  });

  it('leave vectors as they are for a model without weights, and keep moved ones unit length', () => {
    const v = unitLength(Float32Array.from([3, 4, 0]));
    expect(towardsAnswers(undefined, v)).toBe(v);
    const moved = towardsAnswers(Float32Array.from([4, 1, 1]), v);
    expect(dot(moved, moved)).toBeCloseTo(1, 6);
    // The dot product of two moved vectors is their weighted cosine: (4·3·3 + 1·4·4) / (4·9 + 16) = 1 for a vector
    // with itself; against [0, 1, 0] it is 1·4 / sqrt(52 · 1).
    const other = towardsAnswers(Float32Array.from([4, 1, 1]), Float32Array.from([0, 1, 0]));
    expect(dot(moved, other)).toBeCloseTo(4 / Math.sqrt(52), 6);
  });
});
