/** Besides its answer, each question takes this long: hearing it, starting the answer and saving it. */
const QUESTION_OVERHEAD_MS = 20_000;
/** A question still to come is assumed to take at least this long to answer. */
const MIN_ANSWER_MS = 30_000;

export type InterviewClock = {
  time_limit_minutes: number;
  started_at: Date | null;
  /** Questions of the interview so far, follow-ups included. */
  question_count: number;
  /** Answers accepted before the one being saved. */
  current_index: number;
};

/**
 * Whether one more question still leaves time, within the plan's minutes, for every main question after this
 * answer (docs/decisions/101). The questions to come are estimated from how long this candidate's answers have
 * been so far, so a follow-up never pushes a concise candidate past the plan's time nor squeezes a thorough one.
 */
export function followUpFitsPlanTime(
  clock: InterviewClock,
  answeredMs: readonly number[],
  now = Date.now(),
): boolean {
  const limitMs = clock.time_limit_minutes * 60_000;
  const elapsedMs = clock.started_at ? now - clock.started_at.getTime() : 0;
  const meanAnswerMs = answeredMs.length ? answeredMs.reduce((a, b) => a + b, 0) / answeredMs.length : 0;
  const perQuestionMs = Math.max(MIN_ANSWER_MS, meanAnswerMs) + QUESTION_OVERHEAD_MS;
  // Every question after the current one is a main question: a follow-up only ever follows the answer just given.
  const mainQuestionsLeft = clock.question_count - clock.current_index - 1;
  return elapsedMs + (mainQuestionsLeft + 1) * perQuestionMs <= limitMs;
}
