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

export type QuestionMessage = {
  type: 'question';
  question_id: string;
  text: string;
  question_audio_url: string;
  /** 0-based position among the plan's questions; a follow-up carries its main question's. */
  index: number;
  /** The plan's question count: follow-ups are not counted. */
  total: number;
  /** Set only on a follow-up: the question_id of the main question it follows up on (docs/decisions/101). */
  follow_up_of?: string;
};

/**
 * Sent while an answer is being recorded, at least every 5 s of its speech (docs/decisions/102): the pace and the
 * fillers of what has been transcribed so far. `words_per_minute` is null until enough words are heard to measure.
 */
export const liveFeedbackMessage = z.object({
  type: z.literal('live_feedback'),
  session_id: z.string(),
  question_id: z.string(),
  words_per_minute: z.number().nullable(),
  filler_count: z.number().int().min(0),
  elapsed_ms: z.number().int().min(0),
});
export type LiveFeedbackMessage = z.infer<typeof liveFeedbackMessage>;

export type ServerMessage =
  | { type: 'interview_details'; data: { round_type: string; difficulty_level: string; job_title: string } }
  | QuestionMessage
  | LiveFeedbackMessage
  | { type: 'interview_end' }
  | { type: 'error'; message: string };

/** The pace the report judges as good (DESIGN §5: 2.2-2.7 words/s), as the live indicator shows it. */
export const PACE_TARGET_WPM = { min: 130, max: 160 } as const;

/** What one criterion looks at: the same in every round, or in the round's own words. */
export type CriterionMeasure = string | Record<RoundType, string>;

/**
 * SPEC §2: the Evaluation Criteria popup of the media check and the interview room, its four groups and their items
 * in SPEC's words, each with what the report really measures for it (docs/decisions/104). Keep in step with the
 * engine's scoring: evaluate-answer.ts (weights), articulation.ts (parts by round), metric-targets.ts (targets).
 */
export const EVALUATION_CRITERIA: readonly {
  group: string;
  counts: string;
  items: readonly { name: string; measures: CriterionMeasure }[];
}[] = [
  {
    group: 'Domain Knowledge',
    counts: 'Half of each answer’s score.',
    items: [
      {
        name: 'Response Accuracy',
        measures:
          'The key points a strong answer to the question covers, recognised by their meaning rather than exact words. An answer about something else earns little.',
      },
      {
        name: 'Terminology Match Rate',
        measures:
          'The terms and concepts of the field that you use, and specifics rather than general claims.',
      },
    ],
  },
  {
    group: 'Articulation and Problem Solving',
    counts: 'About a third of each answer’s score.',
    items: [
      {
        name: 'Response Structure',
        measures: {
          Technical:
            'Whether you explain how or why it works, name a trade-off or risk, say when it does not apply, and give steps in order.',
          Behavioral:
            'Whether your story has a specific situation, what you had to achieve, what you did yourself, the result and what you learned.',
          'Warm-up': 'Whether you give the reason behind your answer.',
        },
      },
      {
        name: 'Support Examples',
        measures: {
          Technical: 'Concrete details of how it would work, and figures where the question asks for them.',
          Behavioral: 'One specific time rather than what you usually do, with a result you can measure.',
          'Warm-up': 'One specific example: a project, a job or a moment.',
        },
      },
    ],
  },
  {
    group: 'Team Work and Leadership',
    counts: 'Part of articulation in behavioural rounds, where your stories show them.',
    items: [
      {
        name: 'Team Player',
        measures: {
          Technical: 'Not scored in technical rounds.',
          Behavioral: 'How you worked with others: who you involved, listened to or helped.',
          'Warm-up': 'Not scored in warm-up rounds.',
        },
      },
      {
        name: 'Leadership',
        measures: {
          Technical: 'Not scored in technical rounds.',
          Behavioral:
            'Where you took the lead: a decision you made, a plan you proposed, people you brought together.',
          'Warm-up': 'Not scored in warm-up rounds.',
        },
      },
    ],
  },
  {
    group: 'Communication and Body Language',
    counts: 'The rest of each answer’s score, counted as far as the answer is about the question.',
    items: [
      {
        name: 'Voice Accuracy and Pacing',
        measures:
          'Your pace, with 130 to 160 words per minute as the target, and how much your voice rises and falls.',
      },
      {
        name: 'Filler Words and Grammar',
        measures:
          'Fillers such as “um” or “you know” under 2% of your words, at least 9 in 10 sentences without a grammar slip, and few repeated words.',
      },
      {
        name: 'Eye Contact',
        measures:
          'The share of your answer time you face the camera, measured in your browser: only the number leaves it.',
      },
    ],
  },
];
