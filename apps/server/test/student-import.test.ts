import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG, type ImportPreview, type ImportResult } from '@rehearse/contracts';
import { createInstitute, createUser, signIn } from './support/factories.ts';
import { resetLink, startMailbox, type Mailbox } from './support/mailbox.ts';
import { api, startTestServer, type ApiResult, type TestServer } from './support/server.ts';

describe('bulk enrolment from a CSV', () => {
  let mailbox: Mailbox;
  let server: TestServer;
  let inst: Awaited<ReturnType<typeof createInstitute>>;
  let adminToken: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer({
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Rehearse <no-reply@rehearse.test>' },
    });
    inst = await createInstitute(server.db, 'Riverside Polytechnic');
    adminToken = await signIn(server, inst.admin);
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  async function upload<T>(path: string, csv: string | Buffer, token = adminToken): Promise<ApiResult<T>> {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'students.csv');
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as ApiResult<T>['body'],
      headers: response.headers,
    };
  }

  it('previews good and bad rows with a reason each, then creates the good ones and invites them by email', async () => {
    await createUser(server.db, { email: 'taken@example.test' });
    const csv = [
      'Name,Email',
      'Priya Singh,priya@riverside.test',
      'Tom Lee,tom@riverside',
      '"Okafor, Chidi",chidi@riverside.test',
      '',
      'Priya Again,PRIYA@riverside.test',
      'Already Here,taken@example.test',
      'X,x@riverside.test',
      'only-one-column',
      'Mei Chen,mei@riverside.test',
    ].join('\r\n');

    const preview = await upload<ImportPreview>('/t1/institute/importUsers/preview', csv);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      valid: [
        { row: 2, name: 'Priya Singh', email: 'priya@riverside.test' },
        { row: 4, name: 'Okafor, Chidi', email: 'chidi@riverside.test' },
        { row: 10, name: 'Mei Chen', email: 'mei@riverside.test' },
      ],
      skipped: [
        { row: 3, reason: 'Email is invalid' },
        { row: 6, reason: IMPORT_MSG.duplicate(2) },
        { row: 7, reason: IMPORT_MSG.registered },
        { row: 8, reason: 'Name must be at least 2 characters' },
        { row: 9, reason: IMPORT_MSG.columns },
      ],
    });
    // The preview creates nothing.
    expect(
      await server.db.selectFrom('users').select('id').where('email', '=', 'priya@riverside.test').execute(),
    ).toEqual([]);

    const since = mailbox.mails.length;
    const result = await upload<ImportResult>('/t1/institute/importUsers', csv);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe(IMPORT_MSG.imported(3));
    expect(result.body.data).toEqual({ created: 3, skipped: preview.body.data!.skipped });

    const users = await api<{ email: string }[]>(server, 'GET', '/t1/institute/instusers', {
      token: adminToken,
    });
    expect(users.body.data!.map((u) => u.email).sort()).toEqual([
      'chidi@riverside.test',
      'mei@riverside.test',
      'priya@riverside.test',
    ]);

    // Each gets an invitation; its link sets their password, and they sign in with it.
    const mail = await mailbox.next('chidi@riverside.test', { since });
    expect(mail.subject).toBe('Riverside Polytechnic invites you to practise interviews on Rehearse');
    expect(mail.text).toContain('Hello Okafor, Chidi,');
    const { link, token } = resetLink(mail);
    expect(link).toContain('&invite=1');
    await mailbox.next('priya@riverside.test', { since });
    await mailbox.next('mei@riverside.test', { since });
    const login = (password: string) =>
      api(server, 'POST', '/t1/users/login', {
        body: { email: 'chidi@riverside.test', password, instituteID: inst.id },
      });
    expect((await login('anything-at-all')).status).toBe(401);
    const set = await api(server, 'POST', '/t1/users/reset_password', {
      body: { token, password: 'chidi-pass-1' },
    });
    expect(set.status).toBe(200);
    expect((await login('chidi-pass-1')).status).toBe(200);

    // The same file again: everyone is registered now.
    const again = await upload<ImportResult>('/t1/institute/importUsers', csv);
    expect(again.body.data!.created).toBe(0);
    expect(
      again.body.data!.skipped.filter((s) => s.reason === IMPORT_MSG.registered).map((s) => s.row),
    ).toEqual([2, 4, 7, 10]);
  });

  it('reads a header in either order, and files without one', async () => {
    const swapped = await upload<ImportPreview>(
      '/t1/institute/importUsers/preview',
      'email,name\nzed@riverside.test,Zed Zee\n',
    );
    expect(swapped.body.data!.valid).toEqual([{ row: 2, name: 'Zed Zee', email: 'zed@riverside.test' }]);
    const bare = await upload<ImportPreview>(
      '/t1/institute/importUsers/preview',
      '\uFEFFAmy Ang,amy@riverside.test',
    );
    expect(bare.body.data!.valid).toEqual([{ row: 1, name: 'Amy Ang', email: 'amy@riverside.test' }]);
  });

  it('refuses files that are empty, too long, too large, not CSV or missing', async () => {
    const tooMany = [
      'name,email',
      ...Array.from({ length: 1001 }, (_, i) => `Student ${i},s${i}@riverside.test`),
    ];
    const cases: [string | Buffer, number, string][] = [
      ['name,email\n', 400, IMPORT_MSG.empty],
      [tooMany.join('\n'), 400, IMPORT_MSG.tooManyRows],
      ['x'.repeat(600 * 1024), 413, IMPORT_MSG.tooLarge],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 400, IMPORT_MSG.notCsv],
      ['name,email\n"unclosed,a@b.test\n', 400, IMPORT_MSG.unreadable],
    ];
    for (const [file, status, message] of cases) {
      const result = await upload('/t1/institute/importUsers', file);
      expect({ status: result.status, body: result.body }).toEqual({
        status,
        body: { success: false, message },
      });
    }
    const noFile = await api(server, 'POST', '/t1/institute/importUsers', { token: adminToken, body: {} });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(IMPORT_MSG.fileRequired);
  });

  it('lets only an institute admin import, into their own institute', async () => {
    const student = await createUser(server.db, { role: 'INSTITUTE_USER', institute_id: inst.id });
    const studentToken = await signIn(server, student);
    expect((await upload('/t1/institute/importUsers', 'A Person,a@p.test', studentToken)).status).toBe(403);
    const other = await createInstitute(server.db, 'Hillside');
    const otherToken = await signIn(server, other.admin);
    await upload('/t1/institute/importUsers', 'Hill Student,hill@hillside.test', otherToken);
    const row = await server.db
      .selectFrom('users')
      .select(['institute_id', 'role', 'plan', 'password_hash'])
      .where('email', '=', 'hill@hillside.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      institute_id: other.id,
      role: 'INSTITUTE_USER',
      plan: 'INSTITUTE',
      password_hash: null,
    });
  });
});
