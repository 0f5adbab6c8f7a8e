#!/usr/bin/env node
// `npm start`: set everything up, then run the server in the foreground until SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, setup } from './setup.mjs';

try {
  setup();
} catch (error) {
  console.error(`[setup] ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  // The IPC channel lets the server notice if this process dies without passing a signal on (it then stops too).
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});

// The server stops the embedded database itself; pass the first signal on and wait for it to finish. Ctrl+C
// reaches the server directly too (same process group); it ignores repeats, and so do we (ADR 083).
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
