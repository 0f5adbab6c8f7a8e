// The room that coaches (issue 10), through the UI on a fake camera (a face photo) and a fake microphone playing
// Festival speech at set times: the media check hears the candidate and says eye contact will be measured; the
// question can be replayed; a general answer gets a follow-up; live feedback shows while recording and can be
// hidden for good; Exit Interview asks first; and every answer, follow-up included, has eye contact as a number.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { InterviewDetails, InterviewReport } from '@rehearse/contracts';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import {
  makeFakeCamera,
  makeReadyMicrophone,
  makeScheduledMicrophone,
  READY_SENTENCE,
  type ScheduledSpeech,
} from '../support/media-files.ts';
import {
  microphoneSeconds,
  noteMicrophoneStreams,
  waitForMicrophoneAt,
} from '../support/microphone-clock.ts';
import { plannedQuestions } from '../support/planned-questions.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const GENERAL =
  'It depends on the situation. There are many ways to do it, and it is important to do it well.';
const FOLLOW_UP_ANSWER =
  'For example, I would measure it first, change one thing, and check the numbers again.';
/** About 20 s on any of the plan's questions: long enough for the live pace to show. */
const LONG =
  'I would start with the requirements and write a small test first. Then I would build the simplest version, measure how long each request takes, and look at the logs for errors. If the database is the slow part, I would check the query plan and add an index on the column we filter by. Finally I would review the change with a colleague.';
