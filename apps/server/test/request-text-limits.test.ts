import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin, createUser, signIn } from './support/factories.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

const NUL = '\u0000';
const contact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 1234 567',
  message: 'I would like to bring Rehearse to our whole school next term.',
};

/** Rows a rejected request could have left behind. */
async function counts(server: TestServer) {
  const count = async (
    table: 'contact_messages' | 'institutes' | 'users' | 'feedback' | 'interview_sessions',
  ) =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    contact: await count('contact_messages'),
    institutes: await count('institutes'),
    users: await count('users'),
    feedback: await count('feedback'),
    interviews: await count('interview_sessions'),
  };
}

describe('request text: control characters, lengths and mailto-safe emails get a clear 400, never a 500', () => {
  let server: TestServer;
  let superToken: string;
  let userToken: string;
  let sessionId: string;

  beforeAll(async () => {
    server = await startTestServer();
    superToken = await signIn(server, await createSuperAdmin(server.db, { email: 'root@example.com' }));
    const user = await createUser(server.db);
    userToken = await tokenFor(server.db, user);
    sessionId = (await createInterview({ app: server.app }, user)).interview_id;
  });
  afterAll(() => server?.close());

  it('a NUL byte is refused on contact_us, super_admin_login, createInstitute, start and feedback', async () => {
    const before = await counts(server);
    const cases: [string, string, Record<string, unknown>, string | undefined, string][] = [
      [
        'POST',
        '/t1/application/contact_us',
        { ...contact, first_name: `Ada${NUL}` },
        undefined,
        'First name must not contain control characters',
      ],
      [
        'POST',
        '/t1/application/contact_us',
        { ...contact, message: `${contact.message}${NUL}` },
        undefined,
        'Message must not contain control characters',
      ],
      [
        'POST',
        '/t1/users/super_admin_login',
        { email: `root@example.com${NUL}`, password: 'whatever1' },
        undefined,
        'Email must not contain control characters',
      ],
      [
        'POST',
        '/t1/superAdmin/createInstitute',
        { instituteName: `North${NUL}field`, email: 'head@northfield.test', password: 'secret1' },
        superToken,
        'Institute name must not contain control characters',
      ],
      [
        'POST',
        '/t1/interview/start',
        { job_title: `Backend${NUL}Developer`, round_type: 'Technical', difficulty_level: 'Expert' },
        userToken,
        'Job title must not contain control characters',
      ],
      [
        'POST',
        '/t1/interview/feedback',
        { session_id: sessionId, rating: 4, feedback_message: `Good${NUL}` },
        userToken,
        'Feedback must not contain control characters',
      ],
    ];
    for (const [method, path, body, token, message] of cases) {
      const result = await api(server, method, path, { body, token });
      expect(result.status, path).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    }
    expect(await counts(server)).toEqual(before);
  });

  it('a 900 KB institute name, user name, password or email is refused with its limit and nothing is stored', async () => {
    const before = await counts(server);
    const huge = 'N'.repeat(900 * 1024);
    const institute = {
      instituteName: 'Northfield College',
      email: 'head@northfield.test',
      password: 'secret1',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...institute, instituteName: huge }, 'Institute name must be at most 100 characters'],
      [{ ...institute, password: huge }, 'Password must be at most 128 characters'],
      [{ ...institute, email: `${huge}@example.com` }, 'Email must be at most 254 characters'],
    ];
    for (const [body, message] of cases) {
      const result = await api(server, 'POST', '/t1/superAdmin/createInstitute', { body, token: superToken });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    }
    const created = await api<{ institute_id: string }>(server, 'POST', '/t1/superAdmin/createInstitute', {
      body: { ...institute, instituteName: 'N'.repeat(100) },
      token: superToken,
    });
    expect(created.status).toBe(200);
    const userCases: [Record<string, unknown>, string][] = [
      [{ user_name: huge }, 'Name must be at most 100 characters'],
      [{ user_password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    ];
    for (const [overrides, message] of userCases) {
      const result = await api(server, 'POST', '/t1/institute/createInstituteUser', {
        body: {
          user_name: 'Asha Verma',
          user_email: 'asha@northfield.test',
          user_password: 'secret1',
          institute_id: created.body.data!.institute_id,
          ...overrides,
        },
        token: superToken,
      });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    }
    const after = await counts(server);
    expect(after).toEqual({ ...before, institutes: before.institutes + 1, users: before.users + 1 });
  });

  it('a contact email that would change the admin inbox mailto: link is refused as invalid', async () => {
    const before = await counts(server);
    for (const email of ['a@b.co?bcc=x%40evil.co', 'a@b.co,x@evil.co', 'Eve <a@b.co>', 'a%40b.co@c.co']) {
      for (const path of ['/t1/application/contact_us', '/t1/application/request_job_title']) {
        const result = await api(server, 'POST', path, {
          body: { ...contact, email, request_job_title: 'Astronaut' },
        });
        expect(result.status, `${path} ${email}`).toBe(400);
        expect(result.body).toEqual({ success: false, message: 'Email is invalid' });
      }
    }
    expect(await counts(server)).toEqual(before);
    const ok = await api(server, 'POST', '/t1/application/contact_us', { body: contact });
    expect(ok.status).toBe(200);
  });
});
