#!/usr/bin/env node
// Runs e2e/tests/*.test.ts with node's test runner (each file starts its own server and database). Files that
// hold whole interviews in real time spend most of their minutes waiting on the clock, so two of them run one after
// the other while every other file runs beside them; then the room's own timing test (interview-room-live: its
// follow-up depends on how fast speech is decoded) runs alone.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(path.join(here, 'tests'))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

if (files.length === 0) {
  console.error('e2e: no test files found');
  process.exit(1);
}

/** Real-time interview files that run beside the others, in this order, and the one that runs alone after. */
const BESIDE = ['interview.test.ts', 'progress-and-retake.test.ts'];
const ALONE = ['interview-room-live.test.ts'];
const present = (names) => names.filter((file) => files.includes(file));
const others = files.filter((file) => !BESIDE.includes(file) && !ALONE.includes(file));

/** Node's test runner over some files, one at a time; output as it goes (live) or in one piece at the end. */
function run(lane, live) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        ...lane.map((file) => path.join('tests', file)),
      ],
      { cwd: here, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code, signal) => {
      if (!live) process.stdout.write(`\ne2e lane: ${lane.join(', ')}\n${output}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const lanes = [present(BESIDE), others].filter((lane) => lane.length > 0);
const codes = await Promise.all(lanes.map((lane, i) => run(lane, i === 0)));
if (present(ALONE).length > 0) codes.push(await run(present(ALONE), true));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
