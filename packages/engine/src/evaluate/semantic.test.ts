import { beforeAll, describe, expect, it } from 'vitest';
import { keyPointCovered } from './content-score.ts';
import { warmScorer } from './evaluate-answer.ts';
import { extractFeatures } from './features.ts';
import { questionProfile } from './infer-rubric.ts';
import { dot, embed } from './semantic.ts';
import { vectorLoads, wordVectors } from './word-vectors.ts';

// The first use reads the vectors and builds the bank index: a few seconds on a busy machine.
beforeAll(warmScorer, 60_000);

describe('meaning of answers in word-vector space', () => {
  it('reads the word vectors from the package once per process', () => {
    warmScorer();
    const first = wordVectors();
    expect(wordVectors()).toBe(first);
    expect(first.size).toBeGreaterThan(90_000);
    expect(vectorLoads()).toBe(1);
  });

  it('puts related words close and unrelated ones apart', () => {
    const reading = embed('the pupil struggles with reading');
    expect(dot(reading!, embed('a student falling behind in literacy')!)).toBeGreaterThan(
      dot(reading!, embed('quarterly revenue forecast for the sales pipeline')!),
    );
  });

  it('counts a paraphrase of a key point as covered although it shares none of its words', () => {
    const profile = questionProfile({
      text: 'Tell me about a time a pupil was falling behind in your class. What did you do?',
      rubric: {
        key_points: ['noticed the student falling behind early'],
        concepts: [],
        strong_answer: 'Names the signs, the support given and how progress was checked.',
        follow_up: 'How did you involve the parents?',
      },
    });
    const features = extractFeatures(
      profile,
      'In October I saw that one boy was struggling with his reading. I met his parents and set up short daily reading sessions, and by spring he read at his grade level.',
    );
    const point = features.keyPoints[0]!;
    expect(point.coverage).toBe(0);
    expect(point.closest).toContain('struggling with his reading');
    expect(keyPointCovered(point)).toBeGreaterThan(0);
  });
});
