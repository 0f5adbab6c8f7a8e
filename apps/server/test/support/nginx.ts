import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './process.ts';

const DEPLOY_MD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/deploy.md');

/** Debian's nginx (scripts/setup.mjs installs it for `npm test`); /usr/sbin is not on every PATH. */
function nginxBinary(): string {
  if (spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0) return 'nginx';
  if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error('nginx is not installed: run `node scripts/setup.mjs --browser` (it installs it)');
}

function replaceAll(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`docs/deploy.md's nginx configuration no longer has "${from}"`);
  return text.split(from).join(to);
}

/**
 * The nginx configuration docs/deploy.md tells people to use, as written there, with three changes for a test:
 * the API ports, plain HTTP on `port`, and a response header naming the API process that answered.
 */
export function deployConfiguration(port: number, apiPorts: [number, number]): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(fs.readFileSync(DEPLOY_MD, 'utf8'))?.[1];
  if (!block) throw new Error('docs/deploy.md has no nginx configuration');
  let conf = replaceAll(block, '127.0.0.1:3000', `127.0.0.1:${apiPorts[0]}`);
  conf = replaceAll(conf, '127.0.0.1:3002', `127.0.0.1:${apiPorts[1]}`);
  return replaceAll(
    conf,
    'listen 443 ssl http2;',
    `listen 127.0.0.1:${port};\n    add_header X-Rehearse-Upstream $upstream_addr always;`,
  );
}

export type Nginx = {
  url: string;
  wsUrl: string;
  stderr: () => string;
  stop: () => Promise<void>;
};

/**
 * nginx in the foreground with its own prefix (configuration, pid, logs and temporary files in a temporary
 * directory), as the current user, in front of two API processes; resolves once it proxies /healthz.
 */
export async function startNginx(port: number, apiPorts: [number, number]): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-nginx-'));
  const at = (name: string) => path.join(prefix, name);
  const user = os.userInfo();
  // As root, nginx's workers would otherwise switch to `nobody`, who cannot write into the temporary directory.
  const group = spawnSync('id', ['-gn'], { encoding: 'utf8' }).stdout.trim();
  const conf = [
    user.uid === 0 ? `user ${user.username} ${group};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${at('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${at(kind)};`),
    deployConfiguration(port, apiPorts),
    '}',
  ].join('\n');
  fs.writeFileSync(at('nginx.conf'), conf);
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', at('nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`);
        return (await fetch(`${url}/healthz`).catch(() => null))?.status === 200;
      },
      'nginx in front of the API processes',
      30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, wsUrl: `ws://127.0.0.1:${port}/tws1/connect`, stderr: () => err, stop };
}
