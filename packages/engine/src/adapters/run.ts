import { spawn } from 'node:child_process';

/** How to get a missing tool, for the error message. */
const INSTALL_HINT: Record<string, string> = {
  ffmpeg: 'apt-get install ffmpeg',
  pocketsphinx_continuous: 'apt-get install pocketsphinx pocketsphinx-en-us',
  text2wave: 'apt-get install festival festvox-us-slt-hts',
  'espeak-ng': 'apt-get install espeak-ng',
};

export class ToolError extends Error {}

/** Runs a tool to completion; a missing tool, a non-zero exit or a timeout becomes a ToolError that says which. */
export function runTool(
  command: string,
  args: string[],
  options: { input?: Buffer | string; timeoutMs?: number } = {},
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new ToolError(`${command} did not finish within ${Math.round((options.timeoutMs ?? 0) / 1000)} s`),
      );
    }, options.timeoutMs ?? 300_000);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT') {
        const hint = INSTALL_HINT[command];
        reject(new ToolError(`${command} is not installed${hint ? ` (install it with: ${hint})` : ''}`));
      } else reject(new ToolError(`${command} could not start: ${error.message}`));
    });
    child.stdin.on('error', () => {}); // the tool may exit before reading all input; its exit code tells
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr });
      else
        reject(
          new ToolError(
            `${command} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();
  });
}
