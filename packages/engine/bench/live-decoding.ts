import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pcmWav, toSpeechWav } from '../src/adapters/audio.ts';
import { createPocketsphinxTranscriber } from '../src/adapters/pocketsphinx.ts';
import { findBankQuestion } from '../src/bank/index.ts';
import { transcriptionHints } from '../src/adapters/asr-vocabulary/domain-hints.ts';
import { synthesise } from './festival-speech.ts';

const ANSWER =
  'I like to review code in small pieces. I read the description first, to know what problem the change solves, ' +
  'then the tests, because they show what the author thinks the code should do. When I comment I separate what ' +
  'must change from what is only my taste, and I explain why, with an example when I can. If a review needs more ' +
  'than a few rounds I suggest we talk for ten minutes instead, because a short conversation often settles what a ' +
  'long thread of comments cannot, and then one of us writes down what we agreed.';
/** Questions of different roles: each answer has its own hints, so its own dictionary lines and domain LM. */
const QUESTIONS = [
  'backend-developer-technical-professional-01',
  'devops-engineer-technical-professional-06',
  'frontend-developer-technical-professional-01',
  'full-stack-developer-technical-professional-01',
  'support-engineer-technical-professional-01',
];
const PIECE_SAMPLES = 2 * 16_000;

/** CPU seconds of this process and the children it waited for (ffmpeg), from /proc. */
async function cpuSeconds(): Promise<number> {
  const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * Live decoding's CPU per second of speech (docs/decisions/134): one Festival answer cut into 2 s pieces, decoded
 * as live transcription does (each answer's pieces one after another, the answers at once), for one
 * answer and for five answers to five questions at once, each with a fresh transcriber.
 */
export async function printLiveDecodingFigures() {
  const dir = await mkdtemp(join(tmpdir(), 'rehearse-bench-live-'));
  try {
    const wav = join(dir, 'answer.wav');
    await toSpeechWav(await synthesise(ANSWER), wav);
    const data = await readFile(wav);
    const samples = new Int16Array(data.buffer, data.byteOffset + 44, (data.length - 44) >> 1);
    const pieces: string[] = [];
    for (let at = 0; at < samples.length; at += PIECE_SAMPLES) {
      pieces.push(join(dir, `piece-${at}.wav`));
      await writeFile(pieces.at(-1)!, pcmWav(samples.slice(at, at + PIECE_SAMPLES), 16_000));
    }
    const seconds = samples.length / 16_000;
    const hints = QUESTIONS.map((id) => {
      const question = findBankQuestion(id)!;
      return transcriptionHints({ text: question.text, rubric: question, job_title: question.role });
    });
    for (const answers of [1, 5]) {
      const transcriber = createPocketsphinxTranscriber();
      await transcriber.transcribe(pieces[0]!); // loads the decoder, as a running server has
      const before = await cpuSeconds();
      const started = Date.now();
      // Each answer's pieces one after another, the answers at once (the transcriber decodes one per core).
      await Promise.all(
        hints.slice(0, answers).map(async (h) => {
          for (const piece of pieces) await transcriber.transcribe(piece, { hints: h });
        }),
      );
      const cpu = (await cpuSeconds()) - before;
      console.log(
        `Live decoding, ${answers} answer${answers > 1 ? 's' : ''} at once (${pieces.length} pieces of 2 s each): ` +
          `${(cpu / seconds / answers).toFixed(3)} s of CPU per second of speech, ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s for ${(seconds * answers).toFixed(0)} s of speech`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
