import { describe, expect, it } from 'vitest';
import type { QuestionToJudge } from '../types.ts';
import { embeddedScorer } from './embedded-scorer.test-support.ts';

const { score } = embeddedScorer();

const question = (text: string, round_type: QuestionToJudge['round_type']): QuestionToJudge => ({
  text,
  job_title: 'Software Engineer',
  round_type,
  difficulty_level: 'Professional',
});

/**
 * Words that name members of every JavaScript object. Counted as stems in plain objects, "constructor" found Object's
 * constructor function, and the answer's relevance, then its scores, came out NaN: scoring failed (ADR 180).
 */
describe('an answer whose words name members of every object', () => {
  const answers = [
    [
      question('What is dependency injection?', 'Technical'),
      'Dependency injection means a class gets the things it depends on from outside, usually through its constructor, ' +
        'instead of creating them itself. That makes it easy to pass a fake in tests.',
    ],
    [
      question('How does inheritance work in JavaScript?', 'Technical'),
      'Every object has a prototype, and when you read a property it is not found on, JavaScript looks it up the ' +
        'prototype chain. A class is mostly syntax over this: its constructor sets the own fields, and methods like ' +
        'toString or valueOf live on the prototype, which hasOwnProperty tells apart from own fields.',
    ],
    [
      question('Tell me about a bug you fixed.', 'Behavioral'),
      'Last spring a form crashed because someone had set __proto__ from user input. I replaced the object with a Map ' +
        'and a constructor check, and the crash never came back.',
    ],
  ] as const;

  it.each(answers)('is scored: %s', async (q, text) => {
    const e = await score(q, text);
    for (const s of [e.overall_score, e.domain_knowledge.score, e.articulation.score])
      expect(Number.isFinite(s)).toBe(true);
    expect(e.overall_score).toBeGreaterThan(30);
  });
});
