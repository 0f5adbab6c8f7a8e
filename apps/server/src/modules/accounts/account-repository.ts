import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, NewUser, UserRow } from '../../db/schema.ts';
import type { AuthUser } from './account-types.ts';

type Executor = Db | Transaction<Database>;

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === UNIQUE_VIOLATION;

/** Ids in URLs and bodies are free text: anything that is not a UUID cannot name a row (and must not reach pg). */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** NOTIFY channel carrying the token hash of each logged-out session. */
export const SESSION_REVOKED_CHANNEL = 'rehearse_session_revoked';

export type UserWithInstitute = UserRow & {
  institute_name: string | null;
  institute_disabled_at: Date | null;
};

export const toAuthUser = (row: UserWithInstitute): AuthUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  image: row.image,
  role: row.role,
  institute: row.institute_id ? { id: row.institute_id, institute_name: row.institute_name ?? '' } : null,
});

export function createAccountRepository(db: Db) {
  const usersWithInstitute = (ex: Executor) =>
    ex
      .selectFrom('users')
      .leftJoin('institutes', 'institutes.id', 'users.institute_id')
      .selectAll('users')
      .select(['institutes.institute_name', 'institutes.disabled_at as institute_disabled_at']);

  return {
    findUserByEmail: (email: string, ex: Executor = db) =>
      usersWithInstitute(ex)
        .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
        .executeTakeFirst() as Promise<UserWithInstitute | undefined>,

    findUserById: (id: string, ex: Executor = db) =>
      usersWithInstitute(ex).where('users.id', '=', id).executeTakeFirst() as Promise<
        UserWithInstitute | undefined
      >,

    findUserByIdentity: (issuer: string, subject: string, ex: Executor = db) =>
      usersWithInstitute(ex)
        .where('users.oidc_issuer', '=', issuer)
        .where('users.oidc_subject', '=', subject)
        .executeTakeFirst() as Promise<UserWithInstitute | undefined>,

    /** Throws a unique violation (see isUniqueViolation) when the email is taken, whatever its case. */
    insertUser: (user: NewUser, ex: Executor = db) =>
      ex.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow(),

    insertInstitute: (instituteName: string, ex: Executor = db) =>
      ex
        .insertInto('institutes')
        .values({ institute_name: instituteName })
        .returning(['id', 'institute_name'])
        .executeTakeFirstOrThrow(),

    findInstitute: (id: string, ex: Executor = db) =>
      isUuid(id)
        ? ex
            .selectFrom('institutes')
            .select(['id', 'institute_name', 'disabled_at'])
            .where('id', '=', id)
            .executeTakeFirst()
        : Promise.resolve(undefined),

    /** Every institute with its admin's email, its number of users and its interviews this month. */
    listInstitutes: (monthStart: Date) =>
      db
        .selectFrom('institutes as i')
        .select((eb) => [
          'i.id',
          'i.institute_name',
          'i.created_at',
          'i.disabled_at',
          eb
            .selectFrom('users as a')
            .select('a.email')
            .whereRef('a.institute_id', '=', 'i.id')
            .where('a.role', '=', 'INSTITUTE_ADMIN')
            .orderBy('a.created_at')
            .limit(1)
            .as('admin_email'),
          eb
            .selectFrom('users as u')
            .select((c) => c.fn.countAll<string>().as('n'))
            .whereRef('u.institute_id', '=', 'i.id')
            .where('u.role', '=', 'INSTITUTE_USER')
            .as('users'),
          eb
            .selectFrom('interview_sessions as s')
            .innerJoin('users as m', 'm.id', 's.user_id')
            .select((c) => c.fn.countAll<string>().as('n'))
            .whereRef('m.institute_id', '=', 'i.id')
            .where('s.retake_of', 'is', null)
            .where('s.created_at', '>=', monthStart)
            .as('interviews_this_month'),
        ])
        .orderBy('i.created_at', 'desc')
        .execute(),

    updateInstitute: (id: string, changes: { institute_name?: string; disabled_at?: Date | null }) =>
      db
        .updateTable('institutes')
        .set(changes)
        .where('id', '=', id)
        .returning(['id', 'institute_name', 'disabled_at'])
        .executeTakeFirst(),

    /**
     * Ends every session of the users `which` selects and tells every process (their session caches) in the same
     * commit. Returns the ended sessions' token hashes so the caller can drop them from its own cache at once.
     */
    endSessions: async (which: { userId: string } | { instituteId: string }, ex: Executor) => {
      const users =
        'userId' in which
          ? [which.userId]
          : (
              await ex
                .selectFrom('users')
                .select('id')
                .where('institute_id', '=', which.instituteId)
                .execute()
            ).map((u) => u.id);
      if (!users.length) return [];
      const ended = await ex
        .deleteFrom('auth_tokens')
        .where('user_id', 'in', users)
        .returning('token_hash')
        .execute();
      for (const { token_hash } of ended)
        await sql`SELECT pg_notify(${SESSION_REVOKED_CHANNEL}, ${token_hash})`.execute(ex);
      return ended.map((row) => row.token_hash);
    },

    listInstituteUsers: (instituteId: string) =>
      db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'created_at'])
        .where('institute_id', '=', instituteId)
        .where('role', '=', 'INSTITUTE_USER')
        .orderBy('created_at', 'desc')
        .execute(),

    countSuperAdmins: async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('role', '=', 'SUPER_ADMIN')
            .executeTakeFirstOrThrow()
        ).n,
      ),

    insertToken: (userId: string, tokenHash: string, expiresAt: Date, ex: Executor = db) =>
      ex
        .insertInto('auth_tokens')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
        .execute(),

    /** The live session for a token hash: unknown, revoked and expired tokens all give undefined. */
    findUserByToken: (tokenHash: string) =>
      usersWithInstitute(db)
        .innerJoin('auth_tokens', 'auth_tokens.user_id', 'users.id')
        .select(['auth_tokens.id as session_id', 'auth_tokens.expires_at as session_expires_at'])
        .where('auth_tokens.token_hash', '=', tokenHash)
        .where('auth_tokens.expires_at', '>', new Date())
        .executeTakeFirst() as Promise<
        (UserWithInstitute & { session_id: string; session_expires_at: Date }) | undefined
      >,

    /** True while the sign-in `sessionId` names has neither been logged out nor expired. */
    isSessionLive: async (sessionId: string) =>
      isUuid(sessionId) &&
      (await db
        .selectFrom('auth_tokens')
        .select('id')
        .where('id', '=', sessionId)
        .where('expires_at', '>', new Date())
        .executeTakeFirst()) !== undefined,

    /** Deletes the session and tells every process (their session caches) in the same commit. */
    deleteToken: (tokenHash: string) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
        await sql`SELECT pg_notify(${SESSION_REVOKED_CHANNEL}, ${tokenHash})`.execute(trx);
      }),

    updatePasswordHash: (userId: string, passwordHash: string, ex: Executor = db) =>
      ex.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute(),

    deleteExpiredTokens: () => db.deleteFrom('auth_tokens').where('expires_at', '<=', new Date()).execute(),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
