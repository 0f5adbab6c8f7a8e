// Issue 12 through the real UI: an institute admin imports a CSV of students and sees them on the cohort
// dashboard; an invited student chooses a password, signs in and practises; the admin sees the numbers change and
// opens the student's report read only. Then a forgotten password, from the sign-in page to a new password.
// Without SMTP_URL the server writes each email (recipient, subject, link) to its log, which is where the test
// reads the links (the real SMTP path is covered by apps/server/test/password-recovery.test.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { INTERVIEW_MSG, RECOVERY_MSG } from '@rehearse/contracts';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import { ReportSeeder, serverDatabase } from '../support/seed-reports.ts';
import { SUPER_ADMIN, startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
let seeder: ReportSeeder | null = null;
const errors: string[] = [];
const institute = { name: 'Westbrook College', email: 'placements@westbrook.test', password: 'admin-pass-1' };
let instituteId = '';

before(async () => {
  // info: the mails written to the log are info lines.
  server = await startServer({ LOG_LEVEL: 'info' });
  browser = await launchBrowser();
  const login = await fetch(`${server.url}/t1/users/super_admin_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPER_ADMIN),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const created = await fetch(`${server.url}/t1/superAdmin/createInstitute`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({
      instituteName: institute.name,
      email: institute.email,
      password: institute.password,
    }),
  });
  instituteId = ((await created.json()) as { data: { institute_id: string } }).data.institute_id;
});

after(async () => {
  await seeder?.close();
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  watchErrors(page, errors);
  return { context, page };
}

async function expectNoAxeViolations(page: Page, where: string) {
  // Toasts fade in and out: axe would measure their contrast half-transparent. The page itself is what counts.
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, null, {
    timeout: 15_000,
  });
  const results = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(
    results.violations.map(
      (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    [],
  );
}

/** The link of the newest email to `to` that the server wrote to its log. */
async function mailedLink(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('email not sent (no SMTP_URL)'))
      .map((line) => JSON.parse(line) as { mail: { to: string; link: string } })
      .filter((line) => line.mail.to.toLowerCase() === to.toLowerCase());
    if (lines.length) return lines.at(-1)!.mail.link.replace(/^https?:\/\/[^/]+/, '');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to} in the server log`);
}

async function adminSignIn(page: Page) {
  await page.goto(`/institute/signin?id=${instituteId}`);
  await page.getByLabel('Email').fill(institute.email);
  await page.getByLabel('Password').fill(institute.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

const studentRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test('an institute admin imports a CSV and sees the students on the cohort dashboard', async () => {
  const { context, page } = await freshPage();
  await adminSignIn(page);
  await page.getByRole('heading', { name: 'Cohort' }).waitFor();
  await page.getByText('No students yet.').waitFor();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,email\nAnika Rao,anika@westbrook.test\nBad Row,not-an-email\nDev Patel,dev@westbrook.test\n',
    ),
  });
  await dialog.getByText('2 students to add').waitFor();
  await dialog.getByText('Row 3: Email is invalid').waitFor();
  await dialog.getByRole('button', { name: 'Add 2 students' }).click();
  await page.getByText('2 students added and invited by email').waitFor();

  await studentRow(page, 'Anika Rao').waitFor();
  await studentRow(page, 'Dev Patel').waitFor();
  assert.match((await studentRow(page, 'Anika Rao').textContent()) ?? '', /Never/);
  await expectNoAxeViolations(page, 'cohort');
  await context.close();
});

test('an invited student chooses a password, signs in and practises; the admin sees the numbers change', async () => {
  const student = { email: 'anika@westbrook.test', password: 'anika-pass-1' };
  const { context, page } = await freshPage();
  await page.goto(await mailedLink(student.email));
  await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
  await expectNoAxeViolations(page, 'choose password');
  await page.getByLabel('New password', { exact: true }).fill(student.password);
  await page.getByLabel('Confirm new password').fill(student.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText(RECOVERY_MSG.passwordReset).waitFor();
  await page.waitForURL(`**/institute/signin?id=${instituteId}`);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');

  // The student starts an interview through the Create Interview dialog...
  await page.getByRole('button', { name: 'Start Practice' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Create Interview' }).waitFor();
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Backend Developer', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Technical' }).click();
  await dialog.getByRole('radio', { name: 'Entry-Level' }).click();
  await dialog.getByRole('button', { name: 'Start Practice' }).click();
  await page.getByText(INTERVIEW_MSG.created).waitFor();
  // ...and has a report from an interview answered earlier: typed answers judged by the real engine, the report
  // built by the server (tests/interview.test.ts answers a whole interview through the room).
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const db = await serverDatabase(server.dataDir);
  seeder = new ReportSeeder(db, server.url);
  const seeded = await seeder.reportedInterview(
    student.email,
    token,
    1,
    () =>
      'An index is a separate sorted structure that lets the database find rows without scanning the whole table, so reads get faster while every write must also update the index.',
  );
  await db.end();
  await context.close();

  const admin = await freshPage();
  await adminSignIn(admin.page);
  const row = studentRow(admin.page, 'Anika Rao');
  await row.waitFor();
  const text = (await row.textContent()) ?? '';
  assert.doesNotMatch(text, /Never/);
  const cells = await row.getByRole('cell').allTextContents();
  assert.equal(cells[1], '2', 'two interviews: the one started and the one reported');
  assert.match(cells[3]!, /^\d+(\.\d)?$/, `an average score, got ${cells[3]}`);
  assert.equal(
    (await studentRow(admin.page, 'Dev Patel').getByRole('cell').nth(3).textContent())?.trim(),
    '–',
  );

  await row.getByRole('link', { name: 'Anika Rao' }).click();
  await admin.page.getByRole('heading', { name: 'Anika Rao' }).waitFor();
  await expectNoAxeViolations(admin.page, 'student');
  await admin.page.getByRole('link', { name: 'View Report' }).click();
  await admin.page.waitForURL(`**/reports/${seeded.sessionId}`);
  await admin.page.getByRole('heading', { name: 'Interview Report' }).waitFor();
  await admin.page.getByText('Answer recordings are visible to the student only.').waitFor();
  assert.equal(await admin.page.locator('video').count(), 0);
  await expectNoAxeViolations(admin.page, 'student report');
  await admin.context.close();
});

test('forgot password: from the sign-in page to a new password, the old one no longer works', async () => {
  const { context, page } = await freshPage();
  await page.goto('/superadmin/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText(RECOVERY_MSG.resetLinkSent).waitFor();

  await page.goto(await mailedLink(SUPER_ADMIN.email));
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('brand-new-typo');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText(RECOVERY_MSG.passwordsDiffer).waitFor();
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL('**/superadmin/signin');

  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Invalid email or password').waitFor();
  await page.getByLabel('Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await context.close();

  // The institute sign-in links to the same page.
  const other = await freshPage();
  await other.page.goto(`/institute/signin?id=${instituteId}`);
  await other.page.getByRole('link', { name: 'Forgot password?' }).click();
  await other.page.waitForURL('**/forgot-password');
  await other.context.close();
});

test('no unexpected console errors', () => {
  // Only the wrong password tried on purpose may show as a failed request.
  assert.deepEqual(
    errors.filter((error) => !/status of 401/.test(error)),
    [],
  );
});
