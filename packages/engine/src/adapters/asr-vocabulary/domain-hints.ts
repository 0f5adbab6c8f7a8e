import { findBankQuestion, roleBank } from '../../bank/index.ts';
import type { Rubric } from '../../types.ts';

export type HintSource = {
  text: string;
  rubric?: Rubric;
  job_title?: string;
  /** The catalogue job description or the candidate's custom one, when the interview has it. */
  job_description?: string;
};

const rubricText = (r: Rubric) => [
  ...r.key_points,
  ...r.concepts.flatMap((c) => [c.name, ...c.synonyms]),
  r.strong_answer,
  r.follow_up,
];

/**
 * Domain text for the transcriber: the question and its rubric, the job description, and every bank question of
 * the role with its rubric (about 5,000 words for a bank role). The transcriber builds its dictionary additions
 * and its domain language model from these phrases; a candidate answering uses the words of the question's field,
 * and the role's bank is the largest text of that field the product holds. A bank question given by its text
 * alone (the CLI) brings its own rubric and role, so the server and the CLI hear it with the same hints.
 */
export function transcriptionHints(question: HintSource): string[] {
  const banked = question.rubric ? undefined : findBankQuestion(question.text);
  const rubric = question.rubric ?? banked;
  const jobTitle = question.job_title ?? banked?.role;
  const hints = [question.text, ...(rubric ? rubricText(rubric) : [])];
  if (question.job_description) hints.push(question.job_description);
  const bank = jobTitle ? roleBank(jobTitle) : undefined;
  for (const byDifficulty of Object.values(bank?.questions ?? {})) {
    for (const questions of Object.values(byDifficulty)) {
      for (const q of questions) hints.push(q.text, ...rubricText(q));
    }
  }
  return [...new Set(hints.map((h) => h.trim()).filter(Boolean))];
}
