import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewReport, RoundType, DifficultyLevel } from '@rehearse/contracts';
import type { Engine } from '@rehearse/engine';
import { ConfigError, parseConfig } from '../src/config.ts';
import { buildReportWhenReady } from '../src/modules/interviews/report-builder.ts';
import { RETENTION_JOB } from '../src/modules/retention/retention-job.ts';
import { createRetentionService } from '../src/modules/retention/retention-service.ts';
import { createRetentionHandler, startRetentionWorker } from '../src/modules/retention/retention-worker.ts';
import { createLocalStorage, type Storage } from '../src/modules/storage/storage.ts';
import { createUser } from './support/factories.ts';
import { answerQuestion, RoomClient, tusUpload } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { api } from './support/server.ts';

type Logged = { obj: object; msg: string };

describe('data retention: recordings, resumes and handled forms are deleted when the privacy policy says', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;
  let storage: Storage;
  let token: string;
  const logged: Logged[] = [];
  const log = {
    info: (obj: object, msg: string) => void logged.push({ obj, msg }),
    warn: (obj: object, msg: string) => void logged.push({ obj, msg }),
  };
  const file = (key: string) => path.join(fixture.dataDir, key);

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    // No interview workers: the test "processes" answers itself (without speech recognition, which is slow).
    server = await startInterviewServer({ ...fixture, engine, workers: false });
    storage = createLocalStorage(server.config.dataDir);
    token = await tokenFor(server.db, await createUser(server.db, { email: 'jane.doe@example.com' }));
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  /**
   * A finished interview with a report, as the real room, uploads and report builder leave it: the first answer
   * uploaded twice (the second upload replaces the first) and given a playable copy whose original upload stayed
   * behind, the second kept as uploaded; every question with its audio; a resume text.
   */
  async function finishedInterview() {
    const user = await server.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', 'jane.doe@example.com')
      .executeTakeFirstOrThrow();
    const { interview_id: sessionId } = await createInterview(server, user, { questions: 2 });
    const recording = path.join(fixture.dataDir, 'answer.webm');
    fs.writeFileSync(recording, Buffer.alloc(30_000, 5));
    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, token);
    if (current.type !== 'question') throw new Error('no first question');
    await tusUpload(server, recording, { token, sessionId, questionId: current.question_id }).done;
    const second = await answerQuestion(server, room, token, sessionId, current.question_id, recording);
    if (second.type !== 'question') throw new Error('no second question');
    expect(await answerQuestion(server, room, token, sessionId, second.question_id, recording)).toEqual({
      type: 'interview_end',
    });
    room.close();

    const rows = await server.db
      .selectFrom('answers as a')
      .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
      .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
      .select(['a.id', 'a.video_path', 'a.upload_id', 'a.duration_ms', 'q.id as question_id', 'q.position'])
      .select(['q.text', 'q.competency', 'q.rubric', 's.job_title', 's.round_type', 's.difficulty_level'])
      .where('s.id', '=', sessionId)
      .orderBy('q.position')
      .execute();
    for (const row of rows) {
      const evaluation = await engine.evaluateAnswer(
        {
          ...row,
          id: row.question_id,
          round_type: row.round_type as RoundType,
          difficulty_level: row.difficulty_level as DifficultyLevel,
        },
        { text: 'I would measure first, then change one thing at a time.', duration_ms: row.duration_ms },
      );
      let videoPath = row.video_path!;
      if (row.position === 0) {
        videoPath = `answers/${row.id}.webm`;
        await storage.withLocalFile(row.video_path!, (upload) =>
          storage.put(videoPath, (tmp) => fs.promises.copyFile(upload, tmp)),
        );
      }
      await server.db
        .updateTable('answers')
        .set({
          status: 'processed',
          video_path: videoPath,
          transcript: JSON.stringify({ text: 'I would measure first.', words: [], duration_ms: 4000 }),
          evaluation: JSON.stringify(evaluation),
        })
        .where('id', '=', row.id)
        .execute();
    }
    // The room makes the audio of the first question; a job would make the second's.
    const second_ = rows[1]!;
    const audioKey = `questions/${sessionId}/${second_.question_id}.mp3`;
    await storage.put(audioKey, (tmp) => fs.promises.writeFile(tmp, Buffer.alloc(2_000, 1)));
    await server.db
      .updateTable('interview_questions')
      .set({ audio_path: audioKey, audio_ready: true })
      .where('id', '=', second_.question_id)
      .where('audio_path', 'is', null)
      .execute();
    await server.db
      .updateTable('interview_sessions')
      .set({ status: 'Generating Report', resume_text: 'Jane Doe, 5 years of Go at Example Corp' })
      .where('id', '=', sessionId)
      .execute();
    expect(await buildReportWhenReady(server.db, engine, sessionId)).toBe(true);
    return sessionId;
  }

  /** Every file an interview has on disk, and the rows that point to them. */
  async function filesOf(sessionId: string) {
    const answers = await server.db
      .selectFrom('answers as a')
      .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
      .select(['a.id', 'a.video_path', 'a.upload_id', 'a.transcript', 'a.evaluation'])
      .where('q.session_id', '=', sessionId)
      .orderBy('q.position')
      .execute();
    const questions = await server.db
      .selectFrom('interview_questions')
      .select(['id', 'audio_path', 'audio_ready'])
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .execute();
    const uploads = await server.db
      .selectFrom('answer_uploads as u')
      .innerJoin('interview_questions as q', 'q.id', 'u.question_id')
      .select('u.id')
      .where('q.session_id', '=', sessionId)
      .execute();
    const session = await server.db
      .selectFrom('interview_sessions')
      .select(['resume_text', 'overall_score', 'status'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const keys = [
      ...answers.map((a) => a.video_path),
      ...questions.map((q) => q.audio_path),
      ...uploads.flatMap((u) => [`uploads/${u.id}`, `uploads/${u.id}.json`]),
    ].filter((key): key is string => key !== null);
    return { answers, questions, uploads, session, keys };
  }

  const report = (sessionId: string) =>
    api<InterviewReport>(server, 'GET', `/t1/users/interview_report?session_id=${sessionId}`, { token });

  it('deletes the files and resume of interviews past RETENTION_RECORDING_DAYS and keeps their results', async () => {
    const oldId = await finishedInterview();
    const newId = await finishedInterview();
    await sql`UPDATE interview_sessions SET created_at = now() - interval '91 days' WHERE id = ${oldId}`.execute(
      server.db,
    );
    await sql`UPDATE interview_sessions SET created_at = now() - interval '89 days' WHERE id = ${newId}`.execute(
      server.db,
    );
    const before = await filesOf(oldId);
    // 2 answers, 2 uploads (the replaced one is gone already), 2 question audio files.
    expect(before.uploads).toHaveLength(2);
    expect(before.keys).toHaveLength(2 + 2 * 2 + 2);
    for (const key of before.keys) expect(fs.existsSync(file(key)), key).toBe(true);
    const newBefore = await filesOf(newId);
    const oldReport = await report(oldId);
    expect(oldReport.body.data!.questions_reports.map((q) => q.recording_url)).toEqual([
      expect.stringMatching(/^\/t1\/users\/interview_recording\//),
      expect.stringMatching(/^\/t1\/users\/interview_recording\//),
    ]);

    const link = oldReport.body.data!.questions_reports[0]!.recording_url!;
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);

    const handle = createRetentionHandler(
      createRetentionService({ db: server.db, storage, days: server.config.retention, log }),
      log,
    );
    const counts = await handle();
    expect(counts).toMatchObject({
      interviews: 1,
      recordings: 2,
      uploads: 0,
      questionAudio: 2,
      resumes: 1,
      failed: 0,
    });

    for (const key of before.keys) expect(fs.existsSync(file(key)), key).toBe(false);
    const after = await filesOf(oldId);
    expect(after.answers.map((a) => a.video_path)).toEqual([null, null]);
    expect(after.questions.map((q) => [q.audio_path, q.audio_ready])).toEqual([
      [null, false],
      [null, false],
    ]);
    expect(after.uploads).toHaveLength(2);
    expect(after.session.resume_text).toBeNull();
    // Transcripts, scores and the report stay.
    expect(after.answers.map((a) => a.transcript?.text)).toEqual(
      before.answers.map((a) => a.transcript?.text),
    );
    expect(after.answers.every((a) => a.evaluation !== null)).toBe(true);
    expect(after.session).toMatchObject({
      status: 'Report Generated',
      overall_score: before.session.overall_score,
    });
    const stillThere = await report(oldId);
    expect(stillThere.status).toBe(200);
    expect(stillThere.body.data!.questions_reports).toHaveLength(2);
    expect(stillThere.body.data!.questions_reports.map((q) => q.recording_url)).toEqual([null, null]);
    expect(stillThere.body.data!.overall_report).toEqual(oldReport.body.data!.overall_report);
    // A link signed before the run no longer plays anything.
    expect((await fetch(`${server.url}${link}`)).status).toBe(404);

    // The newer interview keeps everything.
    expect(await filesOf(newId)).toEqual(newBefore);
    for (const key of newBefore.keys) expect(fs.existsSync(file(key)), key).toBe(true);
    expect(newBefore.session.resume_text).toBe('Jane Doe, 5 years of Go at Example Corp');
    const newReport = await report(newId);
    expect(newReport.body.data!.questions_reports.every((q) => q.recording_url !== null)).toBe(true);

    // Idempotent: the next run finds nothing; the log holds counts, never what was deleted or whose.
    expect(await handle()).toMatchObject({ interviews: 0, recordings: 0, uploads: 0, questionAudio: 0 });
    const text = JSON.stringify(logged);
    expect(logged.filter((l) => l.msg === 'data retention run finished')).toHaveLength(2);
    for (const secret of ['jane', 'Jane Doe', 'uploads/', 'answers/', 'questions/', oldId])
      expect(text).not.toContain(secret);
  });

  it('deletes Contact Us messages and job-title requests handled more than RETENTION_FORMS_DAYS ago', async () => {
    const person = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '+1 555 0100' };
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const ages = { oldHandled: [400, 400], recentHandled: [400, 10], oldOpen: [400, null] } as const;
    const ids: Record<string, { contact: string; request: string }> = {};
    for (const [label, [created, handled]] of Object.entries(ages)) {
      const values = {
        ...person,
        message: label,
        created_at: daysAgo(created),
        handled_at: handled === null ? null : daysAgo(handled),
      };
      const contact = await server.db.insertInto('contact_messages').values(values).returning('id').execute();
      const request = await server.db
        .insertInto('job_title_requests')
        .values({ ...values, request_job_title: 'Lighthouse Keeper' })
        .returning('id')
        .execute();
      ids[label] = { contact: contact[0]!.id, request: request[0]!.id };
    }
    const counts = await createRetentionService({
      db: server.db,
      storage,
      days: server.config.retention,
      log,
    }).run();
    expect(counts).toMatchObject({ contactMessages: 1, jobTitleRequests: 1 });
    const left = async (table: 'contact_messages' | 'job_title_requests') =>
      (await server.db.selectFrom(table).select('message').orderBy('message').execute()).map(
        (r) => r.message,
      );
    expect(await left('contact_messages')).toEqual(['oldOpen', 'recentHandled']);
    expect(await left('job_title_requests')).toEqual(['oldOpen', 'recentHandled']);
  });

  it('runs once at start and is scheduled daily on the job queue', async () => {
    const handled = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000);
    const [message] = await server.db
      .insertInto('contact_messages')
      .values({
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        phone: '1',
        message: 'hi',
        handled_at: handled,
      })
      .returning('id')
      .execute();
    const worker = await startRetentionWorker({
      db: server.db,
      queue: server.queue,
      storage,
      days: server.config.retention,
      log,
    });
    try {
      const schedules = await server.queue.boss.getSchedules(RETENTION_JOB.name);
      expect(schedules.map((s) => s.cron)).toEqual(['17 3 * * *']);
      const deadline = Date.now() + 30_000;
      let row: unknown = message;
      while (row && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        row = await server.db
          .selectFrom('contact_messages')
          .select('id')
          .where('id', '=', message!.id)
          .executeTakeFirst();
      }
      expect(row).toBeUndefined();
    } finally {
      await worker.stop();
    }
  });
});

describe('retention settings', () => {
  it('default to 90 and 365 days and reject values that are not whole days from 1 to 3650', () => {
    expect(parseConfig({}).retention).toEqual({ recordingDays: 90, formsDays: 365 });
    expect(parseConfig({ RETENTION_RECORDING_DAYS: '30', RETENTION_FORMS_DAYS: '' }).retention).toEqual({
      recordingDays: 30,
      formsDays: 365,
    });
    const issues = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.issues;
      }
      return [];
    };
    expect(issues({ RETENTION_RECORDING_DAYS: '0' })).toEqual([
      'RETENTION_RECORDING_DAYS must be at least 1',
    ]);
    expect(issues({ RETENTION_FORMS_DAYS: '1.5' })).toEqual([
      'RETENTION_FORMS_DAYS must be a whole number of days',
    ]);
    expect(issues({ RETENTION_FORMS_DAYS: 'a year' })).toEqual([
      'RETENTION_FORMS_DAYS must be a number of days',
    ]);
    expect(issues({ RETENTION_RECORDING_DAYS: '4000' })).toEqual([
      'RETENTION_RECORDING_DAYS must be at most 3650',
    ]);
  });
});
