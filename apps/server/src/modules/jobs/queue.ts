import { PgBoss } from 'pg-boss';

export type Queue = { boss: PgBoss; stop: () => Promise<void> };

/** pg-boss in its own `pgboss` schema of the app database; queues are created by the features that use them. */
export async function startQueue(connectionString: string, onError: (err: Error) => void): Promise<Queue> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', onError);
  await boss.start();
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
