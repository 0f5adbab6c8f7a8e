#!/usr/bin/env node
// Runs every e2e/tests/*.test.ts with node's test runner, one file at a time (each starts its own server).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(path.join(here, 'tests'))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort()
  .map((file) => path.join('tests', file));

if (files.length === 0) {
  console.error('e2e: no test files found');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { cwd: here, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
