import { z } from 'zod';
import {
  idField,
  maxMessage,
  requiredString,
  requiredText,
  TEXT_LIMITS,
  withoutControlCharacters,
} from './common.ts';

export const ROUND_TYPES = ['Warm-up', 'Technical', 'Behavioral'] as const;
export type RoundType = (typeof ROUND_TYPES)[number];
export const DIFFICULTY_LEVELS = ['Entry-Level', 'Professional', 'Expert'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export const INTERVIEW_MSG = {
  required: 'Required',
  onlyPdf: 'Only PDF files are allowed',
  resumeTooLarge: 'Resume must be at most 5 MB',
  resumeUnreadable: 'The resume could not be read; please upload a text-based PDF',
  jdRequired: 'Job description is required',
  jdMax: 'Job description must be less than 1000 characters',
  jobTitleMax: maxMessage('Job title', TEXT_LIMITS.jobTitle),
  resumeTooComplex: 'The resume is too large or complex to read; please upload a shorter PDF',
  resumeBusy: 'Many resumes are being read right now; please try again in a minute',
  created: 'Interview created successfully',
  feedbackSubmitted: 'Feedback Submitted Successfully:',
  notFound: 'Interview not found',
} as const;

export const CUSTOM_JD_MAX = 1000;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The server side of the Create Interview form (multipart fields; the resume is checked apart). */
export const startInterviewFields = z.object({
  job_title: requiredText(
    'Job title',
    INTERVIEW_MSG.required,
    TEXT_LIMITS.jobTitle,
    INTERVIEW_MSG.jobTitleMax,
  ),
  round_type: z.enum(ROUND_TYPES, { error: INTERVIEW_MSG.required }),
  difficulty_level: z.enum(DIFFICULTY_LEVELS, { error: INTERVIEW_MSG.required }),
  custom_jd: withoutControlCharacters(z.string().trim(), 'Job description', true)
    .min(1, INTERVIEW_MSG.jdRequired)
    .max(CUSTOM_JD_MAX, INTERVIEW_MSG.jdMax)
    .optional(),
});
export type StartInterviewFields = z.infer<typeof startInterviewFields>;

export const INTERVIEW_STATUSES = [
  'In Progress',
  'Completed',
  'Generating Report',
  'Report Generated',
  'Not Completed',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const interviewSession = z.object({
  session_id: z.string(),
  job_title: z.string(),
  job_description: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  round_type: z.string(),
  difficulty_level: z.string(),
  overall_score: z.number().nullable(),
  created_at: z.string(),
  /**
   * Overall score minus that of the previous interview of the same role with a report; null when there is none to
   * compare with (the first one, no report yet, or a retake).
   */
  score_change: z.number().nullable(),
  /** A one-question retake of a question from an earlier report (it used no interview of the plan). */
  retake: z.boolean(),
});
export type InterviewSession = z.infer<typeof interviewSession>;

export const FEEDBACK_LIMITS = { messageMin: 4, messageMax: 100, ratingMin: 1, ratingMax: 5 } as const;
export const feedbackBody = z.object({
  session_id: idField(INTERVIEW_MSG.required),
  rating: z.number().int().min(1, 'Please choose a rating').max(5, 'Rating must be between 1 and 5'),
  feedback_message: withoutControlCharacters(requiredString('Feedback is required'), 'Feedback', true)
    .min(4, 'Feedback must be at least 4 characters')
    .max(100, 'Feedback must be at most 100 characters'),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const sessionIdBody = z.object({ session_id: idField(INTERVIEW_MSG.required) });

export const storeRecordingBody = z.object({
  session_id: idField(INTERVIEW_MSG.required),
  question_id: idField(INTERVIEW_MSG.required),
  duration: z
    .number()
    .int()
    .min(0)
    .max(10 * 60 * 1000),
  /** Eye contact measured in the browser: % of sampled answer time facing the camera. */
  eye_contact: z.object({ percent: z.number().min(0).max(100), samples: z.number().int().min(0) }).optional(),
});
export type StoreRecordingBody = z.infer<typeof storeRecordingBody>;

/** Socket messages at /tws1/connect. */
export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('input'),
    session_id: z.string().max(TEXT_LIMITS.id),
    token: z.string().max(TEXT_LIMITS.token),
  }),
  z.object({
    type: z.literal('video_response'),
    session_id: z.string().max(TEXT_LIMITS.id),
    data: z.object({ question_id: z.string().max(TEXT_LIMITS.id) }),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export type ServerMessage =
  | { type: 'interview_details'; data: { round_type: string; difficulty_level: string; job_title: string } }
  | {
      type: 'question';
      question_id: string;
      text: string;
      question_audio_url: string;
      index: number;
      total: number;
    }
  | { type: 'interview_end' }
  | { type: 'error'; message: string };

/** SPEC §2: the Evaluation Criteria popup of the media check and the interview room, four groups with their items. */
export const EVALUATION_CRITERIA = [
  { group: 'Domain Knowledge', items: ['Response Accuracy', 'Terminology Match Rate'] },
  { group: 'Articulation and Problem Solving', items: ['Response Structure', 'Support Examples'] },
  { group: 'Team Work and Leadership', items: ['Team Player', 'Leadership'] },
  {
    group: 'Communication and Body Language',
    items: ['Voice Accuracy and Pacing', 'Filler Words and Grammar', 'Eye Contact'],
  },
] as const;
