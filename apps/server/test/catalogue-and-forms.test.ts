import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TITLES } from '../src/modules/catalogue/job-titles.data.ts';
import { seedJobTitles } from '../src/modules/catalogue/seed.ts';
import { createInstitute, createSuperAdmin, createUser, signIn } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

const contact = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 1234 567',
  message: 'I would like to bring Rehearse to our whole school next term.',
  ...overrides,
});
const jobRequest = (overrides: Record<string, unknown> = {}) => ({
  ...contact(),
  request_job_title: 'Marine Biologist',
  ...overrides,
});

describe('catalogue and public forms', () => {
  let server: TestServer;
  let superToken: string;
  let userToken: string;
  let instAdminToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedJobTitles(server.db);
    superToken = await signIn(server, await createSuperAdmin(server.db));
    userToken = await signIn(server, await createUser(server.db));
    instAdminToken = await signIn(server, (await createInstitute(server.db)).admin);
  });
  afterAll(() => server?.close());

  describe('GET /t1/interview/job_titles', () => {
    it('lists the seeded catalogue from PostgreSQL, alphabetically, to anyone', async () => {
      const result = await api<{ job_titles: { job_title: string; job_description: string }[] }>(
        server,
        'GET',
        '/t1/interview/job_titles',
      );
      expect(result.status).toBe(200);
      const titles = result.body.data!.job_titles.map((t) => t.job_title);
      expect(titles.length).toBe(JOB_TITLES.length);
      expect(titles).toEqual(expect.arrayContaining(['Backend Developer', 'Customer Success']));
      expect([...titles].sort((a, b) => (a < b ? -1 : 1))).toEqual(titles);
      expect(Object.keys(result.body.data!.job_titles[0]!).sort()).toEqual(['job_description', 'job_title']);
    });

    it('seeding again changes nothing', async () => {
      await seedJobTitles(server.db);
      const count = await server.db
        .selectFrom('job_titles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(JOB_TITLES.length);
    });
  });

  describe('POST /t1/application/contact_us', () => {
    it('stores the message and answers with the SPEC toast text', async () => {
      const result = await api(server, 'POST', '/t1/application/contact_us', {
        body: contact({ email: 'stored@example.com' }),
      });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ success: true, message: 'Form Submitted Successfully.', data: {} });
      const row = await server.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', 'stored@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ first_name: 'Ada', handled_at: null });
    });

    it.each([
      [{ first_name: undefined }, 'First name is required'],
      [{ first_name: 'x'.repeat(31) }, 'First name must be at most 30 characters'],
      [{ last_name: '' }, 'Last name is required'],
      [{ last_name: 'x'.repeat(31) }, 'Last name must be at most 30 characters'],
      [{ email: undefined }, 'Email is required'],
      [{ email: 'nope' }, 'Email is invalid'],
      [{ email: `${'x'.repeat(25)}@example.com` }, 'Email must be at most 30 characters'],
      [{ phone: '' }, 'Phone number is required'],
      [{ phone: '1234567890123' }, 'Phone number must be at most 12 characters'],
      [{ phone: 'call me' }, 'Phone number is invalid'],
      [{ message: undefined }, 'Message is required'],
      [{ message: 'too short' }, 'Min. 30 characters'],
      [{ message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
    ])('rejects %j with "%s"', async (overrides, message) => {
      const result = await api(server, 'POST', '/t1/application/contact_us', { body: contact(overrides) });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    });
  });

  describe('POST /t1/application/request_job_title', () => {
    it('stores the request and answers with the SPEC toast text', async () => {
      const result = await api(server, 'POST', '/t1/application/request_job_title', { body: jobRequest() });
      expect(result.body).toEqual({ success: true, message: 'Submitted Successfully.', data: {} });
    });

    it.each([
      [{ request_job_title: undefined }, 'Requested job title is required'],
      [{ request_job_title: 'x'.repeat(31) }, 'Requested job title must be at most 30 characters'],
      [{ message: 'short' }, 'Min. 30 characters'],
      [{ first_name: '   ' }, 'First name is required'],
    ])('rejects %j with "%s"', async (overrides, message) => {
      const result = await api(server, 'POST', '/t1/application/request_job_title', {
        body: jobRequest(overrides),
      });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    });
  });

  describe('super admin inbox', () => {
    it('lists contact messages and marks one handled and open again', async () => {
      await api(server, 'POST', '/t1/application/contact_us', {
        body: contact({ email: 'inbox@example.com' }),
      });
      const list = await api<{ id: string; email: string; handled_at: string | null }[]>(
        server,
        'GET',
        '/t1/admin/contact_messages?status=open',
        { token: superToken },
      );
      expect(list.status).toBe(200);
      const item = list.body.data!.find((m) => m.email === 'inbox@example.com')!;
      expect(item.handled_at).toBeNull();
      const marked = await api<{ handled_at: string | null }>(
        server,
        'PATCH',
        `/t1/admin/contact_messages/${item.id}`,
        { token: superToken, body: { handled: true } },
      );
      expect(marked.status).toBe(200);
      expect(marked.body.data!.handled_at).not.toBeNull();
      const open = await api<{ id: string }[]>(server, 'GET', '/t1/admin/contact_messages?status=open', {
        token: superToken,
      });
      expect(open.body.data!.map((m) => m.id)).not.toContain(item.id);
      const handled = await api<{ id: string }[]>(
        server,
        'GET',
        '/t1/admin/contact_messages?status=handled',
        { token: superToken },
      );
      expect(handled.body.data!.map((m) => m.id)).toContain(item.id);
      const reopened = await api<{ handled_at: string | null }>(
        server,
        'PATCH',
        `/t1/admin/contact_messages/${item.id}`,
        { token: superToken, body: { handled: false } },
      );
      expect(reopened.body.data!.handled_at).toBeNull();
    });

    it('adds a requested title to the catalogue and closes the request', async () => {
      await api(server, 'POST', '/t1/application/request_job_title', {
        body: jobRequest({ request_job_title: 'Zookeeper' }),
      });
      const requests = await api<{ id: string; request_job_title: string }[]>(
        server,
        'GET',
        '/t1/admin/job_title_requests',
        { token: superToken },
      );
      const request = requests.body.data!.find((r) => r.request_job_title === 'Zookeeper')!;
      const description =
        'Cares for animals, prepares diets, keeps enclosures clean and safe, and talks to visitors.';
      const added = await api(server, 'POST', '/t1/admin/job_titles', {
        token: superToken,
        body: { job_title: 'Zookeeper', job_description: description, request_id: request.id },
      });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({
        success: true,
        message: 'Job title added to the catalogue',
        data: { job_title: 'Zookeeper', job_description: description },
      });
      const catalogue = await api<{ job_titles: { job_title: string }[] }>(
        server,
        'GET',
        '/t1/interview/job_titles',
      );
      expect(catalogue.body.data!.job_titles.map((t) => t.job_title)).toContain('Zookeeper');
      const handled = await api<{ id: string }[]>(
        server,
        'GET',
        '/t1/admin/job_title_requests?status=handled',
        { token: superToken },
      );
      expect(handled.body.data!.map((r) => r.id)).toContain(request.id);
      const duplicate = await api(server, 'POST', '/t1/admin/job_titles', {
        token: superToken,
        body: { job_title: 'zookeeper', job_description: description },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('This job title is already in the catalogue');
    });

    it('answers 404 for unknown ids and 400 for bad input', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        expect(
          (
            await api(server, 'PATCH', `/t1/admin/contact_messages/${id}`, {
              token: superToken,
              body: { handled: true },
            })
          ).status,
        ).toBe(404);
        expect(
          (
            await api(server, 'PATCH', `/t1/admin/job_title_requests/${id}`, {
              token: superToken,
              body: { handled: true },
            })
          ).status,
        ).toBe(404);
      }
      const badFlag = await api(
        server,
        'PATCH',
        '/t1/admin/contact_messages/00000000-0000-4000-8000-000000000000',
        { token: superToken, body: { handled: 'yes' } },
      );
      expect(badFlag.body).toEqual({ success: false, message: 'Handled must be true or false' });
      const badStatus = await api(server, 'GET', '/t1/admin/contact_messages?status=weird', {
        token: superToken,
      });
      expect(badStatus.body).toEqual({ success: false, message: 'Status must be open, handled or all' });
      const short = await api(server, 'POST', '/t1/admin/job_titles', {
        token: superToken,
        body: { job_title: 'X', job_description: 'short' },
      });
      expect(short.body).toEqual({
        success: false,
        message: 'Job description must be at least 30 characters',
      });
      const unknownRequest = await api(server, 'POST', '/t1/admin/job_titles', {
        token: superToken,
        body: {
          job_title: 'Astronaut',
          job_description: 'x'.repeat(40),
          request_id: '00000000-0000-4000-8000-000000000000',
        },
      });
      expect(unknownRequest.status).toBe(404);
      const catalogue = await api<{ job_titles: { job_title: string }[] }>(
        server,
        'GET',
        '/t1/interview/job_titles',
      );
      expect(catalogue.body.data!.job_titles.map((t) => t.job_title)).not.toContain('Astronaut');
    });

    it.each([
      ['GET', '/t1/admin/contact_messages'],
      ['PATCH', '/t1/admin/contact_messages/00000000-0000-4000-8000-000000000000'],
      ['GET', '/t1/admin/job_title_requests'],
      ['PATCH', '/t1/admin/job_title_requests/00000000-0000-4000-8000-000000000000'],
      ['POST', '/t1/admin/job_titles'],
    ])('%s %s is for the super admin only', async (method, path) => {
      const body = method === 'GET' ? undefined : { handled: true };
      expect((await api(server, method, path, { body })).status).toBe(401);
      for (const token of [userToken, instAdminToken]) {
        expect((await api(server, method, path, { token, body })).status).toBe(403);
      }
    });
  });
});
