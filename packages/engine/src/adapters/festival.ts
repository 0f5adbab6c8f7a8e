import type { AudioFormat, Speaker } from '../ports.ts';
import { encodeQuestionAudio } from './audio.ts';
import { ToolError, runTool } from './run.ts';

const VOICE = 'voice_cmu_us_slt_arctic_hts';

/** Festival reads text from a file or stdin; text2wave takes it on stdin with "-". */
async function festivalWav(text: string): Promise<Buffer> {
  const { stdout } = await runTool('text2wave', ['-eval', `(${VOICE})`, '-o', '/dev/stdout'], {
    input: text,
    timeoutMs: 120_000,
  });
  if (stdout.length < 1000)
    throw new ToolError('Festival produced no audio (is festvox-us-slt-hts installed?)');
  return stdout;
}

async function espeakWav(text: string): Promise<Buffer> {
  const { stdout } = await runTool('espeak-ng', ['-v', 'en-us+klatt', '-s', '160', '--stdout', text], {
    timeoutMs: 60_000,
  });
  return stdout;
}

/** Offline question audio: Festival with the HTS voice, espeak-ng when Festival is missing or fails. */
export function createFestivalSpeaker(): Speaker {
  return {
    name: 'festival',
    async speak(text: string, outPath: string, format: AudioFormat): Promise<void> {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (!clean) throw new Error('There is no text to speak');
      let wav: Buffer;
      try {
        wav = await festivalWav(clean);
      } catch (festivalError) {
        try {
          wav = await espeakWav(clean);
        } catch (espeakError) {
          throw new ToolError(
            `No speech synthesiser worked: ${(festivalError as Error).message}; ${(espeakError as Error).message}`,
          );
        }
      }
      await encodeQuestionAudio(wav, outPath, format);
    },
  };
}
