import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL with the right to create databases: each test file makes its own. */
    databaseAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole integration run: the embedded one in .data-test/ (gitignored), or the
 * server DATABASE_URL names. Each test file creates and migrates its own database in it.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseAdminUrl', process.env.DATABASE_URL);
    return;
  }
  const quiet = { info: () => undefined, warn: (msg: string) => console.warn(msg) };
  const pg = await startEmbeddedPostgres(path.join(REPO_ROOT, '.data-test'), quiet);
  project.provide('databaseAdminUrl', pg.adminUrl);
  return async () => {
    await pg.stop();
  };
}
