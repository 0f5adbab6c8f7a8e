import type { ModelAnswer } from '@rehearse/contracts';
import type { Evaluation, QuestionSource, Rubric } from '../types.ts';

/**
 * Questions whose strong answer was written for them: the bank's (role and generic questions) and the planning
 * LLM's. A question built from a resume or a job description has only a template, which would read the same for
 * every question, so it shows its key points alone.
 */
const WRITTEN_STRONG_ANSWER: ReadonlySet<QuestionSource> = new Set(['bank', 'generic', 'llm']);

export type PlannedRubric = { rubric: Rubric; source: QuestionSource };

const asSentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The model answer of a question: the written strong answer when there is one, and the key points a strong answer
 * covers (the rubric's, else the ones the answer was judged against).
 */
export function modelAnswer(question: PlannedRubric | undefined, evaluation: Evaluation): ModelAnswer {
  const judged = evaluation.domain_knowledge.key_points?.map((k) => k.point) ?? [];
  const covers = question?.rubric.key_points.length ? question.rubric.key_points : judged;
  const written =
    question && WRITTEN_STRONG_ANSWER.has(question.source) && question.rubric.strong_answer.trim()
      ? asSentence(question.rubric.strong_answer)
      : null;
  return { text: written, covers };
}
