import { PgBoss } from 'pg-boss';

export type Queue = { boss: PgBoss; stop: () => Promise<void> };

/**
 * How often pg-boss looks for jobs whose worker died (heartbeat missed, ADR 083). Its default, 60 s, plus the
 * heartbeat itself would let a crashed answer wait well over a minute.
 */
const SUPERVISE_SECONDS = 5;
/** Shutdown: jobs still running after this are handed back (failed -> retried by whoever runs next). */
const STOP_GRACE_MS = 3_000;

/** pg-boss in its own `pgboss` schema of the app database; queues are created by the features that use them. */
export async function startQueue(connectionString: string, onError: (err: Error) => void): Promise<Queue> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  boss.on('error', onError);
  await boss.start();
  return { boss, stop: () => boss.stop({ graceful: true, timeout: STOP_GRACE_MS }) };
}
