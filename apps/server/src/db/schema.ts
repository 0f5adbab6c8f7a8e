import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { BuiltReport, InterviewStatus, Plan, Role } from '@rehearse/contracts';
import type { Evaluation, FollowUp, ReportSummary, Rubric, Transcript } from '@rehearse/engine';

/** Row types of the tables the migrations create; Kysely checks every query against them. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type InstituteTable = {
  id: Generated<string>;
  institute_name: string;
  created_at: CreatedAt;
  /** Set when the super admin disables the institute: its people cannot sign in (migration 0007). */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type UserTable = {
  id: Generated<string>;
  email: string;
  name: string;
  image: string | null;
  role: Role;
  plan: Plan;
  password_hash: string | null;
  institute_id: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  created_at: CreatedAt;
  /** Student add-on interviews left (migration 0003). */
  extra_interviews: Generated<number>;
};

export type AuthTokenTable = {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
};

export type OidcLoginTable = {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: CreatedAt;
  expires_at: Date;
};

export type JobTitleTable = {
  id: Generated<string>;
  job_title: string;
  job_description: string;
  industry: string | null;
  created_at: CreatedAt;
};

export type ContactMessageTable = {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  handled_at: Date | null;
  created_at: CreatedAt;
};

export type JobTitleRequestTable = ContactMessageTable & { request_job_title: string };

export type InterviewSessionTable = {
  id: Generated<string>;
  user_id: string;
  job_title: string;
  job_description: string;
  round_type: string;
  difficulty_level: string;
  /** Inserts may name any text (the CHECK constraint guards it); reads are the contract's statuses. */
  status: ColumnType<InterviewStatus, string | undefined, InterviewStatus>;
  overall_score: number | null;
  created_at: CreatedAt;
  custom_jd: string | null;
  resume_text: string | null;
  question_count: Generated<number>;
  time_limit_minutes: Generated<number>;
  /** Answers accepted so far = position of the current question. */
  current_index: Generated<number>;
  report: Json<BuiltReport> | null;
  started_at: Date | null;
  ended_at: Date | null;
  last_activity_at: Generated<Date>;
  /** The first question this one-question interview retakes (migration 0006); null for an ordinary interview. */
  retake_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the progress page needs from the report, kept with it (migration 0006). */
  summary: ColumnType<ReportSummary | null, string | null | undefined, string | null>;
  /** The report's area scores, computed by PostgreSQL from summary or report (migration 0007): read only. */
  domain_knowledge_score: ColumnType<number | null, never, never>;
  articulation_score: ColumnType<number | null, never, never>;
  communication_score: ColumnType<number | null, never, never>;
};

/** jsonb columns: objects go in as JSON text, come out parsed. */
type Json<T> = ColumnType<T, string, string>;

export type InterviewQuestionTable = {
  id: Generated<string>;
  session_id: string;
  position: number;
  text: string;
  competency: string;
  rubric: Json<Rubric>;
  source: string;
  audio_path: string | null;
  audio_ready: Generated<boolean>;
  /** The main question this follow-up follows up on; null for a question of the plan (migration 0008). */
  follow_up_of: ColumnType<string | null, string | null | undefined, string | null>;
  follow_up_reason: ColumnType<FollowUp['reason'] | null, FollowUp['reason'] | null | undefined, never>;
};

export type AnswerUploadTable = {
  id: string;
  user_id: string;
  question_id: string;
  filetype: string;
  size: ColumnType<string | null, number | null, number | null>;
  finished_at: Date | null;
  created_at: CreatedAt;
};

export type AnswerStatus = 'queued' | 'processing' | 'processed' | 'failed';

export type AnswerTable = {
  id: Generated<string>;
  question_id: string;
  /** Null when the recording never arrived (migration 0004). */
  upload_id: string | null;
  video_path: string | null;
  duration_ms: number;
  eye_contact: Json<{ percent: number; samples: number }> | null;
  transcript: Json<Transcript> | null;
  evaluation: Json<Evaluation> | null;
  status: Generated<AnswerStatus>;
  error: string | null;
  attempts: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  processed_at: Date | null;
  /** Where the transcript came from (migration 0010): decoded while uploading, or from the stored recording. */
  transcript_source: 'live' | 'recording' | null;
};

/** An answer upload's live transcript (migration 0010, docs/decisions/128). */
export type LiveTranscriptTable = {
  upload_id: string;
  /** One process's attempt: only it moves the row on. */
  run_id: string;
  status: 'transcribing' | 'complete' | 'dropped';
  transcript: Json<Transcript> | null;
  /** 16 kHz samples of speech the transcript covers, to compare with the stored recording's. */
  speech_samples: number | null;
  updated_at: Generated<Date>;
};

export type FeedbackTable = {
  id: Generated<string>;
  session_id: string;
  user_id: string;
  rating: number;
  message: string;
  created_at: CreatedAt;
};

/** A fixed-window counter (migration 0005): `hits` since the window began, until `reset_at`. */
export type RateLimitTable = {
  key: string;
  hits: number;
  reset_at: Date;
};

/** A one-time link to set a password (migration 0007): a reset (1 hour) or an invitation. Only the hash is kept. */
export type PasswordTokenTable = {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  purpose: 'reset' | 'invitation';
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
};

/** Stripe events already applied (migration 0007): a replayed event finds its id here and changes nothing. */
export type BillingEventTable = {
  id: string;
  type: string;
  user_id: string | null;
  received_at: CreatedAt;
};

export type Database = {
  institutes: InstituteTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  oidc_logins: OidcLoginTable;
  job_titles: JobTitleTable;
  contact_messages: ContactMessageTable;
  job_title_requests: JobTitleRequestTable;
  interview_sessions: InterviewSessionTable;
  interview_questions: InterviewQuestionTable;
  answer_uploads: AnswerUploadTable;
  answers: AnswerTable;
  live_transcripts: LiveTranscriptTable;
  feedback: FeedbackTable;
  rate_limits: RateLimitTable;
  password_tokens: PasswordTokenTable;
  billing_events: BillingEventTable;
};

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type InstituteRow = Selectable<InstituteTable>;
