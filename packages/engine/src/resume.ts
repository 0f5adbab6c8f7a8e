import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * How much of a resume is read, and what reading it may cost (docs/decisions/087). A real resume is one to three
 * pages and a few thousand characters; a hostile PDF is cut off by these long before it hurts the server.
 */
export const RESUME_LIMITS = {
  /** Pages read, from the first; the rest of a longer PDF is ignored. */
  maxPages: 10,
  /** Characters of text kept; reading stops there, even in the middle of a page. */
  maxChars: 20_000,
  /**
   * CPU time of one reading, process start included: what a hostile PDF spends. Counted in CPU rather than wall
   * time so that a busy server does not refuse a real resume (on a loaded 2-core machine a 20 MB stream's 3 s of
   * reading took up to 20 s of wall time).
   */
  cpuMs: 5_000,
  /** Wall time of one reading, a backstop for a reader that waits without using CPU. */
  timeoutMs: 30_000,
  /** V8 heap of the reading process, and its whole resident memory (typed arrays of inflated streams too). */
  heapMb: 128,
  rssMb: 320,
  /** Readings at once (one per core), and readings allowed to wait for a turn before new ones are refused. */
  concurrent: 2,
  waiting: 8,
};
export type ResumeLimits = typeof RESUME_LIMITS;

export type ResumeFailure = 'unreadable' | 'no_text' | 'too_complex' | 'busy';

/** Why a resume gave no text, for the caller to say in its own words. */
export class ResumeError extends Error {
  constructor(
    readonly reason: ResumeFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ResumeError';
  }
}

const READER = fileURLToPath(new URL('./resume-reader.mjs', import.meta.url));
/** The reader answers with at most `maxChars` of text as JSON; anything far beyond that is not an answer. */
const MAX_REPLY_BYTES = 1024 * 1024;
const WATCH_MS = 100;

let running = 0;
const turns: (() => void)[] = [];

async function turn(limits: ResumeLimits): Promise<() => void> {
  if (running >= limits.concurrent) {
    if (turns.length >= limits.waiting)
      throw new ResumeError('busy', 'Too many resumes are being read at once');
    await new Promise<void>((resolve) => turns.push(resolve));
  } else running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = turns.shift();
    if (next) next();
    else running -= 1;
  };
}

/** Resident memory of a process in MB, from /proc (Linux); null where there is none. */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time a process has used in ms (user and system, all its threads), from /proc; null where there is none. */
async function cpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

type ReaderReply = { text?: string; error?: string };

/** Runs the reader process on the PDF within the limits; kills it at the first limit it crosses. */
function readInChildProcess(pdf: Uint8Array, limits: ResumeLimits): Promise<ReaderReply> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${limits.heapMb}`, READER, JSON.stringify(limits)],
      // No inherited NODE_OPTIONS: a loader or a larger heap meant for the server must not reach the reader.
      { stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, NODE_OPTIONS: '' } },
    );
    let stopped: ResumeError | null = null;
    const stop = (error: ResumeError) => {
      stopped ??= error;
      child.kill('SIGKILL');
    };
    const tooComplex = (what: string) => new ResumeError('too_complex', `The resume ${what}`);
    const timer = setTimeout(
      () => stop(tooComplex(`took more than ${limits.timeoutMs} ms to read`)),
      limits.timeoutMs,
    );
    const watch = setInterval(() => {
      void residentMb(child.pid ?? 0).then((mb) => {
        if (mb !== null && mb > limits.rssMb) stop(tooComplex(`needed more than ${limits.rssMb} MB to read`));
      });
      void cpuMs(child.pid ?? 0).then((ms) => {
        if (ms !== null && ms > limits.cpuMs)
          stop(tooComplex(`took more than ${limits.cpuMs} ms of CPU to read`));
      });
    }, WATCH_MS);
    const out: Buffer[] = [];
    let outBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_REPLY_BYTES) stop(tooComplex('reader answered with too much text'));
      else out.push(chunk);
    });
    child.stdin.on('error', () => undefined); // a reader killed early stops reading; its exit tells why
    child.on('error', (error) => {
      clearTimeout(timer);
      clearInterval(watch);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearInterval(watch);
      if (stopped) return reject(stopped);
      try {
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as ReaderReply);
      } catch {
        // No answer: V8 gave up at the heap limit (or the process died some other way).
        reject(tooComplex(`reader stopped (${signal ?? `exit ${code}`}) before it finished`));
      }
    });
    child.stdin.end(pdf);
  });
}

/**
 * The text of a PDF resume: its first `maxPages` pages, at most `maxChars` characters, read in a separate process
 * with bounded time and memory so that no PDF can stall or exhaust the server. A PDF that cannot be parsed, one
 * without a text layer (a scan), one that crosses a limit, or a reader that is too busy gives a ResumeError.
 */
export async function extractResumeText(
  pdf: Buffer | Uint8Array,
  limits: ResumeLimits = RESUME_LIMITS,
): Promise<string> {
  const release = await turn(limits);
  let reply: ReaderReply;
  try {
    reply = await readInChildProcess(pdf, limits);
  } finally {
    release();
  }
  if (reply.error !== undefined || reply.text === undefined)
    throw new ResumeError('unreadable', `The resume could not be read as a PDF: ${reply.error ?? 'no text'}`);
  const clean = reply.text
    // PostgreSQL cannot store a NUL, and no control character is text a planner can use.
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, limits.maxChars);
  if (clean.length < 20)
    throw new ResumeError('no_text', 'The resume has no readable text (is it a scanned image?)');
  return clean;
}
