import type { Llm } from '../ports.ts';
import { judgeContent } from '../evaluate/evaluate-answer.ts';
import { planInterview } from '../plan/plan-interview.ts';

/** The offline "LLM": the hand-written bank with resume/JD personalisation, and the transparent rubric scorer. */
export function createEmbeddedLlm(): Llm {
  return {
    name: 'embedded',
    plan: async (request) => planInterview(request),
    judge: async (question, answerText) => judgeContent(question, answerText),
  };
}
