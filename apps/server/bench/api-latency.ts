/**
 * `npm run bench:api`: p99 latency of the hot API calls at fixed request rates, with autocannon on loopback
 * against the real server (src/main.ts in its own process, as `npm start` runs it) over an embedded PostgreSQL.
 * Prints one line per (call, rate) and a goal check; figures are recorded in docs/benchmarks.md.
 * `BENCH_SECONDS` shortens the runs; `BENCH_CALLS=interview_sessions` runs only the calls whose name contains it
 * (the floor always runs, to tell the machine's share from ours).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../src/db/database.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { newToken } from '../src/modules/accounts/tokens.ts';
import { seedJobTitles } from '../src/modules/catalogue/seed.ts';

const RATES = [200, 1000];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ONLY = process.env.BENCH_CALLS;
const GOAL_P99_MS = 50;
const SERVER = path.resolve(import.meta.dirname, '..');

async function fixtures(databaseUrl: string) {
  const db = createDb(databaseUrl, 2);
  await migrateToLatest(db);
  await seedJobTitles(db);
  const user = await db
    .insertInto('users')
    .values({
      email: 'bench@example.com',
      name: 'Bench Person',
      image: null,
      role: 'USER',
      plan: 'FREE',
      password_hash: null,
      institute_id: null,
      oidc_issuer: 'bench',
      oidc_subject: 'bench',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A dashboard with a realistic history: a dozen interviews in every status.
  const statuses = ['Report Generated', 'Completed', 'Not Completed', 'In Progress'] as const;
  await db
    .insertInto('interview_sessions')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        user_id: user.id,
        job_title: 'Backend Developer',
        job_description: 'Builds and runs the services behind the product. '.repeat(4),
        round_type: 'Technical',
        difficulty_level: 'Professional',
        status: statuses[i % statuses.length]!,
        overall_score: i % 4 === 0 ? 40 + i : null,
      })),
    )
    .execute();
  const { token, hash } = newToken();
  await db
    .insertInto('auth_tokens')
    .values({ user_id: user.id, token_hash: hash, expires_at: new Date(Date.now() + 3600_000) })
    .execute();
  await db.destroy();
  return token;
}

async function startServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST: '/nonexistent',
      SUPERADMIN_PASSWORD: 'bench-password',
      // The production default: one JSON line per request on stdout (here thrown away).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy');
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
}

/**
 * autocannon's rate limit is per connection and per second: every connection sends its quota back to back when
 * its 1-second timer fires, and all timers start together, so "1,000/s" arrives as one burst of 1,000 at the top
 * of each second. To offer a steady rate, the load is split into SLICES autocannon runs started 1/SLICES s apart,
 * each with connections that send one request a second: at 1,000/s, 20 requests every 20 ms. Latencies are taken
 * from every response, not from autocannon's coordinated-omission-corrected histogram.
 */
const SLICES = 50;

async function measure(url: string, headers: Record<string, string>, rate: number, seconds: number) {
  const latencies: number[] = [];
  let non2xx = 0;
  const perSlice = rate / SLICES;
  const runs: Promise<{ errors: number; timeouts: number }>[] = [];
  for (let i = 0; i < SLICES; i++) {
    const run = autocannon({
      url,
      headers,
      overallRate: perSlice,
      connections: Math.max(1, Math.round(perSlice)),
      duration: seconds,
    });
    run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      if (status < 200 || status >= 300) non2xx += 1;
    });
    runs.push(run);
    await new Promise((r) => setTimeout(r, 1000 / SLICES));
  }
  const results = await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    sent: latencies.length,
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    max: Math.round(latencies.at(-1) ?? NaN),
    non2xx,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-bench-api-'));
  fs.chmodSync(tmp, 0o755);
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg-data'), { info: () => {}, warn: console.warn });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await ensureDatabase(pg.adminUrl, 'rehearse');
    const databaseUrl = pg.url('rehearse');
    const token = await fixtures(databaseUrl);
    server = await startServer(databaseUrl, path.join(tmp, 'data'));
    const calls: { name: string; path: string; headers: Record<string, string>; floor?: boolean }[] = [
      // The floor: a tiny answer with no database and no compression, to tell the machine's share from ours.
      { name: 'GET /t1/auth/providers (floor)', path: '/t1/auth/providers', headers: {}, floor: true },
      {
        name: 'GET /t1/interview/job_titles (br)',
        path: '/t1/interview/job_titles',
        headers: { 'accept-encoding': 'br' },
      },
      {
        name: 'GET /t1/users/interview_sessions (signed in)',
        path: '/t1/users/interview_sessions',
        headers: { authorization: `Bearer ${token}` },
      },
      {
        // As a browser asks for it (the list is about 5 KB, so it is sent compressed).
        name: 'GET /t1/users/interview_sessions (signed in, br)',
        path: '/t1/users/interview_sessions',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
      },
    ];
    console.log(
      `load before: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${SECONDS} s per rate`,
    );
    const rows = [];
    for (const call of calls.filter((c) => c.floor || !ONLY || c.name.includes(ONLY))) {
      await measure(`${server.url}${call.path}`, call.headers, 200, 3); // warm-up: JIT, pool, caches
      for (const rate of RATES) {
        const cpuBefore = cpuSeconds(server.child.pid!);
        const r = await measure(`${server.url}${call.path}`, call.headers, rate, SECONDS);
        const cpuMsPerRequest = ((cpuSeconds(server.child.pid!) - cpuBefore) * 1000) / r.sent;
        rows.push({ call: call.name, rate, floor: call.floor, ...r });
        console.log(
          `${call.name} @ ${rate}/s: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms; ${r.sent} sent, ${r.non2xx} non-2xx, ${r.errors} errors; server CPU ${cpuMsPerRequest.toFixed(2)} ms/request`,
        );
      }
    }
    console.log(
      `load after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const missed = rows.filter(
      (r) => !r.floor && r.rate === 1000 && (r.p99 > GOAL_P99_MS || r.non2xx || r.errors),
    );
    console.log(
      missed.length
        ? `goal missed (p99 <= ${GOAL_P99_MS} ms at 1,000/s, no errors): ${missed.map((r) => r.call).join('; ')}`
        : `goal met: p99 <= ${GOAL_P99_MS} ms at 1,000/s for all`,
    );
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server!.child.once('exit', r));
    }
    await pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
