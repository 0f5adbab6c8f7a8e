import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/db/embedded-postgres.ts';
import { cpuSeconds, healthy, runMain, type ServerProcess } from './process.ts';

/** An `api` process (PROCESS_ROLE=api): HTTP, the room's socket, tus. */
export type ApiProcess = ServerProcess & {
  role: 'api';
  name: string;
  port: number;
  url: string;
  wsUrl: string;
  dataDir: string;
  logFile: string;
};

/** A `worker` process (PROCESS_ROLE=worker): the job handlers, and GET /healthz on its own port. */
export type WorkerProcess = ServerProcess & {
  role: 'worker';
  name: string;
  port: number;
  healthUrl: string;
  dataDir: string;
  logFile: string;
};

export type RehearseProcess = ApiProcess | WorkerProcess;

/** What the process's last log lines say: what it was doing when a wait gave up. */
function tail(run: RehearseProcess, chars = 3_000): string {
  const text = fs.existsSync(run.logFile)
    ? fs.readFileSync(run.logFile, 'utf8')
    : run.stdout() + run.stderr();
  return text.slice(-chars);
}

/**
 * Real Rehearse processes (`src/main.ts`, as `npm start` runs it) sharing one PostgreSQL: start `api` and `worker`
 * processes with the common environment, wait for their /healthz, kill them. Every process writes its log to a
 * file in one directory, which is kept (and named in the error) when a wait fails, and removed by `stopAll` otherwise.
 *
 * `dataDir: 'shared'` gives every process one DATA_DIR (STORAGE=local across processes on one machine); `'own'`
 * gives each its own, so a test can check that nothing was written to any process's disk.
 */
export function rehearseProcesses(
  common: Record<string, string>,
  { dataDir }: { dataDir: 'shared' | 'own' },
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-processes-'));
  // Embedded PostgreSQL and the servers may run as another user than root's home allows: keep it enterable.
  fs.chmodSync(root, 0o755);
  const logs = path.join(root, 'logs');
  fs.mkdirSync(logs);
  const shared = path.join(root, 'data');
  const started: RehearseProcess[] = [];
  let keepLogs = false;
  let count = 0;

  const newDataDir = (name: string) => {
    const dir = dataDir === 'shared' ? shared : path.join(root, `data-${name}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    return dir;
  };

  /** Starts `main.ts` as `role`; `cpus` pins it with taskset (e.g. "1" or "0,1"). Does not wait for it. */
  async function start(role: 'api', env?: Record<string, string>, cpus?: string): Promise<ApiProcess>;
  async function start(role: 'worker', env?: Record<string, string>, cpus?: string): Promise<WorkerProcess>;
  async function start(role: 'api' | 'worker', env: Record<string, string> = {}, cpus?: string) {
    const port = await freePort();
    const name = `${role}-${++count}`;
    const dir = newDataDir(name);
    const logFile = path.join(logs, `${name}.log`);
    const portVariable: Record<string, string> =
      role === 'api' ? { PORT: String(port) } : { WORKER_HEALTH_PORT: String(port) };
    const url = `http://127.0.0.1:${port}`;
    // An API's own address is its PUBLIC_URL unless the common environment names the proxy's.
    const own: Record<string, string> = role === 'api' ? { PUBLIC_URL: url } : {};
    const run = runMain(
      { ...own, ...common, DATA_DIR: dir, ...portVariable, ...env, PROCESS_ROLE: role },
      { cpus, logFile },
    );
    const proc: RehearseProcess =
      role === 'api'
        ? {
            ...run,
            role,
            name,
            port,
            url,
            wsUrl: `ws://127.0.0.1:${port}/tws1/connect`,
            dataDir: dir,
            logFile,
          }
        : { ...run, role, name, port, healthUrl: url, dataDir: dir, logFile };
    started.push(proc);
    return proc;
  }

  /**
   * Waits until every process answers 200 on /healthz. The budget is the process's own CPU time, not the clock:
   * a start costs about 10-15 s of CPU (loading the server and the engine's models), and on a machine shared
   * with other tests two starts at once took 50-130 s of wall time at load 14-16 while using no more CPU, so a
   * wall-clock limit measured the neighbours. It fails at once, with the process's log, when one exits (a start
   * failure), when one has used `cpuSeconds` of CPU without being healthy (a start gone wrong), or when one
   * used no CPU at all for `stalledMs` (hung: waiting on something that will not come). `wallMs` only bounds
   * the whole wait. Prints how long each start took, in wall and CPU time, with the load average.
   */
  async function waitHealthy(
    runs: RehearseProcess[],
    { cpuSeconds: cpuBudget = 60, stalledMs = 60_000, wallMs = 600_000 } = {},
  ): Promise<void> {
    const began = Date.now();
    const pending = new Map(runs.map((run) => [run, { cpu: 0, changedAt: Date.now() }]));
    const fail = (run: RehearseProcess, why: string): never => {
      keepLogs = true;
      throw new Error(`${run.name} ${why}; logs in ${logs}:\n${tail(run)}`);
    };
    while (pending.size > 0) {
      for (const [run, progress] of pending) {
        if (run.child.exitCode !== null || run.child.signalCode !== null)
          fail(run, `exited (${run.child.exitCode ?? run.child.signalCode}) before it was healthy`);
        if (await healthy(run.role === 'api' ? run.url : run.healthUrl)) {
          pending.delete(run);
          console.info(
            `${run.name} healthy after ${((Date.now() - began) / 1000).toFixed(1)} s, ` +
              `${cpuSeconds(run.child.pid).toFixed(1)} s CPU (load ${os.loadavg()[0]!.toFixed(1)})`,
          );
          continue;
        }
        const cpu = cpuSeconds(run.child.pid);
        if (cpu > progress.cpu) Object.assign(progress, { cpu, changedAt: Date.now() });
        if (cpu > cpuBudget) fail(run, `used ${cpu.toFixed(0)} s of CPU without being healthy`);
        if (Date.now() - progress.changedAt > stalledMs)
          fail(run, `used no CPU for ${stalledMs / 1000} s without being healthy (hung)`);
        if (Date.now() - began > wallMs) fail(run, `not healthy within ${wallMs / 1000} s`);
      }
      if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGKILL, as a crash or an OOM kill would; resolves once the process is gone. */
  async function kill(run: RehearseProcess): Promise<void> {
    run.child.kill('SIGKILL');
    await run.exited;
  }

  /**
   * Kills every process still running and removes their data and (unless a wait failed, or `failed` says the
   * caller's run did) their logs.
   */
  async function stopAll({ failed = false }: { failed?: boolean } = {}): Promise<void> {
    if (failed) {
      keepLogs = true;
      console.info(`process logs kept in ${logs}`);
    }
    for (const run of started) run.child.kill('SIGKILL');
    await Promise.all(started.map((run) => run.exited));
    if (keepLogs) {
      for (const entry of fs.readdirSync(root))
        if (entry !== 'logs') fs.rmSync(path.join(root, entry), { recursive: true, force: true });
    } else fs.rmSync(root, { recursive: true, force: true });
  }

  return {
    api: (env?: Record<string, string>, cpus?: string) => start('api', env, cpus),
    worker: (env?: Record<string, string>, cpus?: string) => start('worker', env, cpus),
    waitHealthy,
    kill,
    /** A DATA_DIR in the group's directory for an in-process server beside the processes (removed by stopAll). */
    dataDir: newDataDir,
    stopAll,
    /** Every process started so far, killed or not (for checks over all their logs or disks). */
    started: (): readonly RehearseProcess[] => started,
  };
}

export type RehearseProcesses = ReturnType<typeof rehearseProcesses>;
