// What a report teaches and what practice adds up to, through the UI in Chromium: two earlier interviews with
// reports, the dashboard's dates, score changes and allowance, the progress page's charts, the report's Practise
// next, a retake taken in the room with a fake camera and a Festival-spoken answer, its report with the earlier
// attempt and the change, and the transcript that plays the recording from a word.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { INTERVIEW_SERVER_MSG, type InterviewReport } from '@rehearse/contracts';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import { makeFakeCamera, makeScheduledMicrophone, writeSilentMicrophone } from '../support/media-files.ts';
import {
  microphoneSeconds,
  noteMicrophoneStreams,
  waitForMicrophoneAt,
} from '../support/microphone-clock.ts';
import { ReportSeeder, serverDatabase, type SeededInterview } from '../support/seed-reports.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** Spoken answers to the Backend Developer / Technical / Entry-Level bank questions, found by a word of each. */
const ANSWERS: readonly { about: RegExp; text: string }[] = [
  {
    about: /HTTP methods/,
    text: 'The get method reads information without any side effects, post creates a new resource, put replaces an existing resource, and delete removes the resource from the server.',
  },
  {
    about: /database index/,
    text: 'An index is a separate structure, usually a tree, that helps the database find rows fast. It speeds up reads, but it slows down writes and uses more storage.',
  },
  {
    about: /SQL join/,
    text: 'A join combines rows from two tables using a related column. An inner join returns only the matching rows, while a left join returns every row from the left table.',
  },
  {
    about: /database transaction/,
    text: 'Transactions group several operations into a single unit of work. Either every operation succeeds or nothing changes, and committed data survives a crash.',
  },
  {
    about: /passwords/,
    text: 'Passwords should never be stored as plain text. The server should keep only a slow salted hash, for example bcrypt, because fast hashes are easy to break.',
  },
  {
    about: /SQL injection/,
    text: 'SQL injection happens when user input is placed inside a query and runs as code. I prevent it with parameterized queries and prepared statements.',
  },
  {
    about: /authentication and authorization/,
    text: 'Authentication checks who the user is. Authorization decides what the user is allowed to do. A signed token carries the identity, and the server verifies it on every request.',
  },
  {
    about: /caching/,
    text: 'Caching stores results so that the server does not repeat expensive work. I would put a cache in memory in front of the database. The main risk is stale data.',
  },
];
const VAGUE = 'um I think it is basically like a thing the server does with the data and stuff you know';
const answerTo = (question: string) => {
  const known = ANSWERS.find((answer) => answer.about.test(question));
  assert.ok(known, `an answer for "${question}"`);
  return known.text;
};
const USER = { name: 'Priya Raman', email: 'priya@example.test' };
const FIRST_ANSWER_AT_S = 18;
const REPORT_TIMEOUT_MS = 180_000;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let workDir: string;
let microphone: string;
let seeder: ReportSeeder | null = null;
let earlier: SeededInterview;
let later: SeededInterview;
const errors: string[] = [];

before(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'rehearse-e2e-progress-'));
  const camera = makeFakeCamera(workDir);
  microphone = path.join(workDir, 'microphone.wav');
  writeSilentMicrophone(microphone);
  server = await startServer();
  browser = await launchBrowser([
    `--use-file-for-fake-video-capture=${camera}`,
    `--use-file-for-fake-audio-capture=${microphone}%noloop`,
    '--autoplay-policy=no-user-gesture-required',
  ]);
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(noteMicrophoneStreams);
  page = await context.newPage();
  watchErrors(page, errors);
});

after(async () => {
  await seeder?.close();
  await context?.close();
  await browser?.close();
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function signIn() {
  await page.goto('/sign-in');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Sign in with/ }).click(),
  ]);
  watchErrors(popup, errors);
  await popup.getByLabel('Name').fill(USER.name);
  await popup.getByLabel('Email').fill(USER.email);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

const token = () => page.evaluate(() => localStorage.getItem('token') ?? '');

async function reportOf(sessionId: string): Promise<InterviewReport> {
  const response = await page.request.get(`/t1/users/interview_report?session_id=${sessionId}`, {
    headers: { Authorization: `Bearer ${await token()}` },
  });
  return ((await response.json()) as { data: InterviewReport }).data;
}

