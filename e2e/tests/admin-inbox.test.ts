// The super admin's inbox: a visitor's contact message and job-title request arrive, the super admin handles the
// message and adds the requested title to the catalogue, after which visitors find it in the hero search.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import { SUPER_ADMIN, startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
const errors: string[] = [];
const requestedTitle = 'Robotics Engineer';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  watchErrors(page, errors);
  return page;
}

async function fillContactFields(page: Page, first: string, last: string, email: string) {
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('9000012345');
}

test('a visitor sends a contact message and asks for a job title', async () => {
  const page = await newPage();
  await page.goto('/contact-us');
  await fillContactFields(page, 'Kavya', 'Rao', 'kavya@example.test');
  await page
    .getByLabel('Message')
    .fill('Could our placement cell get a group plan for 300 students this term?');
  await page.getByRole('button', { name: /submit/i }).click();
  await page.getByText('Form Submitted Successfully.').waitFor();

  await page.goto('/request-job-title');
  await fillContactFields(page, 'Dev', 'Mehta', 'dev@example.test');
  await page.getByLabel('Requested Job Title').fill(requestedTitle);
  await page
    .getByLabel('Message')
    .fill('Please add robotics roles; I am interviewing with automation firms soon.');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Submitted Successfully.').waitFor();
  await page.context().close();
});

test('the super admin marks the message handled and adds the requested title to the catalogue', async () => {
  const page = await newPage();
  await page.goto('/superadmin/signin');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');

  await page.goto('/dashboard/account/messages');
  const message = page.getByRole('row', { name: /kavya@example\.test/ });
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await page.getByText('Message from Kavya Rao marked as handled.').waitFor();
  // The default view lists open messages only; the handled one shows under 'Handled'.
  await message.waitFor({ state: 'detached' });
  await page.getByRole('radio', { name: 'Handled' }).click();
  await page
    .getByRole('row', { name: /kavya@example\.test/ })
    .getByRole('button', { name: 'Reopen' })
    .waitFor();

  await page.goto('/dashboard/account/requests');
  const request = page.getByRole('row', { name: new RegExp(requestedTitle) });
  await request.getByRole('button', { name: 'Add to catalogue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to catalogue' });
  assert.equal(await dialog.getByLabel('Job Title').inputValue(), requestedTitle);
  await dialog
    .getByLabel('Job Description')
    .fill(
      'Design, build and test robotic systems for warehouse automation. You will program industrial arms in ' +
        'ROS 2 and Python, integrate vision sensors, tune motion control, and run safety validation with ' +
        'operations teams. Experience with C++, PLCs and simulation in Gazebo is required.',
    );
  await dialog.getByRole('button', { name: 'Add Job Title' }).click();
  await page.getByText('Job title added to the catalogue').waitFor();
  await request.waitFor({ state: 'detached' });
  await page.context().close();
});

test('visitors find the added title in the hero search', async () => {
  const page = await newPage();
  await page.goto('/');
  await page.getByRole('combobox', { name: /Job title/ }).click();
  await page.getByPlaceholder('Search your Job Title').fill('Robotics');
  await page.getByRole('option', { name: requestedTitle }).waitFor();
  await page.context().close();
  assert.deepEqual(
    errors.filter((error) => !/status of 40[13]/.test(error)),
    [],
  );
});
