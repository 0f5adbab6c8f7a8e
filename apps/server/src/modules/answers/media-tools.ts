import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { ANSWER_SECONDS } from '@rehearse/contracts';

const run = promisify(execFile);

/**
 * The most of an answer any audio path decodes: SPEC's 120 s answer time limit plus a margin for the recorder's
 * last chunk. A longer recording (3 hours of silence fit in a 2 MB FLAC) is cut here, never decoded to its end
 * (docs/decisions/088).
 */
export const ANSWER_AUDIO_SECONDS = ANSWER_SECONDS + 15;
/** ffmpeg's `-t` before an input: reading stops at the answer's limit. */
export const answerLimit = ['-t', String(ANSWER_AUDIO_SECONDS)];

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
  ffmpeg([...answerLimit, '-i', input, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', output]);

/** MediaRecorder webm has no duration or cues; a stream copy writes them so the report's player can seek. */
export const remuxForPlayback = (input: string, output: string) =>
  ffmpeg([...answerLimit, '-i', input, '-c', 'copy', '-f', 'webm', output]);

/** Samples of speech in a WAV written by `extractSpeech` (16-bit mono after its 44-byte header). */
export const speechWavSamples = async (wav: string) => ((await stat(wav)).size - 44) / 2;