async function expectNoAxeViolations(where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(
    results.violations.map(
      (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    [],
  );
}

test(
  'two earlier interviews: dashboard dates and change, the allowance, and the progress charts',
  { timeout: 240_000 },
  async () => {
    await signIn();
    // A first-time user: the progress page says what will appear and offers to start.
    await page.goto('/dashboard/progress');
    await page.getByText('Your progress appears here after your first report').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Start Practice' }).waitFor();
    await expectNoAxeViolations('empty progress');
    await page.goto('/dashboard');
    const db = await serverDatabase(server.dataDir);
    try {
      seeder = new ReportSeeder(db, server.url);
      earlier = await seeder.reportedInterview(USER.email, await token(), 3, () => VAGUE);
      // The later interview answers well, but for one question, which Practise next will ask to retake.
      later = await seeder.reportedInterview(USER.email, await token(), 1, (question, position) =>
        position === 2 ? VAGUE : answerTo(question),
      );
    } finally {
      await db.end();
    }
    const [first, second] = [await reportOf(earlier.sessionId), await reportOf(later.sessionId)];

    // Dashboard: each card has its date and the later one its change since the earlier one of the same role.
    await page.reload();
    const cards = page.getByRole('list', { name: 'Interviews' }).getByRole('listitem');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 2);
    const change = second.overall_report.overall_score - first.overall_report.overall_score;
    const signed = change > 0 ? `+${change}` : change < 0 ? `\u2212${-change}` : 'no change';
    await cards.first().getByText(`${signed} since your last Backend Developer interview`).waitFor();
    assert.match(
      (await cards.first().locator('time').textContent()) ?? '',
      /^\d{1,2} \w{3} \d{4} · 1 day ago$/,
    );
    assert.match(
      (await cards.nth(1).locator('time').textContent()) ?? '',
      /^\d{1,2} \w{3} \d{4} · 3 days ago$/,
    );

    // The Free plan's two interviews are used: said on the dashboard, and by Start Practice before any form.
    await page.getByTestId('interview-allowance').getByText('0 of 2 free interviews left').waitFor();
    await page.getByRole('button', { name: 'Start Practice' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(INTERVIEW_SERVER_MSG.freeLimit, { exact: false }).waitFor();
    assert.equal(await dialog.getByRole('combobox').count(), 0, 'no form to fill');
    assert.equal(await dialog.getByRole('link', { name: 'See plans' }).getAttribute('href'), '/pricing');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Progress: both interviews on every chart, oldest first.
    await page.getByRole('link', { name: 'Progress' }).click();
    await page.waitForURL('**/dashboard/progress');
    const scores = page.getByRole('img', { name: 'Scores over time' });
    await scores.waitFor();
    assert.equal(await scores.locator('.recharts-line-dot').count(), 8, 'four lines of two interviews');
    const summary = (await page.locator('#score-trend-summary').textContent()) ?? '';
    assert.ok(summary.startsWith(`Overall: ${first.overall_report.overall_score} on `), summary);
    assert.ok(summary.includes(`, ${second.overall_report.overall_score} on `), summary);
    const eyeContact = page.locator('[data-metric="eye_contact"]').getByRole('img');
    assert.equal(await eyeContact.locator('.recharts-line-dot').count(), 2);
    assert.equal(await eyeContact.locator('.recharts-reference-area').count(), 1, 'the target band is drawn');
    await page.getByRole('heading', { name: 'Recurring weaknesses' }).waitFor();
    await page
      .getByText(/^You said "[a-z ]+" as a filler \d+ times\.$/)
      .first()
      .waitFor();
    const compare = page.getByRole('region', { name: 'Compare two interviews' });
    assert.equal(
      await compare
        .getByRole('row', { name: /^Overall/ })
        .getByRole('cell')
        .first()
        .textContent(),
      String(first.overall_report.overall_score),
    );
    await expectNoAxeViolations('progress');
    assert.deepEqual(errors, []);
  },
);

test(
  'a retake from Practise next runs in the room; its report shows the change and plays from a word',
  { timeout: 360_000 },
  async () => {
    await page.goto(`/dashboard/${later.sessionId}/report`);
    await page.getByRole('heading', { name: 'Interview Report' }).waitFor();
    const practise = page.getByRole('region', { name: 'Practise next' });
    const actions = practise.getByRole('listitem');
    await actions.first().waitFor();
    assert.ok((await actions.count()) <= 3);
    const retakeButton = actions.first().getByRole('button', { name: /^Retake Q\d$/ });
    const number = Number(((await retakeButton.textContent()) ?? '').replace(/\D/g, ''));
    const question = later.questions[number - 1]!.text;
    await actions.first().getByText(`From Q${number}: ${question}`).waitFor();

    // Readability: the level explained, coloured verdicts with words, nothing under the feedback bar.
    await page.getByText('How is this worked out?').click();
    await page.getByText(/is the average of your 5 question scores: \d+, \d+, \d+, \d+ and \d+\./).waitFor();
    await page.getByRole('tab', { name: 'Communication' }).click();
    const verdict = page.getByText(/· (On target|Close|Work on it)$/).first();
    await verdict.waitFor();
    for (const target of [
      page.getByRole('heading', { name: 'Eye Contact' }),
      page.getByRole('heading', { name: 'Your answer', exact: true }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      const bar = (await page.getByTestId('feedback-bar').boundingBox())!;
      assert.ok(box.y + box.height <= bar.y, 'the feedback bar does not cover it');
    }
    await expectNoAxeViolations('report');

    // The retake: the answer for its question is spoken into the microphone file before the room opens it.
    const speeches = makeScheduledMicrophone(microphone, [answerTo(question)], () => FIRST_ANSWER_AT_S);
    const made = page.waitForResponse((r) => r.url().endsWith('/t1/interview/retake'));
    await retakeButton.click();
    const retakeId = ((await (await made).json()) as { data: { interview_id: string } }).data.interview_id;
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Practice Prerequisite' }).waitFor();
    await dialog.getByText('Your camera is working.').waitFor();
    await dialog.getByRole('button', { name: 'Start Practice' }).click();
    const roomPath = `/dashboard/${retakeId}`;
    await page.waitForURL(`**${roomPath}`);
    await page.getByRole('heading', { name: 'Question 1 of 1' }).waitFor({ timeout: 60_000 });
    await page.getByText(question).first().waitFor();
    const start = page.getByRole('button', { name: 'Start Answer' });
    const speech = speeches[0]!;
    await start.and(page.locator(':enabled')).waitFor({
      timeout: Math.max(1000, (speech.startSeconds - 0.3 - (await microphoneSeconds(page, roomPath))) * 1000),
    });
    await waitForMicrophoneAt(page, roomPath, speech.startSeconds - 0.3);
    await start.click();
    await page.getByRole('button', { name: 'End Answer' }).waitFor();
    await waitForMicrophoneAt(page, roomPath, speech.startSeconds + speech.durationSeconds + 0.6);
    await page.getByRole('button', { name: 'End Answer' }).click();
    await page.waitForURL(`**/dashboard/${retakeId}/end-screen`);
    // The feedback dialog opens by itself after 2 s; this test leaves no feedback.
    const feedback = page.getByRole('dialog');
    await feedback.getByRole('heading', { name: 'How was your interview?' }).waitFor({ timeout: 5000 });
    await feedback.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: /View Report/ }).click({ timeout: REPORT_TIMEOUT_MS });
    await page.waitForURL(`**/dashboard/${retakeId}/report`);

    // Its report: the earlier attempt, this one, and the change.
    const retake = await reportOf(retakeId);
    const [item] = retake.questions_reports;
    const before = (await reportOf(later.sessionId)).questions_reports[number - 1]!.score;
    assert.equal(item!.question_text, question);
    assert.deepEqual(
      item!.attempts.map((a) => [a.session_id, a.current]),
      [
        [later.sessionId, false],
        [retakeId, true],
      ],
    );
    const attempts = page.getByRole('region', { name: 'Earlier attempts' });
    const diff = Math.round(item!.score) - Math.round(before);
    const signed = diff > 0 ? `+${diff}` : diff < 0 ? `\u2212${-diff}` : 'no change';
    await attempts
      .getByText(
        `Your score went from ${Math.round(before)} to ${Math.round(item!.score)} (${signed}) since your last attempt.`,
      )
      .waitFor();
    await page.getByRole('region', { name: 'Model answer' }).waitFor();

    // The transcript plays the recording from a word, and lights the word being spoken.
    const words = page
      .getByRole('heading', { name: 'Your answer', exact: true })
      .locator('xpath=following-sibling::p')
      .getByRole('button');
    assert.equal(await words.count(), item!.answer_words.length);
    const index = Math.min(5, item!.answer_words.length - 1);
    const word = item!.answer_words[index]!;
    const video = page.getByLabel('Recording of your answer to question 1');
    await video.evaluate((v: HTMLVideoElement) =>
      v.readyState >= 1
        ? undefined
        : new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true })),
    );
    await words.nth(index).click();
    await page.waitForFunction((start) => {
      const v = document.querySelector('video')!;
      return !v.seeking && v.currentTime >= start - 0.05 && v.currentTime < start + 2;
    }, word.start);
    await page.waitForFunction(() => !document.querySelector('video')!.paused);
    await page.waitForTimeout(1200);
    const playedTo = await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      return v.currentTime;
    });
    assert.ok(playedTo > word.start + 0.5, `played on from the word (${word.start} s -> ${playedTo} s)`);
    const lit = Number(
      await page.locator('[data-word-index][aria-current="true"]').getAttribute('data-word-index'),
    );
    const spoken = item!.answer_words.findLastIndex((w) => w.start <= playedTo);
    assert.equal(lit, spoken, 'the word being spoken is lit');
    assert.ok(lit > index);
    // The lit word fades in (a colour transition): judge its contrast once the colours have settled.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.constructor.name !== 'CSSTransition' || a.playState !== 'running'),
    );
    await expectNoAxeViolations('retake report');

    // On a phone the level bar's labels are whole.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const label of await page.locator('#level-bar-title ~ div ol li > span:first-child').all()) {
      const clipped = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      assert.equal(clipped, false, `${await label.textContent()} is clipped`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    assert.deepEqual(errors, []);
  },
);
