#!/usr/bin/env node
// `npm test`: the same set-up as `npm start`, then every check in turn. All steps run even after a failure,
// so one run shows everything that is wrong; the exit code is non-zero if any step failed.
import { spawn } from 'node:child_process';
import { root, setup } from './setup.mjs';

/**
 * Each step with the minutes it may take: four to five times what it takes on a 2-core machine (integration about
 * 6 minutes, e2e about 9, on 2026-11-27). A step past them has hung (a deadlock, a test waiting on nothing): it is
 * stopped and reported as such, rather than holding CI until its own limit and saying nothing of where.
 * TEST_STEP_MINUTES sets one limit for every step.
 */
const STEPS = [
  { name: 'typecheck', args: ['run', 'typecheck'], minutes: 10 },
  { name: 'lint', args: ['run', 'lint'], minutes: 10 },
  { name: 'format', args: ['run', 'format:check'], minutes: 5 },
  { name: 'unit', args: ['run', 'test:unit'], counts: 'vitest', minutes: 15 },
  { name: 'integration', args: ['run', 'test:integration'], counts: 'vitest', minutes: 30 },
  { name: 'e2e', args: ['run', 'test:e2e'], counts: 'node', minutes: 40 },
];
const limitMinutes = (step) => Number(process.env.TEST_STEP_MINUTES) || step.minutes;

/** The step running now, stopped with the whole group of processes it started. */
let running = null;
const stopGroup = (child) => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (running) stopGroup(running);
    process.exit(130);
  });

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Reads how many tests passed and failed from a runner's closing lines. */
function countTests(kind, output) {
  const text = stripAnsi(output);
  if (kind === 'vitest') {
    const line = text.match(/^\s*Tests\s+(.*)$/m)?.[1] ?? '';
    return {
      passed: Number(line.match(/(\d+) passed/)?.[1] ?? 0),
      failed: Number(line.match(/(\d+) failed/)?.[1] ?? 0),
    };
  }
  // node's runner prints its counts once per run: e2e runs several files in lanes, so add them up.
  const sum = (pattern) => [...text.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  return { passed: sum(/^\S*\s*pass (\d+)$/gm), failed: sum(/^\S*\s*fail (\d+)$/gm) };
}

/**
 * Names the failing tests and the first line of each one's error, so the last lines of a run (often all a CI page
 * keeps) say what failed, not only how many. A browser wait that timed out also says what it waited for and where
 * in the test (Playwright's call log and the first stack line): "Timeout 30000ms exceeded" alone names no step.
 */
function failures(kind, output) {
  const lines = stripAnsi(output).split('\n');
  const found = [];
  const pattern = kind === 'vitest' ? /^\s*FAIL\s+(.*)$/ : /^✖ (?!failing tests:)(.*)$/;
  for (const [index, line] of lines.entries()) {
    const name = line.match(pattern)?.[1]?.trim();
    if (!name) continue;
    const following = lines.slice(index + 1, index + 12).map((next) => next.trim());
    const error = following
      .slice(0, 7)
      .find((next) => next && !next.startsWith('test at ') && !next.startsWith('❯'));
    const details = [];
    if (error && /Timeout \d+ms exceeded/.test(error)) {
      const waited = following.find((next) => next.startsWith('- waiting for'));
      const where = following.find((next) => /^at .*\.test\.ts:\d+:\d+/.test(next));
      if (waited) details.push(waited);
      if (where) details.push(where.replace(/ \{$/, ''));
    }
    const entry = [name, error, ...details].filter(Boolean).join('\n      ');
    if (!found.includes(entry)) found.push(entry);
  }
  return found.length > 10 ? [...found.slice(0, 10), `and ${found.length - 10} more`] : found;
}

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n[test] ── ${step.name} ──`);
    // A group of its own, so that a hung step is stopped with every process under it (vitest's workers, servers).
    const child = spawn('npm', step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      detached: true,
    });
    running = child;
    const minutes = limitMinutes(step);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${step.name} has run for ${minutes} minutes: stopping it`);
      stopGroup(child);
    }, minutes * 60_000);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      running = null;
      const counts = step.counts ? countTests(step.counts, output) : null;
      const failedTests = code !== 0 && step.counts ? failures(step.counts, output) : [];
      if (timedOut) {
        const last = stripAnsi(output).trim().split('\n').slice(-3).join('\n      ');
        failedTests.unshift(
          `stopped after ${minutes} minutes, still running; its last lines:\n      ${last}`,
        );
      }
      resolve({
        name: step.name,
        ok: code === 0 && !timedOut,
        seconds: (Date.now() - started) / 1000,
        counts,
        failedTests,
      });
    });
  });
}

try {
  setup({ browser: true });
} catch (error) {
  console.error(`[setup] ${error.message}`);
  process.exit(1);
}

const results = [];
for (const step of STEPS) results.push(await runStep(step));

console.log('\n[test] summary');
let passed = 0;
let failed = 0;
for (const result of results) {
  const counts = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)` : '';
  console.log(
    `  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(12)} ${result.seconds.toFixed(1)}s${counts}`,
  );
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
  }
  // A step that failed without a failing test (a crash, a type error) still counts as a failure.
  if (!result.ok && (!result.counts || result.counts.failed === 0)) failed += 1;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
for (const result of results.filter((each) => each.failedTests.length > 0)) {
  console.log(`\n[test] failed in ${result.name}:`);
  for (const entry of result.failedTests) console.log(`  - ${entry}`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
