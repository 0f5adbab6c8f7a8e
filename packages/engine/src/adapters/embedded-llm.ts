import type { Llm } from '../ports.ts';
import type { ContentJudge } from '../evaluate/evaluate-answer.ts';
import { planInterview } from '../plan/plan-interview.ts';

/** The offline "LLM": the hand-written bank with resume/JD personalisation, and the transparent content judge. */
export function createEmbeddedLlm(judge: ContentJudge): Llm {
  return {
    name: 'embedded',
    plan: async (request) => planInterview(request),
    judge: (question, answerText) => judge.judge(question, answerText),
    followUp: (question, answerText) => judge.followUp(question, answerText),
  };
}
