import { afterAll, beforeAll } from 'vitest';
import { createSentenceEncoder } from '../adapters/sentence-encoder.ts';
import type { QuestionToJudge } from '../types.ts';
import { createContentJudge, scoreAnswer } from './evaluate-answer.ts';
import { createProfiles } from './question-profile.ts';

/**
 * The embedded scorer on the real sentence encoder, warmed before a test file's tests and closed after them: call it
 * once at the top of the file. `score` judges a typed answer as the server would, without grammar or pitch.
 */
export function embeddedScorer() {
  const encoder = createSentenceEncoder();
  const judge = createContentJudge(encoder);
  const profiles = createProfiles(encoder);
  beforeAll(() => judge.warm(), 60_000);
  afterAll(() => encoder.close());
  const score = async (question: QuestionToJudge, text: string) =>
    scoreAnswer(
      question,
      { text, duration_ms: 30_000 },
      { grammar: null, pitch_hz: null },
      {},
      await judge.judge(question, text),
    );
  return { judge, profiles, score };
}
