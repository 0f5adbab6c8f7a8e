import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Plan, Role } from '@rehearse/contracts';

/** Row types of the tables the migrations create; Kysely checks every query against them. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type InstituteTable = {
  id: Generated<string>;
  institute_name: string;
  created_at: CreatedAt;
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
  status: string;
  overall_score: number | null;
  created_at: CreatedAt;
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
};

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type InstituteRow = Selectable<InstituteTable>;
