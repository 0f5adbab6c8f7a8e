#!/usr/bin/env node
// One-time and incremental set-up shared by `npm start` and `npm test`.
// Plain Node with no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const log = (message) => console.log(`[setup] ${message}`);

/** What the product needs from the system, and how to tell whether it is there. */
const SYSTEM_NEEDS = [
  { pkg: 'ffmpeg', present: () => onPath('ffmpeg') },
  { pkg: 'espeak-ng', present: () => onPath('espeak-ng') },
  { pkg: 'festival', present: () => onPath('text2wave') },
  {
    pkg: 'festvox-us-slt-hts',
    present: () => existsSync('/usr/share/festival/voices/us/cmu_us_slt_arctic_hts'),
  },
  { pkg: 'pocketsphinx', present: () => onPath('pocketsphinx_continuous') },
  { pkg: 'pocketsphinx-en-us', present: () => existsSync('/usr/share/pocketsphinx/model/en-us/en-us') },
];
// What `npm test` needs besides: the browser for e2e, nginx for the scale-out test (apps/server/test/scale-out.test.ts).
const BROWSER_NEEDS = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'nginx', present: () => onPath('nginx') || existsSync('/usr/sbin/nginx') },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node.js 20.19 or newer is needed; this is ${process.versions.node}.`);
  }
}

function installSystemPackages({ browser }) {
  const needs = browser ? [...SYSTEM_NEEDS, ...BROWSER_NEEDS] : SYSTEM_NEEDS;
  const missing = needs.filter((need) => !need.present()).map((need) => need.pkg);
  if (missing.length === 0) return;
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const hasApt = onPath('apt-get');
  if (!hasApt || (!isRoot && !hasSudo)) {
    console.error(
      `[setup] Missing system packages: ${missing.join(', ')}.\n` +
        `[setup] Install them, then run this command again:\n\n` +
        `    sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive ${install}\n`,
    );
    process.exit(1);
  }
  log(`installing system packages: ${missing.join(', ')}`);
  // sudo resets the environment, so the non-interactive switch goes through env(1).
  const prefix = isRoot ? ['env'] : ['sudo', '-n', 'env'];
  const apt = (...args) =>
    run(prefix[0], [...prefix.slice(1), 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  apt('update', '-qq');
  apt('install', '-y', '--no-install-recommends', ...missing);
}

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
}

function installNodeModules() {
  const stamp = path.join(root, 'node_modules', '.rehearse-lock-hash');
  const wanted = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  log('installing npm dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, wanted);
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Builds the SPA when any of its inputs is newer than the last build. */
export function buildWeb({ force = false } = {}) {
  const web = path.join(root, 'apps/web');
  const built = path.join(web, 'dist/index.html');
  const inputs = [web, path.join(root, 'packages/contracts/src')];
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (!force && builtAt > Math.max(...inputs.map(newestMtime))) return;
  log('building the web app');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

export function setup({ browser = false } = {}) {
  checkNode();
  installSystemPackages({ browser });
  installNodeModules();
  buildWeb();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    setup({ browser: process.argv.includes('--browser') });
    log('ready');
  } catch (error) {
    console.error(`[setup] ${error.message}`);
    process.exit(1);
  }
}
