import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { createUser } from './support/factories.ts';
import { answerQuestion, expectLastPlanQuestion, RoomClient } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm } from './support/interview-media.ts';
import { startNginx, type Nginx } from './support/nginx.ts';
import { phaseTimer, waitFor, type ServerProcess } from './support/process.ts';
import { rehearseProcesses, type RehearseProcesses } from './support/rehearse-processes.ts';
import { startTestS3, type TestS3 } from './support/s3-server.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';
import { until } from './support/until.ts';

// Short, as in process-roles.test.ts: its processing is still running when the worker is killed.
const ANSWER =
  'I would put a cache in front of the database, measure the hit rate, and expire entries after a few minutes.';

/** The client addresses the API processes logged for requests to `url` (with TRUST_PROXY=1: nginx's client). */
function loggedIps(runs: readonly ServerProcess[], url: string): string[] {
  return runs
    .flatMap((run) => run.stdout().split('\n'))
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { req?: { url?: string; ip?: string } };
        return entry.req?.url === url ? [entry.req.ip ?? ''] : [];
      } catch {
        return [];
      }
    });
}

describe(
  'nginx in front of two API processes, workers and S3 storage (issue 13)',
  { timeout: 480_000 },
  () => {
    let database: TestDatabase;
    let s3: TestS3;
    let nginx: Nginx | null = null;
    let planner: TestServer | null = null;
    let nginxPort: number;
    let processes: RehearseProcesses;

    beforeAll(async () => {
      [database, s3, nginxPort] = await Promise.all([createTestDatabase(), startTestS3(), freePort()]);
      processes = rehearseProcesses(
        {
          ...s3.env,
          DATABASE_URL: database.url,
          HOST: '127.0.0.1',
          // The address people open is nginx's.
          PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
          TRUST_PROXY: '1',
          WEB_DIST: '/nonexistent',
          SECRET_KEY: 'scale-out-secret-key-that-is-long-enough',
          LOG_LEVEL: 'info',
        },
        // Each process has a DATA_DIR of its own, so "nothing on local disk" is checked for every one of them.
        { dataDir: 'own' },
      );
    });
    afterAll(async () => {
      await processes?.stopAll();
      await nginx?.stop();
      await planner?.close();
      await s3?.stop();
      await database?.drop();
    });

    it('runs an interview through nginx with the room on one API, uploads on the other, a worker killed and an API killed', async () => {
      const { mark, phases } = phaseTimer(import.meta.filename);
      const recording = spokenAnswerWebm(ANSWER);

      const apis = await Promise.all([processes.api(), processes.api()]);
      await processes.waitHealthy(apis);
      nginx = await startNginx(nginxPort, [apis[0].port, apis[1].port]);
      mark('APIs and nginx up');

      // Every location passes nginx's forwarding headers: a client's own X-Forwarded-For is extended, not trusted.
      for (const probe of ['/t1/scale-out-probe', '/t1/upload/scale-out-probe', '/tws1/scale-out-probe']) {
        await fetch(`${nginx.url}${probe}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
        await waitFor(() => loggedIps(apis, probe).length > 0, `the API's log of ${probe}`, 10_000);
        expect(loggedIps(apis, probe)).toEqual(['127.0.0.1']);
      }

      planner = await startTestServer({
        database,
        env: { ...s3.env, DATA_DIR: processes.dataDir('planner') },
      });
      const user = await createUser(database.db);
      const token = await tokenFor(database.db, user);
      const { interview_id: sessionId } = await createInterview(planner, user, { questions: 2 });
      const answers = () =>
        database.db
          .selectFrom('answers as x')
          .innerJoin('interview_questions as q', 'q.id', 'x.question_id')
          .select(['x.id', 'x.status', 'x.video_path'])
          .where('q.session_id', '=', sessionId)
          .execute();

      // nginx hashes on the Authorization header: every call of this candidate reaches the same API process.
      const servedBy = async () =>
        (
          await api(nginx!, 'GET', `/t1/users/interview_report?session_id=${sessionId}`, { token })
        ).headers.get('x-rehearse-upstream');
      const upstreams = await Promise.all(Array.from({ length: 6 }, servedBy));
      expect(new Set(upstreams).size).toBe(1);
      const uploadsApi = apis.find((run) => upstreams[0] === `127.0.0.1:${run.port}`)!;
      expect(uploadsApi).toBeDefined();
      const roomApi = apis.find((run) => run !== uploadsApi)!;
      mark('planned');

      // The room's socket on one API process; the upload and store_user_recording through nginx to the other.
      const room = await RoomClient.open(roomApi);
      const first = (await room.join(sessionId, token)).current;
      if (first.type !== 'question') throw new Error(`no first question: ${JSON.stringify(first)}`);
      const second = await answerQuestion(nginx, room, token, sessionId, first.question_id, await recording);
      expectLastPlanQuestion(second);
      // The room can move on before the uploads API's request log reaches this process through its stdout pipe
      // (fresh61, on a loaded machine): wait for the line, then check where each call went.
      await waitFor(
        () => uploadsApi.stdout().includes('/t1/interview/store_user_recording'),
        'the uploads API to log store_user_recording',
        15_000,
      );
      expect(uploadsApi.stdout()).toContain('/t1/upload/files/');
      expect(uploadsApi.stdout()).toContain('/t1/interview/store_user_recording');
      expect(roomApi.stdout()).not.toContain('/t1/interview/store_user_recording');
      expect(roomApi.stdout()).not.toContain('/t1/upload/files');
      mark('first answered');

      // SIGKILL while the worker processes an answer; a second worker finishes it.
      const worker1 = await processes.worker();
      await until(async () => (await answers()).some((x) => x.status === 'processing'), 150_000, 20);
      mark('worker processing');
      await processes.kill(worker1);
      const worker2 = await processes.worker();

      // The room's API process dies; the client reconnects through nginx, lands on the other and resumes.
      room.close();
      await processes.kill(roomApi);
      const resumedRoom = new RoomClient(nginx.wsUrl);
      const upgradedBy = new Promise<unknown>((resolve) =>
        resumedRoom.socket.once('upgrade', (response) => resolve(response.headers['x-rehearse-upstream'])),
      );
      await new Promise<void>((resolve, reject) => {
        resumedRoom.socket.once('open', () => resolve());
        resumedRoom.socket.once('error', reject);
      });
      expect(String(await upgradedBy)).toMatch(new RegExp(`127\\.0\\.0\\.1:${uploadsApi.port}$`));
      const resumed = (await resumedRoom.join(sessionId, token)).current;
      expect(resumed).toMatchObject({
        type: 'question',
        question_id: second.question_id,
        index: second.index,
      });
      const end = await answerQuestion(
        nginx,
        resumedRoom,
        token,
        sessionId,
        second.question_id,
        await recording,
      );
      expect(end).toEqual({ type: 'interview_end' });
      resumedRoom.close();
      mark('resumed through nginx and answered');

      await processes.waitHealthy([worker2]);
      await until(
        async () =>
          (
            await api(nginx!, 'POST', '/t1/users/interview_report', {
              token,
              body: { session_id: sessionId },
            })
          ).body.success,
        240_000,
        500,
      );
      const report = await api<{ questions_reports: { answer_text: string }[] }>(
        nginx,
        'GET',
        `/t1/users/interview_report?session_id=${sessionId}`,
        { token },
      );
      mark('report ready');
      console.info(`scale-out phases: ${phases.join(', ')}`);
      expect(report.status).toBe(200);
      const entries = report.body.data!.questions_reports;
      expect(entries.length).toBeGreaterThanOrEqual(2);
      for (const entry of entries) expect(entry.answer_text).toContain('cache');

      // Every recording is in the bucket, and nothing else is left there but the questions' audio.
      const done = await answers();
      expect(done.length).toBeGreaterThanOrEqual(2);
      for (const answer of done)
        expect(answer).toMatchObject({ status: 'processed', video_path: `answers/${answer.id}.webm` });
      const questionAudio = await database.db
        .selectFrom('interview_questions')
        .select('audio_path')
        .where('session_id', '=', sessionId)
        .where('audio_path', 'is not', null)
        .execute();
      expect(await s3.keys()).toEqual(
        [...done.map((x) => x.video_path!), ...questionAudio.map((q) => q.audio_path!)].sort(),
      );
      // Nothing on the local disk of any process.
      for (const run of [...apis, worker1, worker2]) {
        expect(fs.existsSync(path.join(run.dataDir, 'uploads'))).toBe(false);
        expect(fs.existsSync(path.join(run.dataDir, 'answers'))).toBe(false);
      }
    });
  },
);
