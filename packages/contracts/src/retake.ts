import { z } from 'zod';
import { idField } from './common.ts';
import { INTERVIEW_MSG } from './interview.ts';
import { startInterviewResult } from './interview-results.ts';

/** A question may be retaken this many times (the first attempt not counted). */
export const RETAKE_LIMIT = 3;

export const RETAKE_MSG = {
  limit: `You have already retaken this question ${RETAKE_LIMIT} times.`,
  questionNotFound: 'Question not found',
  noReport: 'A question can be retaken once the interview has its report',
} as const;

/** POST /t1/interview/retake: a one-question interview on a question of one of the caller's reports. */
export const retakeBody = z.object({
  session_id: idField(INTERVIEW_MSG.required),
  question_id: idField(INTERVIEW_MSG.required),
});
export type RetakeBody = z.infer<typeof retakeBody>;

/** The same fields as a started interview, so the media check can follow as it does after Start Practice. */
export const retakeResult = startInterviewResult;
export type RetakeResult = z.infer<typeof retakeResult>;
