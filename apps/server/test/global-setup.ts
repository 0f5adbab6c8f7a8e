import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config.ts';
import { removeStaleDataDir, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL with the right to create databases: each test file makes its own. */
    databaseAdminUrl: string;
  }
}

const TEST_DATA = path.join(REPO_ROOT, '.data-test');

/**
 * One PostgreSQL for the whole integration run: the server DATABASE_URL names, or an embedded one in
 * .data-test/run-<pid>/ (gitignored). A directory per run lets several runs share the machine; directories of
 * killed runs are cleaned up (their PostgreSQL stopped) at the next start. Each test file makes its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseAdminUrl', process.env.DATABASE_URL);
    return;
  }
  const quiet = { info: () => undefined, warn: (msg: string) => console.warn(msg) };
  fs.mkdirSync(TEST_DATA, { recursive: true });
  fs.chmodSync(TEST_DATA, 0o755);
  for (const entry of fs.readdirSync(TEST_DATA).filter((name) => /^run-\d+$/.test(name))) {
    const dir = path.join(TEST_DATA, entry);
    // A directory still owned by a live run throws here and is left alone.
    await removeStaleDataDir(dir, quiet).catch(() => undefined);
  }
  const dataDir = path.join(TEST_DATA, `run-${process.pid}`);
  const pg = await startEmbeddedPostgres(dataDir, quiet);
  project.provide('databaseAdminUrl', pg.adminUrl);
  return async () => {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