const QUESTION_COUNT = 5;
const USER = { name: 'Lena Ortiz', email: 'lena@example.test' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let workDir: string;
let microphone: string;
const errors: string[] = [];

before(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'rehearse-e2e-room-'));
  const camera = makeFakeCamera(workDir);
  microphone = path.join(workDir, 'microphone.wav');
  makeReadyMicrophone(microphone);
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
  await context?.close();
  await browser?.close();
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function expectNoAxeViolations(where: string) {
  // Toasts fade in and out: axe would measure their contrast half-transparent.
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

const bearer = async () => ({
  Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? '')}`,
});

/** Creates a Backend Developer interview and opens the media check; returns its id. */
async function createInterview(): Promise<string> {
  await page.getByRole('button', { name: 'Start Practice' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Backend Developer', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Technical' }).click();
  await dialog.getByRole('radio', { name: 'Entry-Level' }).click();
  const started = page.waitForResponse((response) => response.url().endsWith('/t1/interview/start'));
  await dialog.getByRole('button', { name: 'Start Practice' }).click();
  const body = (await (await started).json()) as { data: { interview_id: string } };
  await dialog.getByRole('heading', { name: 'Practice Prerequisite' }).waitFor();
  return body.data.interview_id;
}

/** The media check passes once it hears the sentence said a second into the microphone stream. */
async function passMediaCheck(id: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Your microphone is working.').waitFor({ timeout: 20_000 });
  await dialog.getByText('Your camera is working.').waitFor();
  await dialog.getByText('Eye contact will be measured while you answer.').waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Start Practice' }).click();
  await page.waitForURL(`**/dashboard/${id}`);
}

/** Starts an answer once the question has been heard, at `atSeconds` of the room's microphone stream if given. */
async function startAnswer(roomPath: string, atSeconds?: number) {
  const start = page.getByRole('button', { name: 'Start Answer' });
  await start.and(page.locator(':enabled')).waitFor({ timeout: 60_000 });
  if (atSeconds !== undefined) await waitForMicrophoneAt(page, roomPath, atSeconds - 0.3);
  await start.click();
  await page.getByRole('button', { name: 'End Answer' }).waitFor();
}

async function endAnswerAfter(roomPath: string, speech: ScheduledSpeech, pauseSeconds = 0.6) {
  await waitForMicrophoneAt(page, roomPath, speech.startSeconds + speech.durationSeconds + pauseSeconds);
  await page.getByRole('button', { name: 'End Answer' }).click();
}

/** An answer of a few seconds of silence: still recorded on camera, so eye contact is measured. */
async function answerInSilence(roomPath: string) {
  await startAnswer(roomPath);
  await sleep(3000);
  await page.getByRole('button', { name: 'End Answer' }).click();
}

const heading = (name: string) => page.getByRole('heading', { name, exact: true });

test(
  'the room replays, follows up, gives live feedback that can be hidden, and measures eye contact',
  {
    timeout: 600_000,
  },
  async () => {
    await signIn();
    const id = await createInterview();
    const questions = await plannedQuestions(server.dataDir, id);
    assert.equal(questions.length, QUESTION_COUNT);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Your microphone is working.').waitFor({ timeout: 20_000 });
    // The room's microphone: the ready sentence, a general answer to Q1, the answer to its follow-up, then a long
    // answer to Q2. Each starts once the question before it has surely been asked and heard. Made once the media
    // check has heard the ready sentence: Festival takes the machine's cores meanwhile.
    const [, general, followUpAnswer, long] = makeScheduledMicrophone(
      microphone,
      [READY_SENTENCE, GENERAL, FOLLOW_UP_ANSWER, LONG],
      (index, previousEnd) => [1, 34, previousEnd + 26, previousEnd + 20][index]!,
    );
    await dialog.getByRole('button', { name: 'Evaluation Criteria' }).click();
    const criteria = page.getByRole('dialog', { name: 'Evaluation Criteria' });
    await criteria
      .getByText('Your report scores every answer of this Technical round on these points.')
      .waitFor();
    for (const item of ['Response Accuracy', 'Team Player', 'Leadership', 'Eye Contact'])
      await criteria.getByText(item, { exact: true }).waitFor();
    await criteria.getByText(/130 to 160 words per minute/).waitFor();
    await criteria.getByText('Not scored in technical rounds.').first().waitFor();
    await expectNoAxeViolations('evaluation criteria');
    await page.keyboard.press('Escape');
    await expectNoAxeViolations('media check');
    await passMediaCheck(id);
    const roomPath = `/dashboard/${id}`;

    // Q1: heard once, then again with Replay question; Start Answer waits for the replay to end.
    await heading(`Question 1 of ${QUESTION_COUNT}`).waitFor({ timeout: 60_000 });
    const start = page.getByRole('button', { name: 'Start Answer' });
    await start.and(page.locator(':enabled')).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Replay question' }).click();
    await start.and(page.locator(':disabled')).waitFor();
    assert.equal(
      await page.evaluate(() => document.querySelector('audio')?.paused),
      false,
      'the question plays',
    );
    await start.and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
    assert.ok((await microphoneSeconds(page, roomPath)) < general!.startSeconds, 'the replay ended in time');

    // A short general answer: the interviewer asks for specifics, as a follow-up numbered with Q1.
    await startAnswer(roomPath, general!.startSeconds);
    assert.equal(
      await page.getByRole('button', { name: 'Replay question' }).count(),
      0,
      'no replay while recording',
    );
    // The candidate stops and presses End Answer once the room shows their pace: the live transcript has then heard
    // the answer, so the follow-up is decided on its words however far decoding lags on a busy machine (a fixed
    // 3 or 6 s was not always enough with Chromium and the server on 2 cores). The decision's speed is a
    // benchmark's business (follow-up-latency).
    await waitForMicrophoneAt(page, roomPath, general!.startSeconds + general!.durationSeconds + 3);
    await page.getByText(/^You are speaking at \d+ words per minute/).waitFor({ timeout: 12_000 });
    await page.getByRole('button', { name: 'End Answer' }).click();
    await heading(`Follow-up to question 1 of ${QUESTION_COUNT}`).waitFor({ timeout: 15_000 });
    await page
      .getByText(/concrete|specific|example/i)
      .first()
      .waitFor();
    await startAnswer(roomPath, followUpAnswer!.startSeconds);
    await endAnswerAfter(roomPath, followUpAnswer!);

    // Q2, a long answer: live feedback shows while recording, with a microphone level, then is hidden.
    await heading(`Question 2 of ${QUESTION_COUNT}`).waitFor({ timeout: 15_000 });
    await startAnswer(roomPath, long!.startSeconds);
    const live = page.getByRole('region', { name: 'Live feedback' });
    await live.waitFor();
    await live.getByText('You have used no filler words so far.').waitFor();
    await live.getByText(/^You are speaking at \d+ words per minute, .* the 130 to 160 target\.$/).waitFor({
      timeout: long!.durationSeconds * 1000,
    });
    const level = page.getByRole('meter', { name: 'Microphone level' });
    await page.waitForFunction(
      () => Number(document.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')) > 0,
      null,
      { timeout: 5000 },
    );
    assert.ok(await level.isVisible());
    await expectNoAxeViolations('recording with live feedback');
    await page.getByRole('button', { name: 'Hide live feedback' }).click();
    await page.getByRole('button', { name: 'Show live feedback' }).waitFor();
    assert.equal(await live.count(), 0);
    await endAnswerAfter(roomPath, long!);

    // Whatever follows Q2 (a follow-up or Q3), the live feedback stays hidden in this browser until shown again.
    const q3 = heading(`Question 3 of ${QUESTION_COUNT}`);
    const followUp2 = heading(`Follow-up to question 2 of ${QUESTION_COUNT}`);
    await q3.or(followUp2).first().waitFor({ timeout: 15_000 });
    if (await followUp2.isVisible()) {
      await answerInSilence(roomPath);
      await q3.waitFor({ timeout: 15_000 });
    }
    await startAnswer(roomPath);
    await page.getByRole('button', { name: 'Show live feedback' }).click();
    await live.waitFor();
    await sleep(2000);
    await page.getByRole('button', { name: 'End Answer' }).click();

    // Exit Interview asks first and says the answers are kept; staying keeps the interview going.
    await heading(`Question 4 of ${QUESTION_COUNT}`).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Exit Interview' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the interview?' });
    await leave.getByText(/The answers you have saved so far are kept/).waitFor();
    await expectNoAxeViolations('exit confirmation');
    await leave.getByRole('button', { name: 'Stay in the interview' }).click();
    await leave.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, roomPath);
    await answerInSilence(roomPath);
    await heading(`Question 5 of ${QUESTION_COUNT}`).waitFor({ timeout: 15_000 });
    await answerInSilence(roomPath);
    await page.waitForURL(`**/dashboard/${id}/end-screen`);
    const feedback = page.getByRole('dialog');
    await feedback.getByRole('heading', { name: 'How was your interview?' }).waitFor({ timeout: 5000 });
    await feedback.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: /View Report/ }).waitFor({ timeout: 180_000 });

    // Every answer, follow-ups included, has eye contact as a number; Q1's follow-up is reported under it.
    const response = await page.request.get(`/t1/users/interview_report?session_id=${id}`, {
      headers: await bearer(),
    });
    const report = ((await response.json()) as { data: InterviewReport }).data;
    assert.equal(report.questions_reports.length, QUESTION_COUNT);
    const answers = report.questions_reports.flatMap((q) => (q.follow_up ? [q, q.follow_up] : [q]));
    const eyeContact = answers.map((a) => a.communication_feedback.eye_contact.value);
    console.log(
      JSON.stringify({
        eyeContact,
        followUps: report.questions_reports.map((q) => q.follow_up?.question_text ?? null),
      }),
    );
    for (const value of eyeContact)
      assert.equal(typeof value, 'number', `eye contact ${JSON.stringify(eyeContact)}`);
    assert.equal(
      report.questions_reports[0]!.follow_up?.follow_up_of,
      report.questions_reports[0]!.question_id,
    );

    // A second interview, left for real: one answer saved, then Exit Interview confirmed.
    await page.goto('/dashboard');
    const second = await createInterview();
    await passMediaCheck(second);
    await heading(`Question 1 of ${QUESTION_COUNT}`).waitFor({ timeout: 60_000 });
    await answerInSilence(`/dashboard/${second}`);
    await heading(`Question 2 of ${QUESTION_COUNT}`).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Exit Interview' }).click();
    await page
      .getByRole('dialog', { name: 'Leave the interview?' })
      .getByRole('button', { name: 'Exit Interview' })
      .click();
    await page.waitForURL('**/dashboard');
    const details = await page.request.get(`/t1/interview/${second}`, { headers: await bearer() });
    const { data } = (await details.json()) as { data: InterviewDetails };
    assert.equal(data.status, 'In Progress', 'left, not ended');
    assert.equal(data.answered_count, 1, 'the saved answer is kept');
    assert.deepEqual(errors, []);
  },
);
