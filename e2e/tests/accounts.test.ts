// The platform as people use it: a super admin onboards an institute, a student joins through its sign-up URL,
// the institute admin sees the student, an individual signs in through the identity provider's popup, and
// every role's sign-out returns to its own sign-in page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import { SUPER_ADMIN, startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
const errors: string[] = [];

const institute = {
  name: 'Northfield College',
  adminEmail: 'placement@northfield.test',
  adminPassword: 'admin-pass-1',
};
const student = { name: 'Asha Verma', email: 'asha@northfield.test', password: 'student-pass-1' };
let signUpUrl = '';
let instituteId = '';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  watchErrors(page, errors);
  return { context, page };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

/** Only failed requests the test provoked on purpose may show as console errors. */
function assertNoUnexpectedErrors() {
  const unexpected = errors.filter((error) => !/status of 40[13]/.test(error));
  assert.deepEqual(unexpected, []);
}

test('an anonymous visitor of the dashboard is sent to /sign-in', async () => {
  const { context, page } = await freshPage();
  await page.goto('/dashboard');
  await page.waitForURL('**/sign-in');
  await context.close();
});

test('the super admin signs in, onboards an institute and copies its sign-up URL', async () => {
  const { context, page } = await freshPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await page.goto('/superadmin/signin');
  await page.getByRole('heading', { name: 'Sign in here, Super Admin!' }).waitFor();

  // Validation messages appear in SPEC words and clear when the field is edited.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Email is required').waitFor();
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  assert.equal(await page.getByText('Email is required').count(), 0);

  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Successfully logged in!').waitFor();
  await page.waitForURL('**/dashboard');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
  }));
  assert.ok(stored.token && stored.token.length > 20, 'token stored');
  assert.equal(JSON.parse(stored.user ?? '{}').role, 'SUPER_ADMIN');

  await page.goto('/dashboard/account/institutes');
  await page.getByRole('button', { name: 'Create Institute' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Institute Name').fill(institute.name);
  await dialog.getByLabel('Admin Email').fill(institute.adminEmail);
  await dialog.getByLabel('Admin Password').fill(institute.adminPassword);
  await dialog.getByRole('button', { name: 'Create Institute' }).click();
  const toast = page.getByText(/^Institute with ID .+ onboarded successfully!$/);
  await toast.waitFor();
  instituteId = /ID (\S+) onboarded/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
  assert.match(instituteId, /^[0-9a-f-]{36}$/);

  const row = page.getByRole('row', { name: new RegExp(institute.name) });
  await row.waitFor();
  await row.getByRole('button', { name: /Copy/ }).click();
  await row.getByText('Copied!').waitFor();
  signUpUrl = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(signUpUrl, `${server.url}/institute/signup?id=${instituteId}`);
  // 'Copied!' goes back after 1.5 s.
  await row.getByText('Copied!').waitFor({ state: 'detached', timeout: 3000 });

  await signOut(page);
  await page.waitForURL('**/superadmin/signin');
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await context.close();
});

test('a student signs up through the institute URL and sees the institute as branding', async () => {
  assert.ok(signUpUrl, 'needs the sign-up URL from the previous test');
  const { context, page } = await freshPage();
  await page.goto(signUpUrl);
  await page.getByText(institute.name).first().waitFor();
  await page.getByLabel('Full Name').fill(student.name);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully!').waitFor();
  await page.waitForURL('**/dashboard');
  await page.getByText(institute.name).first().waitFor();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  assert.equal(user.role, 'INSTITUTE_USER');
  assert.equal(user.institute?.institute_name, institute.name);

  await signOut(page);
  await page.waitForURL(`**/institute/signin?id=${instituteId}`);
  await context.close();
});

test('the institute admin signs in and sees the student in the Users list', async () => {
  const { context, page } = await freshPage();
  await page.goto(`/institute/signin?id=${instituteId}`);
  await page.getByRole('heading', { name: 'Sign in here, Institute User!' }).waitFor();
  await page.getByLabel('Email').fill(institute.adminEmail);
  await page.getByLabel('Password').fill(institute.adminPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');

  await page.goto('/dashboard/account/users');
  await page.getByRole('row', { name: new RegExp(student.email) }).waitFor();
  // The super admin's menu entry is not shown to an institute admin.
  assert.equal(await page.getByRole('link', { name: 'Institutes' }).count(), 0);

  await signOut(page);
  await page.waitForURL(`**/institute/signin?id=${instituteId}`);
  await context.close();
});

test('an individual signs in through the demo identity provider popup and lands on /dashboard', async () => {
  const { context, page } = await freshPage();
  await page.goto('/sign-in');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Sign in with/ }).click(),
  ]);
  watchErrors(popup, errors);
  await popup.getByText(/demo/i).first().waitFor();
  await popup.getByLabel('Name').fill('Ravi Kumar');
  await popup.getByLabel('Email').fill('ravi@example.test');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  assert.equal(user.role, 'USER');
  assert.equal(user.email, 'ravi@example.test');

  // Already signed in: /sign-in goes straight to the dashboard.
  await page.goto('/sign-in');
  await page.waitForURL('**/dashboard');

  await signOut(page);
  await page.waitForURL('**/sign-in');
  await context.close();
});

test('an unknown path shows the 404 page with a way home', async () => {
  const { context, page } = await freshPage();
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await page.waitForURL(`${server.url}/`);
  await context.close();
  assertNoUnexpectedErrors();
});
