import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function ffmpeg(args: string[]) {
  try {
    await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args], {
      timeout: 120_000,
      maxBuffer: 4 * 1024 * 1024,
    });
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? '')
      .trim()
      .split('\n')
      .slice(-3)
      .join(' ');
    throw new Error(`ffmpeg failed: ${stderr || (err as Error).message}`);
  }
}

/** The answer's speech as 16 kHz mono 16-bit WAV, what the transcriber and pitch analysis read best. */
export const extractSpeech = (input: string, output: string) =>
  ffmpeg(['-i', input, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', output]);

/** MediaRecorder webm has no duration or cues; a stream copy writes them so the report's player can seek. */
export const remuxForPlayback = (input: string, output: string) =>
  ffmpeg(['-i', input, '-c', 'copy', '-f', 'webm', output]);
