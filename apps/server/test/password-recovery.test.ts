import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_MSG, type ResetPasswordResult } from '@rehearse/contracts';
import { createInstitute, createSuperAdmin, createUser, signIn } from './support/factories.ts';
import { resetLink, startMailbox, type Mailbox } from './support/mailbox.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

const MAIL_FROM = 'Rehearse <no-reply@rehearse.test>';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('password recovery over a real SMTP server', () => {
  let mailbox: Mailbox;
  let server: TestServer;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer({ env: { SMTP_URL: mailbox.url, MAIL_FROM } });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const forgot = (email: string) => api(server, 'POST', '/t1/users/forgot_password', { body: { email } });
  const reset = (token: string, password: string) =>
    api<ResetPasswordResult>(server, 'POST', '/t1/users/reset_password', { body: { token, password } });
  const me = (token: string) => api(server, 'GET', '/t1/users/me', { token });

  it('mails a one-time link that sets the password, ends every session and dies after use', async () => {
    const institute = await createInstitute(server.db, 'Lakeside Institute');
    const student = await createUser(server.db, {
      role: 'INSTITUTE_USER',
      institute_id: institute.id,
      name: 'Ravi Kumar',
      email: 'Ravi.Kumar@lakeside.test',
    });
    const laptop = await signIn(server, student);
    const phone = await signIn(server, student);
    const since = mailbox.mails.length;

    const asked = await forgot('ravi.kumar@LAKESIDE.test');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true, message: RECOVERY_MSG.resetLinkSent, data: {} });

    const mail = await mailbox.next(student.email.toLowerCase(), { since });
    expect(mail.subject).toBe('Reset your Rehearse password');
    expect(mail.from).toBe('no-reply@rehearse.test');
    expect(mail.text).toContain('Hello Ravi Kumar,');
    const { link, token } = resetLink(mail);
    expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);
    // Only the hash is stored.
    const stored = await server.db.selectFrom('password_tokens').select('token_hash').execute();
    expect(stored.map((t) => t.token_hash)).not.toContain(token);

    const done = await reset(token, 'a-new-secret');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(RECOVERY_MSG.passwordReset);
    expect(done.body.data).toEqual({
      email: student.email,
      role: 'INSTITUTE_USER',
      institute_id: institute.id,
    });

    // Every session of the account ended, on every device.
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    // The old password is dead, the new one works.
    const login = (password: string) =>
      api(server, 'POST', '/t1/users/login', {
        body: { email: student.email, password, instituteID: institute.id },
      });
    expect((await login(student.password)).status).toBe(401);
    expect((await login('a-new-secret')).status).toBe(200);
    // The link works once.
    const again = await reset(token, 'another-secret');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: RECOVERY_MSG.tokenInvalid });
    expect((await login('another-secret')).status).toBe(401);
  });

  it('answers the same for an unknown email, an individual (Google) account and a known one, and mails only the known one', async () => {
    const admin = await createSuperAdmin(server.db, { email: 'boss@rehearse.test' });
    const individual = await createUser(server.db, { email: 'google-only@example.test' });
    const since = mailbox.mails.length;
    const answers = await Promise.all(
      ['nobody@example.test', individual.email, admin.email].map(async (email) => {
        const result = await forgot(email);
        return { status: result.status, body: result.body };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
    const mail = await mailbox.next(admin.email, { since });
    expect(resetLink(mail).token).toMatch(/^[\w-]{43}$/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = mailbox.mails.slice(since).flatMap((m) => m.to);
    expect(recipients).toEqual([admin.email]);
  });

  it('takes about the same time for known and unknown emails', async () => {
    const institute = await createInstitute(server.db);
    const known = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createUser(server.db, {
          role: 'INSTITUTE_USER',
          institute_id: institute.id,
          email: `t${i}@timing.test`,
        }),
      ),
    );
    const times = { known: [] as number[], unknown: [] as number[] };
    for (const [i, user] of known.entries()) {
      for (const [kind, email] of [
        ['known', user.email],
        ['unknown', `nobody-${i}@timing.test`],
      ] as const) {
        const start = performance.now();
        expect((await forgot(email)).status).toBe(200);
        times[kind].push(performance.now() - start);
      }
    }
    // Both answer before any lookup: what differs (the link, the email) happens after the answer.
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(10);
  });

  it('refuses an expired link, a made-up one, and a short password in the words of the sign-up form', async () => {
    const institute = await createInstitute(server.db);
    const since = mailbox.mails.length;
    await forgot(institute.admin.email);
    const { token } = resetLink(await mailbox.next(institute.admin.email, { since }));
    const short = await reset(token, '12345');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    await server.db
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', institute.admin.id)
      .execute();
    expect((await reset(token, 'long-enough')).body.message).toBe(RECOVERY_MSG.tokenInvalid);
    expect((await reset('made-up-token', 'long-enough')).status).toBe(400);
    const missing = await api(server, 'POST', '/t1/users/reset_password', {
      body: { password: 'x'.repeat(8) },
    });
    expect(missing.body.message).toBe(RECOVERY_MSG.tokenRequired);
    expect((await forgot('not-an-email')).body.message).toBe('Email is invalid');
  });

  it('sends at most three reset emails an hour to one account, answering the same every time', async () => {
    const institute = await createInstitute(server.db);
    const since = mailbox.mails.length;
    for (let i = 0; i < 5; i++) expect((await forgot(institute.admin.email)).status).toBe(200);
    await mailbox.next(institute.admin.email, { since });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailbox.mails.slice(since).filter((m) => m.to.includes(institute.admin.email))).toHaveLength(3);
    // Only the newest link works: an older one left in a mailbox is no key.
    const live = await server.db
      .selectFrom('password_tokens')
      .select('id')
      .where('user_id', '=', institute.admin.id)
      .where('used_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });
});

describe('password recovery limits and set-ups', () => {
  it('limits forgot_password per address like the login routes', async () => {
    const server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await api(server, 'POST', '/t1/users/forgot_password', { body: { email: `x${i}@example.test` } }))
            .status,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await server.close();
    }
  });

  it('without SMTP_URL, development writes the email to the log and the link works', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer({ logger: { level: 'info', stream } });
    try {
      const institute = await createInstitute(server.db);
      await api(server, 'POST', '/t1/users/forgot_password', { body: { email: institute.admin.email } });
      let line: string | undefined;
      for (let i = 0; i < 50 && !line; i++) {
        line = lines.find((l) => l.includes('email not sent (no SMTP_URL)'));
        if (!line) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const mail = JSON.parse(line!).mail as { to: string; subject: string; link: string };
      expect(mail.to).toBe(institute.admin.email);
      expect(mail.subject).toBe('Reset your Rehearse password');
      const token = new URL(mail.link).searchParams.get('token')!;
      const result = await api(server, 'POST', '/t1/users/reset_password', {
        body: { token, password: 'from-the-log' },
      });
      expect(result.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('without SMTP_URL, production refuses every reset with a clear message', async () => {
    const server = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const institute = await createInstitute(server.db);
      for (const email of [institute.admin.email, 'nobody@example.test']) {
        const result = await api(server, 'POST', '/t1/users/forgot_password', { body: { email } });
        expect(result.status).toBe(503);
        expect(result.body).toEqual({ success: false, message: RECOVERY_MSG.mailUnavailable });
      }
      expect(await server.db.selectFrom('password_tokens').select('id').execute()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
