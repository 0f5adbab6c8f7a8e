import type { DifficultyLevel, RoundType } from '@rehearse/contracts';
import type { Concept } from './bank/types.ts';

export type { Concept };

/**
 * What shows a key point that asks for a kind of evidence rather than a fact ("a measured result or lesson"): work
 * the speaker did with the rubric's first concept, the reasons for their choices, the situation with their own
 * actions, or a result with a figure or a lesson (docs/decisions/137); for a key point lent by another question,
 * also an example of the speaker's own with something concrete in it, or the tools they name (docs/decisions/138);
 * for a key point labelled as a part of a story ("situation: …", "action: …", "result: …"), that part: one occasion
 * told, what the speaker did, how it ended; for one about learning, a lesson drawn (docs/decisions/140); for a worked
 * example in a technical answer, an example given (docs/decisions/141).
 */
export type KeyPointEvidence =
  | 'work'
  | 'reasons'
  | 'situation'
  | 'result'
  | 'example'
  | 'illustration'
  | 'tools'
  | 'scene'
  | 'deed'
  | 'outcome'
  | 'measured'
  | 'lesson'
  | 'background'
  | 'motivation'
  | 'ranking'
  | 'consult'
  | 'deferral'
  | 'check'
  | 'review'
  | 'skill'
  | 'resource'
  | 'applied'
  | 'purpose'
  | 'baseline'
  | 'cause'
  | 'verified'
  | 'clarify'
  | 'strength'
  | 'weakness'
  | 'improving'
  | 'fit'
  | 'organisation'
  | 'asks'
  | 'range'
  | 'goal'
  | 'growth'
  | 'qualities'
  | 'coping';

/** How a planned question is judged: what a strong answer covers. */
export type Rubric = {
  key_points: string[];
  /** Per key point, the kind of evidence that shows it; a key point without one is judged by meaning and words. */
  evidence?: (KeyPointEvidence | null)[];
  concepts: Concept[];
  strong_answer: string;
  follow_up: string;
};

/** Where a planned question came from; the report and the logs can say why it was asked. */
export type QuestionSource = 'bank' | 'generic' | 'job_description' | 'resume' | 'custom_jd' | 'llm';

export type PlannedQuestion = {
  id: string;
  text: string;
  competency: string;
  rubric: Rubric;
  source: QuestionSource;
};

export type PlanRequest = {
  job_title: string;
  job_description: string;
  round_type: RoundType;
  difficulty_level: DifficultyLevel;
  resume_text?: string;
  custom_jd?: string;
  count: number;
};

/** A question as evaluateAnswer accepts it: a planned one, or any text with what is known about it. */
export type QuestionToJudge = {
  id?: string;
  text: string;
  competency?: string;
  rubric?: Rubric;
  job_title?: string;
  round_type?: RoundType;
  difficulty_level?: DifficultyLevel;
};

/** Word times are in seconds from the start of the audio. */
export type TranscriptWord = { word: string; start: number; end: number };

export type Transcript = { text: string; words?: TranscriptWord[]; duration_ms: number };

/** What is measured outside the transcript: the browser's eye contact, the answer's audio. */
export type AnswerSignals = {
  eye_contact?: { percent: number; samples: number };
  /** Path of the answer's audio (any format ffmpeg reads) for intonation. */
  audio_path?: string;
};

/** Measurements that need tools (grammar worker, audio decoding), made before the pure scoring. */
export type Measurements = {
  /** Grammar issues found per sentence, null when the grammar checker did not run. */
  grammar: { sentences: string[]; issues: { sentence: number; message: string; text: string }[] } | null;
  /** Pitch in Hz of voiced frames, null when there was no audio. */
  pitch_hz: number[] | null;
};

export type MetricValue = {
  value: number | null;
  unit: string;
  target: string;
  verdict: string;
  evidence: string[];
};

export type FeedbackArea = {
  score: number;
  strengths: string[];
  weaknesses: string[];
  missing_areas: string[];
  evidence: string[];
  /**
   * Domain knowledge only: each key point the answer was judged against and whether it was covered, so the report
   * and the progress page can name missed points without reading the feedback sentences. Absent from evaluations
   * made before it existed and from judges that do not report it.
   */
  key_points?: { point: string; covered: boolean }[];
};

export type Communication = {
  score: number;
  grammar: MetricValue;
  filler_words: MetricValue;
  speech_rate: MetricValue;
  word_repetitions: MetricValue;
  intonation: MetricValue;
  eye_contact: MetricValue;
};

/** A follow-up question the interviewer asks after an answer, and why (docs/decisions/100). */
export type FollowUp = {
  text: string;
  reason: 'off_question' | 'general' | 'missed_key_point';
  /** The missed key point it asks about. */
  point: string | null;
};

export type Evaluation = {
  question_id: string | null;
  question_text: string;
  answer_text: string;
  overall_score: number;
  level: string;
  summary: string;
  domain_knowledge: FeedbackArea;
  articulation: FeedbackArea;
  communication: Communication;
  /** Which scorer judged the content, and anything the reader should know (e.g. an LLM fallback). */
  scorer: 'embedded' | 'llm';
  notes: string[];
};
