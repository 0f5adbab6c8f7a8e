// The public site as a visitor meets it: the landing page's search, role cards, carousel and FAQ, the cookie
// banner, the public forms with their counters and toasts, the mobile menu, and accessibility of every page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
const errors: string[] = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  watchErrors(page, errors);
  return { context, page };
}

const counterColour = (page: Page) =>
  page.getByText(/^\d+\/1000$/).evaluate((element) => getComputedStyle(element).color);

test('the hero search finds a title, offers a request link when nothing matches, and gates START PRACTICE', async () => {
  const { context, page } = await freshPage();
  await page.goto('/');
  const start = page.getByRole('button', { name: 'START PRACTICE', exact: true });
  assert.equal(await start.isDisabled(), true);

  await page.getByRole('combobox', { name: /Job title/ }).click();
  const search = page.getByPlaceholder('Search your Job Title');
  await search.fill('zzz astronaut');
  await page.getByText('Job Title not found, Request the role here').waitFor();
  const link = page.getByRole('link', { name: 'Request the role here' });
  assert.equal(await link.getAttribute('href'), '/request-job-title');
  assert.equal(await link.getAttribute('target'), '_blank');

  await search.fill('Data Analyst');
  await page.getByRole('option', { name: 'Data Analyst' }).click();
  assert.equal(await start.isDisabled(), false);

  // Anonymous visitors are sent to sign in.
  await start.click();
  await page.waitForURL('**/sign-in');
  await context.close();
});

test('a role card sends an anonymous visitor to sign in', async () => {
  const { context, page } = await freshPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Try for Free' }).waitFor();
  await page.getByRole('button', { name: 'Start Practice: Backend Developer' }).click();
  await page.waitForURL('**/sign-in');
  await context.close();
});

test('the testimonial carousel wraps around and its dots jump', async () => {
  const { context, page } = await freshPage();
  await page.goto('/');
  const live = page.getByText(/^Showing testimonial \d of 2$/);
  await live.waitFor({ state: 'attached' });
  assert.equal(await live.textContent(), 'Showing testimonial 1 of 2');
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await page.waitForFunction(() => document.body.textContent?.includes('Showing testimonial 2 of 2'));
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  await page.waitForFunction(() => document.body.textContent?.includes('Showing testimonial 1 of 2'));
  await page.getByRole('button', { name: 'Show testimonial 2' }).click();
  await page.waitForFunction(() => document.body.textContent?.includes('Showing testimonial 2 of 2'));
  assert.equal(
    await page.getByRole('button', { name: 'Show testimonial 2' }).getAttribute('aria-current'),
    'true',
  );
  await context.close();
});

test('the FAQ keeps one answer open at a time and can close it', async () => {
  const { context, page } = await freshPage();
  await page.goto('/');
  const first = page.getByRole('button', {
    name: 'How are the interview questions generated from my resume and target role?',
  });
  const second = page.getByRole('button', { name: 'Can I practise for non-technical roles?' });
  await first.click();
  assert.equal(await first.getAttribute('aria-expanded'), 'true');
  await second.click();
  assert.equal(await second.getAttribute('aria-expanded'), 'true');
  assert.equal(await first.getAttribute('aria-expanded'), 'false');
  await second.click();
  assert.equal(await second.getAttribute('aria-expanded'), 'false');
  await context.close();
});

test('the cookie banner starts visible and either button dismisses it', async () => {
  for (const choice of ['I decline', 'I Understand']) {
    const { context, page } = await freshPage();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.waitFor();
    await banner.getByRole('button', { name: choice }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Cookie notice' }).count(), 0);
    await context.close();
  }
});

test('the contact form validates, colours its counter and confirms with a toast', async () => {
  const { context, page } = await freshPage();
  await page.goto('/contact-us');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill('meera@example.test');
  await page.getByLabel('Phone Number').fill('9876543210');
  const message = page.getByLabel('Message');
  await message.fill('Too short');
  const red = await counterColour(page);
  await message.fill('We would like to run mock interviews for our final-year students in March.');
  const green = await counterColour(page);
  assert.notEqual(red, green, 'counter changes colour at 30 characters');
  await page.getByRole('button', { name: /submit/i }).click();
  await page.getByText('Form Submitted Successfully.').waitFor();
  await context.close();
});

test('the request-a-title form shows SPEC messages, then submits and clears', async () => {
  const { context, page } = await freshPage();
  await page.goto('/request-job-title');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('First name is required').waitFor();
  await page.getByLabel('First Name').fill('Arjun');
  await page.getByLabel('Last Name').fill('Nair');
  await page.getByLabel('Email').fill('arjun@example.test');
  await page.getByLabel('Phone Number').fill('9123456780');
  await page.getByLabel('Requested Job Title').fill('Robotics Engineer');
  await page
    .getByLabel('Message')
    .fill('Please add robotics roles; many of our students apply to automation firms.');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Submitted Successfully.').waitFor();
  assert.equal(await page.getByLabel('Requested Job Title').inputValue(), '');
  await context.close();
});

test('the mobile menu at 375px lists the SPEC links', async () => {
  const { context, page } = await freshPage({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Interviews', 'Solutions', 'Resume', 'Pricing', 'Contact Us', 'Sign In']) {
    await menu.getByRole('link', { name }).waitFor();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, 'no sideways scrolling at 375px');
  await context.close();
});

test('the pricing page shows the three plans of SPEC', async () => {
  const { context, page } = await freshPage();
  await page.goto('/pricing');
  await page.getByRole('heading', { name: 'Subscription Pricing' }).waitFor();
  await page.getByText('Choose the best plan for your needs and get started today.').waitFor();
  for (const text of ['$0', '$1', 'Try For Free', 'Upgrade Now'])
    await page.getByText(text).first().waitFor();
  await page.getByRole('link', { name: 'Contact Us' }).last().waitFor();
  await context.close();
});

test('every public page passes axe with no serious or critical violation', async () => {
  const pages = [
    '/',
    '/pricing',
    '/contact-us',
    '/request-job-title',
    '/terms-and-conditions',
    '/privacy-policy',
    '/sign-in',
    '/sign-up',
    '/superadmin/signin',
    '/no-such-page',
  ];
  const { context, page } = await freshPage();
  const report: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        report.push(
          `${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      }
    }
  }
  await context.close();
  assert.deepEqual(report, []);
  assert.deepEqual(
    errors.filter((error) => !/status of 40[0-9]/.test(error)),
    [],
  );
});
