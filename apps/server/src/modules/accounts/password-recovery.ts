import {
  INVITATION_LINK_DAYS,
  RECOVERY_MSG,
  RESET_LINK_HOURS,
  type ResetPasswordBody,
  type ResetPasswordResult,
} from '@rehearse/contracts';
import type { Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { invitationMail, resetPasswordMail } from '../mail/account-mails.ts';
import { sendInBackground, type Mail, type Mailer } from '../mail/mailer.ts';
import type { RateLimits } from '../rate-limits/rate-limits.ts';
import { createAccountRepository } from './account-repository.ts';
import { accountKey } from './login-attempts.ts';
import { hashPassword } from './passwords.ts';
import type { SessionCache } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
const RESET_TTL_MS = RESET_LINK_HOURS * HOUR_MS;
const INVITATION_TTL_MS = INVITATION_LINK_DAYS * 24 * HOUR_MS;
/** Reset emails per account per hour: enough for a lost email, too few to flood someone's inbox. */
const RESET_MAILS_PER_HOUR = 3;

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

type Deps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  limits: RateLimits;
  sessionCache: SessionCache;
  log: Log;
};

/**
 * Forgotten passwords and invitations (ADR 110): one-time links to /reset-password whose tokens are kept only as
 * SHA-256 hashes, a reset link for an hour, an invitation for a week. Setting a password uses the link up, and
 * every other link of the account with it, and ends every session of the account.
 */
export function createPasswordRecovery({ db, config, mailer, limits, sessionCache, log }: Deps) {
  const repo = createAccountRepository(db);
  const linkFor = (token: string, invitation: boolean) =>
    `${config.publicUrl}/reset-password?token=${token}${invitation ? '&invite=1' : ''}`;

  async function insertToken(
    userId: string,
    purpose: 'reset' | 'invitation',
    ttlMs: number,
    ex: Db | Transaction<Database>,
  ) {
    const { token, hash } = newToken();
    await ex
      .insertInto('password_tokens')
      .values({ user_id: userId, token_hash: hash, purpose, expires_at: new Date(Date.now() + ttlMs) })
      .execute();
    return token;
  }

  async function requestReset(email: string): Promise<void> {
    // Counted for every email, known or not, so the count itself tells nothing.
    const { hits } = await limits.hit(`reset-mail:${email.trim().toLowerCase()}`, HOUR_MS);
    const row = await repo.findUserByEmail(email.trim());
    // Individuals sign in with Google and have no password; a disabled institute's people cannot sign in.
    const eligible = row && row.role !== 'USER' && !row.institute_disabled_at;
    if (!eligible || hits > RESET_MAILS_PER_HOUR) return;
    const token = await db.transaction().execute(async (trx) => {
      // One request at a time per account, so that the newest link really is the only one left.
      await trx.selectFrom('users').select('id').where('id', '=', row.id).forUpdate().execute();
      // Only the newest link works: an older one left in a mailbox is one more key lying around.
      await trx
        .updateTable('password_tokens')
        .set({ used_at: new Date() })
        .where('user_id', '=', row.id)
        .where('purpose', '=', 'reset')
        .where('used_at', 'is', null)
        .execute();
      return insertToken(row.id, 'reset', RESET_TTL_MS, trx);
    });
    sendInBackground(mailer, [resetPasswordMail(row.email, row.name, linkFor(token, false))], log, 'reset');
  }

  return {
    get available() {
      return mailer.available;
    },

    /**
     * POST /t1/users/forgot_password. The caller always hears the same thing at the same moment: everything that
     * differs between a known and an unknown email (the lookup, the link, the email) happens after the answer.
     */
    requestResetInBackground(email: string): void {
      requestReset(email).catch((err: unknown) =>
        log.warn({ code: (err as { code?: string } | null)?.code }, 'a password reset could not be prepared'),
      );
    },

    /** Invitation links for accounts made in `trx`; the mails are sent by `send` once the transaction commits. */
    async inviteWithin(
      trx: Transaction<Database>,
      people: { id: string; email: string; name: string }[],
      instituteName: string,
    ): Promise<Mail[]> {
      const mails: Mail[] = [];
      for (const person of people) {
        const token = await insertToken(person.id, 'invitation', INVITATION_TTL_MS, trx);
        mails.push(invitationMail(person.email, person.name, instituteName, linkFor(token, true)));
      }
      return mails;
    },

    send: (mails: Mail[], purpose: string) => sendInBackground(mailer, mails, log, purpose),

    /** POST /t1/users/reset_password: sets the password once per link and ends every session of the account. */
    async resetPassword({ token, password }: ResetPasswordBody): Promise<ResetPasswordResult> {
      const tokenHash = hashToken(token);
      // Hashed before the transaction: argon2 takes tens of milliseconds and no row should stay locked meanwhile.
      const passwordHash = await hashPassword(password);
      const { user, ended } = await db.transaction().execute(async (trx) => {
        const link = await trx
          .selectFrom('password_tokens')
          .select(['id', 'user_id'])
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          .forUpdate()
          .executeTakeFirst();
        if (!link) throw badRequest(RECOVERY_MSG.tokenInvalid);
        await trx
          .updateTable('password_tokens')
          .set({ used_at: new Date() })
          .where('user_id', '=', link.user_id)
          .where('used_at', 'is', null)
          .execute();
        await repo.updatePasswordHash(link.user_id, passwordHash, trx);
        const ended = await repo.endSessions({ userId: link.user_id }, trx);
        const user = (await repo.findUserById(link.user_id, trx))!;
        return { user, ended };
      });
      for (const hash of ended) sessionCache.revoke(hash);
      // Someone locked out by guessers (ADR 080) can sign in with the new password at once.
      await limits.clear(accountKey(user.email));
      return { email: user.email, role: user.role, institute_id: user.institute_id };
    },
  };
}

export type PasswordRecovery = ReturnType<typeof createPasswordRecovery>;
