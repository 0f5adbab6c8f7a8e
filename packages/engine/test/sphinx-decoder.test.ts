import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptionHints } from '../src/adapters/asr-vocabulary/domain-hints.ts';
import { domainVocabulary } from '../src/adapters/asr-vocabulary/domain-vocabulary.ts';
import { fillerLanguageModel } from '../src/adapters/asr-vocabulary/filler-lm.ts';
import { isSpeechWav, pcmWav, toSpeechWav } from '../src/adapters/audio.ts';
import { runTool } from '../src/adapters/run.ts';
import { createSphinxDecoder, type Language } from '../src/adapters/sphinx-decoder.ts';
import { sphinxLibrary } from '../src/adapters/sphinx-library.ts';
import { findBankQuestion } from '../src/bank/index.ts';

const MODEL = '/usr/share/pocketsphinx/model/en-us';
const DICT = join(MODEL, 'cmudict-en-us.dict');
// Words that only one question's vocabulary has: keyset and sharding (backend), ingress and autoscaling
// (DevOps), preload and debounce (frontend). A decoder without that question's words cannot write them.
const ANSWER =
  'We use keyset pagination and sharding for the records. ' +
  'The ingress and the autoscaling keep the service up. ' +
  'In the browser we preload the image and debounce the input.';
const QUESTIONS = [
  'backend-developer-technical-professional-01',
  'devops-engineer-technical-professional-06',
  'frontend-developer-technical-professional-01',
];

const dir = await mkdtemp(join(tmpdir(), 'engine-sphinx-decoder-'));
/** The answer in 2 s pieces of the decoder's own format, as live transcription cuts them. */
const pieces: string[] = [];
/** One request per question: its own hints, so its own words and domain LM. */
let languages: Language[] = [];

beforeAll(async () => {
  const festivalWav = join(dir, 'festival.wav');
  await runTool('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', festivalWav], {
    input: ANSWER,
  });
  const wav = join(dir, 'answer.wav');
  await toSpeechWav(festivalWav, wav);
  const data = await readFile(wav);
  const samples = new Int16Array(data.buffer, data.byteOffset + 44, (data.length - 44) >> 1);
  for (let at = 0; at < samples.length; at += 32_000) {
    const piece = join(dir, `piece-${at}.wav`);
    await writeFile(piece, pcmWav(samples.slice(at, at + 32_000), 16_000));
    pieces.push(piece);
  }
  const fillerLm = await fillerLanguageModel();
  languages = await Promise.all(
    QUESTIONS.map(async (id) => {
      const question = findBankQuestion(id)!;
      const hints = transcriptionHints({ text: question.text, rubric: question, job_title: question.role });
      const files = await domainVocabulary({ dict: DICT, lm: join(MODEL, 'en-us.lm.bin') }, hints);
      return {
        dict: DICT,
        additions: files.additions,
        domainLm: files.domainLm,
        domainWeight: 0.15,
        fillerLm,
        fillerWeight: 0.1,
      };
    }),
  );
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the pocketsphinx decoder pool', () => {
  it('takes its own pieces as they are, and anything else through ffmpeg', async () => {
    expect(await isSpeechWav(pieces[0]!)).toBe(true);
    expect(await isSpeechWav(join(dir, 'festival.wav'))).toBe(false);
  });

  it('makes decoders at once without touching the process-wide log that ps_init would reopen and close', async () => {
    const library = sphinxLibrary().library!;
    // Two answers' first pieces at once: the pool makes two decoders on koffi's threads together.
    const decoder = createSphinxDecoder(library, MODEL);
    const heard = await Promise.all(
      languages.slice(0, 2).map((language, n) => decoder.decode({ ...language, wav: pieces[n]! })),
    );
    expect(heard.every((words) => words.length > 0)).toBe(true);
    // The log stays off: had a decoder been given -logfn, ps_init would have opened a log file in its place (and
    // closed the one before it, which two decoders made at once closed twice; docs/decisions/146).
    expect(library.logFile()).toBeNull();
  }, 60_000);

  it('builds an answer language ahead when asked to, so its first piece waits for none of it', async () => {
    const decoder = createSphinxDecoder(sphinxLibrary().library!, MODEL);
    await decoder.prepare(languages[1]!);
    const prepared = decoder.stats();
    expect(prepared).toEqual({ dictionaryLoads: 1, searchesBuilt: 1 });
    expect((await decoder.decode({ ...languages[1]!, wav: pieces[0]! })).length).toBeGreaterThan(0);
    expect(decoder.stats()).toEqual(prepared);
  }, 60_000);

  it('keeps each answer language built while the pieces of several answers interleave, and hears them the same', async () => {
    const { library } = sphinxLibrary();
    // Piece after piece, each heard for every answer in turn, as live transcription does with several answers.
    const order = pieces.flatMap((wav) => languages.map((language, n) => ({ wav, n })));
    const shared = createSphinxDecoder(library!, MODEL);
    const interleaved = async () => {
      const heard: string[][] = [];
      for (const { wav, n } of order)
        heard.push((await shared.decode({ ...languages[n]!, wav })).map((w) => w.word));
      return heard;
    };
    // The same pieces in the same order through a decoder that only ever has one answer's language (the
    // decoder's running noise estimate follows the audio it heard, so the audio order stays the same).
    const alone: string[][] = [];
    for (const [n, language] of languages.entries()) {
      const decoder = createSphinxDecoder(library!, MODEL);
      for (const [at, { wav }] of order.entries()) {
        const words = (await decoder.decode({ ...language, wav })).map((w) => w.word);
        if (order[at]!.n === n) alone[at] = words;
      }
    }

    expect(await interleaved()).toEqual(alone);
    const warm = shared.stats();
    // Once every answer's words are in the shared dictionary, moving between answers loads and builds nothing.
    await interleaved();
    expect(shared.stats()).toEqual(warm);
    expect(warm.dictionaryLoads).toBeLessThanOrEqual(languages.length);
    expect(alone.flat().length).toBeGreaterThan(20);
  }, 240_000);
});
