import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

/**
 * A connection the pool has handed out can die between two queries (PostgreSQL stopped, restarted, or an
 * administrator ending the backend). That must fail the request using it, not crash the process with an
 * unheard 'error' event (the 57P01 "terminating connection due to administrator command" a fresh clone once hit).
 */
describe('a checked-out connection that the database ends', () => {
  let test: TestDatabase;
  const crashes: unknown[] = [];
  const heard = (err: unknown) => crashes.push(err);

  beforeAll(async () => {
    test = await createTestDatabase();
    process.on('uncaughtException', heard);
  });
  afterAll(async () => {
    process.off('uncaughtException', heard);
    await test?.drop();
  });

  it('fails the query that uses it, crashes nothing, and is never handed out again', async () => {
    const pidOf = async (run: Db) =>
      (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(run)).rows[0]!.pid;
    let endedPid = 0;
    const failure = await test.db
      .connection()
      .execute(async (conn) => {
        endedPid = await pidOf(conn);
        // Ended from another connection while this one is idle in our hands: no query is there to take the error.
        await sql`SELECT pg_terminate_backend(${endedPid})`.execute(test.db);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`SELECT 1`.execute(conn);
      })
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(crashes).toEqual([]);
    const pids = await Promise.all(Array.from({ length: 5 }, () => pidOf(test.db)));
    expect(pids).not.toContain(endedPid);
  });
});
