import { z } from 'zod';
import { DIFFICULTY_LEVELS, INTERVIEW_STATUSES, ROUND_TYPES } from './interview.ts';

/** POST /t1/interview/start -> data. */
export const startInterviewResult = z.object({
  interview_id: z.string(),
  job_title: z.string(),
  round_type: z.enum(ROUND_TYPES),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  question_count: z.number().int(),
  time_limit_minutes: z.number().int(),
});
export type StartInterviewResult = z.infer<typeof startInterviewResult>;

/** GET /t1/interview/:id -> data. */
export const interviewDetails = z.object({
  session_id: z.string(),
  job_title: z.string(),
  round_type: z.string(),
  difficulty_level: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  question_count: z.number().int(),
  answered_count: z.number().int(),
});
export type InterviewDetails = z.infer<typeof interviewDetails>;

/** POST /t1/interview/store_user_recording -> data. */
export const storeRecordingResult = z.object({
  question_id: z.string(),
  answered_count: z.number().int(),
  question_count: z.number().int(),
  /** False when no finished upload was found: the answer is kept and evaluated as empty. */
  recording_received: z.boolean(),
});

/** Messages of the interview flow that SPEC leaves to us. */
export const INTERVIEW_SERVER_MSG = {
  freeLimit: 'You have used the 2 interviews of the Free plan.',
  studentLimit:
    'You have used the 2 interviews of this month on the Student plan. Add 2 more for $1 or wait until next month.',
  ended: 'This interview has ended',
  notCurrentQuestion: 'This question is not the current one',
  answerNotSaved: 'Save the answer before moving on',
  uploadForbidden: 'You cannot upload an answer to this question',
  uploadType: 'Only video or audio recordings are accepted',
  uploadTooLarge: 'The recording is too large',
  answerAlreadySaved: 'This answer has already been saved',
  reportPending: 'Your report is being generated',
  reportGenerated: 'Report generated',
  reportUnavailable: 'There is no report for an interview that was not completed',
  interviewUnfinished: 'The interview is not finished yet',
  linkInvalid: 'This link has expired or is invalid',
  recordingSaved: 'Answer saved',
} as const;
