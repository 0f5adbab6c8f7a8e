import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_MSG } from '@rehearse/contracts';
import type { Engine } from '@rehearse/engine';
import { createUser } from './support/factories.ts';
import { inflationBombPdf, pageTreeBombPdf, slowDrawingPdf } from './support/hostile-pdfs.ts';
import { tokenFor } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';

type Started = { status: number; body: { success: boolean; message?: string } };

describe('resume PDFs are read in a bounded child process: no PDF stalls the server', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    server = await startInterviewServer({ ...fixture, engine, workers: false });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  /** Starts an interview with this resume while /healthz is asked every 50 ms; returns the slowest answer. */
  async function startWithResume(pdf: Buffer) {
    const user = await createUser(server.db, { plan: 'STUDENT' });
    const form = new FormData();
    form.set('job_title', 'Backend Developer');
    form.set('round_type', 'Technical');
    form.set('difficulty_level', 'Entry-Level');
    form.set('resume', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
    const began = performance.now();
    let finished = false;
    const request = fetch(`${server.url}/t1/interview/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(server.db, user)}` },
      body: form,
    })
      .then(async (response): Promise<Started> => ({
        status: response.status,
        body: (await response.json()) as Started['body'],
      }))
      .finally(() => (finished = true));
    const health: number[] = [];
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    while (!finished) {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      const asked = performance.now();
      const response = await fetch(`${server.url}/healthz`);
      await response.arrayBuffer();
      health.push(performance.now() - asked);
      await sleep(50);
    }
    const result = await request;
    const sessions = await server.db
      .selectFrom('interview_sessions')
      .select(['resume_text'])
      .where('user_id', '=', user.id)
      .execute();
    return {
      ...result,
      ms: performance.now() - began,
      slowestHealthMs: Math.max(...health),
      healthChecks: health.length,
      /** Growth of this process (the server runs in it), not of the reader's. */
      rssGrowthMb: Math.round((rssPeak - rssBefore) / 1024 / 1024),
      sessions,
    };
  }

  it('a 1 KB PDF of 100,000 pages: /healthz stays fast and only the first 10 pages are read', async () => {
    const pdf = pageTreeBombPdf();
    expect(pdf.length).toBeLessThan(2048);
    const result = await startWithResume(pdf);
    console.info('100,000-page PDF', {
      bytes: pdf.length,
      ms: Math.round(result.ms),
      slowestHealthMs: Math.round(result.slowestHealthMs),
      rssGrowthMb: result.rssGrowthMb,
    });
    expect(result.status).toBe(200);
    expect(result.slowestHealthMs).toBeLessThan(500);
    const text = result.sessions[0]!.resume_text!;
    expect(text.match(/Grace Hopper/g)).toHaveLength(10);
  }, 120_000);

  it('a ~110 KB PDF whose stream inflates to 20 MB: the session keeps 20,000 characters of text', async () => {
    const pdf = inflationBombPdf();
    expect(pdf.length).toBeLessThan(150 * 1024);
    const result = await startWithResume(pdf);
    console.info('20 MB inflation PDF', {
      bytes: pdf.length,
      ms: Math.round(result.ms),
      slowestHealthMs: Math.round(result.slowestHealthMs),
      rssGrowthMb: result.rssGrowthMb,
    });
    expect(result.status).toBe(200);
    expect(result.slowestHealthMs).toBeLessThan(500);
    const text = result.sessions[0]!.resume_text!;
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text.length).toBeGreaterThan(19_000);
    expect(text).toContain('Built billing services on PostgreSQL and Kafka');
  }, 120_000);

  it('a PDF that needs more than 5 s of CPU to read is a 400 in the SPEC shape and creates nothing', async () => {
    const result = await startWithResume(slowDrawingPdf());
    console.info('slow PDF', {
      ms: Math.round(result.ms),
      slowestHealthMs: Math.round(result.slowestHealthMs),
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message: INTERVIEW_MSG.resumeTooComplex });
    // 5 s of CPU: about 5 s on a quiet machine; never past the 30 s backstop however busy it is.
    expect(result.ms).toBeLessThan(35_000);
    expect(result.slowestHealthMs).toBeLessThan(500);
    expect(result.sessions).toHaveLength(0);
  }, 120_000);

  it('a PDF that cannot be parsed is a 400 in the SPEC shape and creates nothing', async () => {
    const broken = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'),
      Buffer.alloc(4096, 0x8f),
    ]);
    const result = await startWithResume(broken);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message: INTERVIEW_MSG.resumeUnreadable });
    expect(result.sessions).toHaveLength(0);
  }, 60_000);
});
