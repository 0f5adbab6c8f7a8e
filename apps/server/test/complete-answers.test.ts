import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, PlannedQuestion } from '@rehearse/engine';
import { COMPLETE_ANSWERS } from './support/complete-answers.ts';
import { testEngine } from './support/interview-server.ts';

/**
 * The interview tests speak these answers and expect the interviewer to move on: each must cover every key point
 * of its bank question in its written words (spoken and heard live, 14 of 14 moved on when ADR 141 was written).
 */
describe('the complete answers the interview tests speak', () => {
  let engine: Engine;
  let questions: PlannedQuestion[];

  beforeAll(async () => {
    engine = testEngine();
    await engine.warm({ grammar: false });
    const request = {
      job_title: 'Backend Developer',
      job_description: '',
      round_type: 'Technical',
      difficulty_level: 'Entry-Level',
      count: 10,
    } as const;
    questions = await engine.planInterview(request);
  }, 60_000);
  afterAll(() => engine?.close());

  it('each find their question in the plan, cover every key point and get no follow-up', async () => {
    for (const { about, text } of COMPLETE_ANSWERS) {
      const planned = questions.find((q) => about.test(q.text));
      expect(planned, `a planned question for ${about}`).toBeDefined();
      const question = { ...planned!, job_title: 'Backend Developer', round_type: 'Technical' as const };
      expect(await engine.followUp(question, text), planned!.text).toBeNull();
      const evaluation = await engine.evaluateAnswer(question, { text, duration_ms: 20_000 });
      expect(evaluation.summary, planned!.text).toMatch(/^You covered (\w+) of the \1 key points/);
    }
  }, 60_000);
});
