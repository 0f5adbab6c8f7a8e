import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
};

/**
 * Runs `src/main.ts` the way `npm start` does, with exactly the given environment (plus PATH). `cpus` pins it
 * (and every process it starts, such as ffmpeg) to those cores with `taskset -c`, which execs node in its place,
 * so the child's pid is the server's. `logFile` receives stdout and stderr as they come.
 */
export function runMain(
  env: Record<string, string>,
  { cpus, logFile }: { cpus?: string; logFile?: string } = {},
): ServerProcess {
  const node = [process.execPath, '--import', 'tsx', 'src/main.ts'];
  const [command, ...args] = cpus ? ['taskset', '-c', cpus, ...node] : node;
  const child = spawn(command!, args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logFile ? fs.createWriteStream(logFile) : null;
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => {
    out += chunk;
    log?.write(chunk);
  });
  child.stderr!.on('data', (chunk) => {
    err += chunk;
    log?.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      log?.end();
      resolve(code);
    }),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/**
 * The phases of a long multi-process test with their times since `phaseTimer` was called, each printed as it
 * passes so a failure shows how far the run got.
 */
export function phaseTimer(file: string) {
  const began = Date.now();
  const phases: string[] = [];
  return {
    phases,
    mark(phase: string) {
      phases.push(`${phase} ${((Date.now() - began) / 1000).toFixed(1)} s`);
      console.info(`${path.basename(file)}: ${phases.at(-1)}`);
    },
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** GET /healthz answered 200; a server that does not answer within 5 s counts as not healthy yet. */
export async function healthy(url: string) {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on Linux

/**
 * CPU time a process has used, in seconds, with the children it has waited for (ffmpeg, for example): fields
 * 14-17 of /proc/<pid>/stat. 0 once the process is gone.
 */
export function cpuSeconds(pid: number | undefined, which: 'all' | 'children' = 'all'): number {
  if (pid === undefined) return 0;
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // After "pid (name) ", fields start at the third.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, then cutime, cstime: the children it waited for (ffmpeg, Festival).
  const ticks = which === 'all' ? fields.slice(11, 15) : fields.slice(13, 15);
  return ticks.reduce((sum, tick) => sum + Number(tick), 0) / TICKS_PER_SECOND;
}
