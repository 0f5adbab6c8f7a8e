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

/** The question's own domain text: the question, its rubric (a bank question's own), the job description. */
export function questionOwnHints(question: HintSource): string[] {
  const rubric = question.rubric ?? findBankQuestion(question.text);
  const hints = [question.text, ...(rubric ? rubricText(rubric) : [])];
  if (question.job_description) hints.push(question.job_description);
  return hints;
}

/** The role whose bank lends its text: the job asked for, or a bank question's own role. */
export const hintRole = (question: HintSource): string | undefined =>
  question.job_title ?? (question.rubric ? undefined : findBankQuestion(question.text)?.role);

/** Every bank question of the role with its rubric (about 5,000 words for a bank role; none for another title). */
export function roleHints(jobTitle: string | undefined): string[] {
  const hints: string[] = [];
  const bank = jobTitle ? roleBank(jobTitle) : undefined;
  for (const byDifficulty of Object.values(bank?.questions ?? {})) {
    for (const questions of Object.values(byDifficulty)) {
      for (const q of questions) hints.push(q.text, ...rubricText(q));
    }
  }
  return hints;
}

/**
 * Domain text for the transcriber: the question and its rubric, the job description, and every bank question of
 * the role with its rubric (about 5,000 words for a bank role). The transcriber builds its dictionary additions
 * and its domain language model from these phrases; a candidate answering uses the words of the question's field,
 * and the role's bank is the largest text of that field the product holds. A bank question given by its text
 * alone (the CLI) brings its own rubric and role, so the server and the CLI hear it with the same hints.
 */
export function transcriptionHints(question: HintSource): string[] {
  const hints = [...questionOwnHints(question), ...roleHints(hintRole(question))];
  return [...new Set(hints.map((h) => h.trim()).filter(Boolean))];
}
