import { z } from 'zod';

export const feedbackLists = z.object({
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  missing_areas: z.array(z.string()),
});

/** A communication metric as the report shows it: a value (null = N/A) beside its target. */
export const metricValue = z.object({
  value: z.number().nullable(),
  unit: z.string(),
  target: z.string(),
  verdict: z.string(),
  evidence: z.array(z.string()),
});

/**
 * A word of the answer as the recording has it: times in seconds from the start of the recording, and whether the
 * filler rules count it as a filler ("um", "like" with nothing to compare).
 */
export const answerWord = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  filler: z.boolean(),
});
export type AnswerWord = z.infer<typeof answerWord>;

/** A silence between two words longer than this is marked in the transcript (DESIGN §5: "4 pauses over 2.5 s"). */
export const LONG_PAUSE_SECONDS = 2.5;

/**
 * What a strong answer looks like: the question bank's (or the planning LLM's) description of one when there is
 * one, else null; `covers` lists the key points a strong answer makes ("What a strong answer covers").
 */
export const modelAnswer = z.object({ text: z.string().nullable(), covers: z.array(z.string()) });
export type ModelAnswer = z.infer<typeof modelAnswer>;

/** One attempt at a question: the interview it was asked in (the first one or a retake) and its score. */
export const questionAttempt = z.object({
  session_id: z.string(),
  created_at: z.string(),
  score: z.number(),
  /** The attempt whose report this is. */
  current: z.boolean(),
});
export type QuestionAttempt = z.infer<typeof questionAttempt>;

/** What the report says about one answer. */
const answerReport = z.object({
  question_id: z.string(),
  question_text: z.string(),
  answer_text: z.string(),
  summary: z.string(),
  level: z.string(),
  score: z.number(),
  domain_knowledge_score: z.number(),
  articulation_score: z.number(),
  communication_score: z.number(),
  domain_knowledge_feedback: feedbackLists,
  articulation_feedback: feedbackLists,
  communication_feedback: z.object({
    grammar: metricValue,
    filler_words: metricValue,
    speech_rate: metricValue,
    word_repetitions: metricValue,
    intonation: metricValue,
    eye_contact: metricValue,
  }),
  recording_url: z.string().nullable(),
  model_answer: modelAnswer,
  answer_words: z.array(answerWord),
});

/**
 * The interviewer's follow-up on a main question's answer (docs/decisions/101), reported under that question. It
 * is not counted in the interview's scores: those stay comparable whatever was followed up.
 */
export const followUpReport = answerReport.extend({ follow_up_of: z.string() });
export type FollowUpReport = z.infer<typeof followUpReport>;

export const questionReport = answerReport.extend({
  /** Every attempt at this question in time order, this one included; one item when it was never retaken. */
  attempts: z.array(questionAttempt),
  /** The follow-up asked after this answer; absent when none was (and in reports made before follow-ups). */
  follow_up: followUpReport.optional(),
});
export type QuestionReport = z.infer<typeof questionReport>;

export const interviewReport = z.object({
  overall_report: z.object({
    overall_score: z.number(),
    domain_knowledge_score: z.number(),
    articulation_score: z.number(),
    communication_score: z.number(),
    level: z.string(),
  }),
  questions_reports: z.array(questionReport),
  /** "Practise next": at most three actions drawn from this interview, each tied to the question to retake. */
  practise_next: z.array(
    z.object({
      question_id: z.string(),
      /** 1-based, as the report's Q1..Qn buttons number the questions. */
      question_number: z.number().int(),
      question_text: z.string(),
      /** The behaviour to practise, short ("Cover the key point you missed"). */
      behaviour: z.string(),
      /** What was observed and what to do, in full sentences. */
      advice: z.string(),
    }),
  ),
});
export type InterviewReport = z.infer<typeof interviewReport>;

/** The report as the engine builds and the server stores it: the attempts are added when the report is read. */
export const builtReport = interviewReport.extend({
  questions_reports: z.array(questionReport.omit({ attempts: true })),
});
export type BuiltReport = z.infer<typeof builtReport>;

/**
 * How each communication verdict reads at a glance: on target, close to it, or something to work on. Keyed by
 * the verdicts the engine gives (an unknown verdict, such as N/A, has no tone).
 */
export const VERDICT_TONES: Readonly<Record<string, VerdictTone>> = {
  'Good pace': 'on_target',
  'Acceptable pace': 'close',
  'Too slow': 'work_on_it',
  'Too fast': 'work_on_it',
  Fluent: 'on_target',
  'Some fillers': 'close',
  'Many fillers': 'work_on_it',
  Varied: 'on_target',
  'Some repetition': 'close',
  Repetitive: 'work_on_it',
  Clean: 'on_target',
  'A few slips': 'close',
  'Frequent errors': 'work_on_it',
  Expressive: 'on_target',
  'Somewhat flat': 'close',
  'Very varied': 'close',
  Monotone: 'work_on_it',
  Erratic: 'work_on_it',
  'Steady eye contact': 'on_target',
  'Looks away often': 'close',
  'Rarely faces the camera': 'work_on_it',
};
export type VerdictTone = 'on_target' | 'close' | 'work_on_it';
export const VERDICT_TONE_LABELS: Record<VerdictTone, string> = {
  on_target: 'On target',
  close: 'Close',
  work_on_it: 'Work on it',
};
