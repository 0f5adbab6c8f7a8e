import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const SUPER_ADMIN = { email: 'admin@rehearse.test', password: 'correct-horse-battery' };

export type RunningServer = { url: string; dataDir: string; output: () => string; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** How often a server is started again on another port when its own was taken before it could listen. */
const PORT_TAKEN_RETRIES = 3;

/**
 * Starts the real server (embedded PostgreSQL in a fresh data directory, the built SPA) and waits for /healthz. A free
 * port is free only when it is probed: files run side by side, and another one's server or database may take it before
 * this server listens (EADDRINUSE), so the server is then started again on a new port.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= PORT_TAKEN_RETRIES) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startServerOnce(env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rehearse-e2e-'));
  // The embedded database runs as user postgres, which must be able to enter the data directory.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SUPERADMIN_EMAIL: SUPER_ADMIN.email,
      SUPERADMIN_PASSWORD: SUPER_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      const Failure = /EADDRINUSE/.test(output) ? PortTakenError : Error;
      throw new Failure(`server exited early:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
