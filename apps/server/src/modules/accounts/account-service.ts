import type {
  CreateInstituteBody,
  CreateInstituteUserBody,
  InstituteListItem,
  InstituteLoginBody,
  SuperAdminLoginBody,
  UpdateInstituteBody,
} from '@rehearse/contracts';
import { INSTITUTE_MSG, MSG, SERVER_MSG } from '@rehearse/contracts';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound, unauthenticated } from '../../lib/http-errors.ts';
import {
  createAccountRepository,
  isUniqueViolation,
  toAuthUser,
  type UserWithInstitute,
} from './account-repository.ts';
import { toUserDto, type AuthUser } from './account-types.ts';
import { createRateLimits } from '../rate-limits/rate-limits.ts';
import { createLoginAttempts } from './login-attempts.ts';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createSessionCache, type SignedInUser } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

export type SignedIn = { token: string; user: ReturnType<typeof toUserDto> };

type AccountConfig = Pick<Config, 'sessionTtlMs'> & Partial<Pick<Config, 'accountLoginLimit'>>;

export function createAccountService({ db, config }: { db: Db; config: AccountConfig }) {
  const repo = createAccountRepository(db);
  const attempts = createLoginAttempts(createRateLimits(db), config.accountLoginLimit ?? 10);
  // Trusted only once something listens for logouts (plugins/app/auth.ts); until then every lookup is live.
  const sessionCache = createSessionCache();

  async function issueToken(userId: string): Promise<string> {
    const { token, hash } = newToken();
    await repo.insertToken(userId, hash, new Date(Date.now() + config.sessionTtlMs));
    return token;
  }

  /**
   * Same answer and about the same time for an unknown email and a wrong password. Counted per account first
   * (429 past the limit); a hash weaker than today's is replaced while the password is at hand.
   */
  async function checkPassword(email: string, password: string): Promise<UserWithInstitute> {
    await attempts.begin(email);
    const row = await repo.findUserByEmail(email);
    const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
    if (!row || !row.password_hash || !ok) throw unauthenticated(MSG.invalidCredentials);
    await attempts.succeeded(email);
    if (needsRehash(row.password_hash)) await repo.updatePasswordHash(row.id, await hashPassword(password));
    return row;
  }

  /** Inserts a user, turning a taken email (any case) into 409. */
  async function insertUnique<T>(insert: () => Promise<T>): Promise<T> {
    try {
      return await insert();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
      throw err;
    }
  }

  return {
    sessionCache,

    /** The account and sign-in a bearer token stands for; null for unknown, expired and logged-out tokens. */
    async authenticate(token: string): Promise<SignedInUser | null> {
      const tokenHash = hashToken(token);
      const cached = sessionCache.get(tokenHash);
      if (cached) return cached;
      const lookedUpAt = Date.now();
      const row = await repo.findUserByToken(tokenHash);
      if (!row) return null;
      const user = { ...toAuthUser(row), sessionId: row.session_id };
      sessionCache.set(tokenHash, user, row.session_expires_at, lookedUpAt);
      return user;
    },

    isSessionLive: (sessionId: string) => repo.isSessionLive(sessionId),

    async superAdminLogin(body: SuperAdminLoginBody): Promise<SignedIn> {
      const row = await checkPassword(body.email, body.password);
      if (row.role !== 'SUPER_ADMIN') throw unauthenticated(MSG.invalidCredentials);
      return { token: await issueToken(row.id), user: toUserDto(toAuthUser(row)) };
    },

    async instituteLogin(body: InstituteLoginBody) {
      const row = await checkPassword(body.email, body.password);
      if (!row.institute_id || row.institute_id !== body.instituteID)
        throw forbidden(SERVER_MSG.notInstituteMember);
      // Said only once the password has proved who is asking: a guesser learns nothing about the institute.
      if (row.institute_disabled_at) throw forbidden(INSTITUTE_MSG.disabled);
      const user = toUserDto(toAuthUser(row));
      return { token: await issueToken(row.id), user, institute: user.institute };
    },

    async logout(tokenHash: string) {
      sessionCache.revoke(tokenHash);
      await repo.deleteToken(tokenHash);
    },

    async createInstitute(body: CreateInstituteBody): Promise<{ institute_id: string }> {
      const passwordHash = await hashPassword(body.password);
      // One transaction: a taken admin email leaves no institute behind.
      return insertUnique(() =>
        db.transaction().execute(async (trx) => {
          const institute = await repo.insertInstitute(body.instituteName, trx);
          await repo.insertUser(
            {
              email: body.email,
              name: `${body.instituteName} admin`,
              image: null,
              role: 'INSTITUTE_ADMIN',
              plan: 'INSTITUTE',
              password_hash: passwordHash,
              institute_id: institute.id,
              oidc_issuer: null,
              oidc_subject: null,
            },
            trx,
          );
          return { institute_id: institute.id };
        }),
      );
    },

    async listInstitutes(now = new Date()): Promise<InstituteListItem[]> {
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      return (await repo.listInstitutes(monthStart)).map((i) => ({
        id: i.id,
        institute_name: i.institute_name,
        created_at: i.created_at.toISOString(),
        admin_email: i.admin_email ?? null,
        users: Number(i.users ?? 0),
        interviews_this_month: Number(i.interviews_this_month ?? 0),
        disabled: i.disabled_at !== null,
      }));
    },

    /** Rename, disable or enable an institute. Disabling ends every session of its people at once. */
    async updateInstitute(id: string, body: UpdateInstituteBody) {
      if (!(await repo.findInstitute(id))) throw notFound(MSG.instituteNotFound);
      const ended = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('institutes')
          .set({
            ...(body.institute_name !== undefined ? { institute_name: body.institute_name } : {}),
            // Disabling twice keeps the first date.
            ...(body.disabled === true ? { disabled_at: sql<Date>`COALESCE(disabled_at, now())` } : {}),
            ...(body.disabled === false ? { disabled_at: null } : {}),
          })
          .where('id', '=', id)
          .execute();
        return body.disabled ? repo.endSessions({ instituteId: id }, trx) : [];
      });
      for (const hash of ended) sessionCache.revoke(hash);
      const institute = (await repo.findInstitute(id))!;
      const message =
        body.disabled === true
          ? INSTITUTE_MSG.disabledSaved
          : body.disabled === false
            ? INSTITUTE_MSG.enabledSaved
            : INSTITUTE_MSG.renamed;
      return { institute, message };
    },

    /**
     * Anonymous: self sign-up through /institute/signup (gets a session). Super admin: any institute.
     * Institute admin: their own institute only. Anyone else signed in: forbidden.
     */
    async createInstituteUser(actor: AuthUser | null, body: CreateInstituteUserBody) {
      if (actor && actor.role !== 'SUPER_ADMIN' && actor.role !== 'INSTITUTE_ADMIN') throw forbidden();
      if (actor?.role === 'INSTITUTE_ADMIN' && actor.institute?.id !== body.institute_id) throw forbidden();
      const institute = await repo.findInstitute(body.institute_id);
      if (!institute) throw notFound(MSG.instituteNotFound);
      if (institute.disabled_at) throw forbidden(INSTITUTE_MSG.disabled);
      const passwordHash = await hashPassword(body.user_password);
      const { id } = await insertUnique(() =>
        repo.insertUser({
          email: body.user_email,
          name: body.user_name,
          image: null,
          role: 'INSTITUTE_USER',
          plan: 'INSTITUTE',
          password_hash: passwordHash,
          institute_id: institute.id,
          oidc_issuer: null,
          oidc_subject: null,
        }),
      );
      const user = toUserDto({
        id,
        email: body.user_email,
        name: body.user_name,
        image: null,
        role: 'INSTITUTE_USER',
        institute: { id: institute.id, institute_name: institute.institute_name },
      });
      return actor ? { user } : { token: await issueToken(id), user };
    },

    async listInstituteUsers(actor: AuthUser) {
      if (actor.role !== 'INSTITUTE_ADMIN' || !actor.institute) throw forbidden();
      return (await repo.listInstituteUsers(actor.institute.id)).map((u) => ({
        ...u,
        created_at: u.created_at.toISOString(),
      }));
    },

    async publicInstitute(id: string) {
      const institute = await repo.findInstitute(id);
      if (!institute) throw notFound(MSG.instituteNotFound);
      return { id: institute.id, institute_name: institute.institute_name };
    },

    /**
     * Sign-in through an identity provider: the same (issuer, subject) is the same person. A new person gets a
     * USER account on the FREE plan. An email already used by another account is refused rather than linked:
     * the demo provider does not prove email ownership, so linking would hand over that account.
     */
    async identitySignIn(identity: {
      issuer: string;
      subject: string;
      email: string;
      name: string;
      picture: string | null;
    }) {
      let row = await repo.findUserByIdentity(identity.issuer, identity.subject);
      if (!row) {
        const { id } = await insertUnique(() =>
          repo.insertUser({
            email: identity.email,
            name: identity.name,
            image: identity.picture,
            role: 'USER',
            plan: 'FREE',
            password_hash: null,
            institute_id: null,
            oidc_issuer: identity.issuer,
            oidc_subject: identity.subject,
          }),
        );
        row = (await repo.findUserById(id))!;
      }
      return { token: await issueToken(row.id), user: toUserDto(toAuthUser(row)) };
    },

    /** First start: the super admin from SUPERADMIN_EMAIL/PASSWORD, or a generated password returned once. */
    async ensureSuperAdmin(email: string, password: string | undefined, generate: () => string) {
      if ((await repo.countSuperAdmins()) > 0) return null;
      const chosen = password ?? generate();
      const passwordHash = await hashPassword(chosen);
      try {
        await insertUnique(() =>
          repo.insertUser({
            email,
            name: 'Super Admin',
            image: null,
            role: 'SUPER_ADMIN',
            plan: 'INSTITUTE',
            password_hash: passwordHash,
            institute_id: null,
            oidc_issuer: null,
            oidc_subject: null,
          }),
        );
      } catch (err) {
        // Several processes starting at once (ADR 125): one creates the super admin, the others find it made.
        if ((await repo.countSuperAdmins()) > 0) return null;
        throw err;
      }
      return { email, password: chosen, generated: password === undefined };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
