import { newToken } from '../../src/modules/accounts/tokens.ts';
import type { StartInterviewFields } from '@rehearse/contracts';
import type { InterviewTestServer } from './interview-server.ts';
import type { TestUser } from './factories.ts';

/**
 * An interview planned by the real service with a chosen number of questions (the plans have 5 or 10),
 * so protocol tests stay short. Counts against nobody's quota.
 */
export async function createInterview(
  server: Pick<InterviewTestServer, 'app'>,
  user: Pick<TestUser, 'id' | 'role'>,
  {
    questions = 2,
    minutes = 10,
    ...fields
  }: Partial<StartInterviewFields> & { questions?: number; minutes?: number } = {},
) {
  return server.app.services.interviewSessions.plan(
    user,
    { job_title: 'Backend Developer', round_type: 'Technical', difficulty_level: 'Entry-Level', ...fields },
    null,
    async () => ({ questions, minutes }),
  );
}

/** A session token for any account, valid for an hour (the interview tests outlast the shared helper's minute). */
export async function tokenFor(db: InterviewTestServer['db'], user: Pick<TestUser, 'id'>): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('auth_tokens')
    .values({ user_id: user.id, token_hash: hash, expires_at: new Date(Date.now() + 60 * 60 * 1000) })
    .execute();
  return token;
}
