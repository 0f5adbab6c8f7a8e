import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { TranscriptWord } from '../types.ts';
import type { SphinxLibrary } from './sphinx-library.ts';

/** What one decoding uses: the (extended) dictionary, and a domain ARPA LM mixed into the general one. */
export type DecodeRequest = {
  wav: string;
  dict: string;
  domainLm?: string;
  domainWeight: number;
  /** A unigram LM of hesitations only (um, uh...), mixed in at this weight: a floor for fillers anywhere. */
  fillerLm?: string;
  fillerWeight?: number;
};
export type SphinxDecoder = { decode(request: DecodeRequest): Promise<TranscriptWord[]> };

/** Samples per ps_process_raw call and the frame rate of the en-us model, as pocketsphinx_continuous uses them. */
const CHUNK = 2048;
const FRAMES_PER_SECOND = 100;
const ARPA = 1;

type Pointer = unknown;
type Instance = {
  ps: Pointer;
  config: Pointer;
  general: Pointer;
  dict?: string;
  /** The language of the current search: a decoding with the same one reuses it. */
  language?: string;
  searches: number;
};

/**
 * Decoders of the pocketsphinx library, one per core at most, each reused across answers (the acoustic model and
 * the 27 MB general LM are read once per decoder). Per answer the decoder gets the answer's dictionary and the
 * general LM interpolated with the domain LM. Utterances are cut at silences exactly as pocketsphinx_continuous
 * does with -infile, so the output matches the CLI word for word with the same LM.
 */
export function createSphinxDecoder(
  lib: SphinxLibrary,
  modelDir: string,
  extraArgs: string[] = [],
): SphinxDecoder {
  const idle: Instance[] = [];
  const waiting: ((instance: Instance) => void)[] = [];
  let created = 0;
  const limit = availableParallelism();

  async function create(): Promise<Instance> {
    const lm = join(modelDir, 'en-us.lm.bin');
    const argv = ['-hmm', join(modelDir, 'en-us'), '-dict', join(modelDir, 'cmudict-en-us.dict')];
    const config = lib.cmdLnParse(
      null,
      lib.psArgs(),
      argv.length + extraArgs.length + 2,
      [...argv, '-logfn', '/dev/null', ...extraArgs],
      1,
    );
    if (!config) throw new Error('pocketsphinx rejected its configuration');
    const ps = await lib.psInit(config);
    if (!ps) throw new Error(`pocketsphinx could not load the model in ${modelDir}`);
    const general = await lib.readModel(config, lm, 0, lib.getLogmath(ps));
    if (!general) throw new Error(`pocketsphinx could not read ${lm}`);
    return { ps, config, general, searches: 0 };
  }

  async function acquire(): Promise<Instance> {
    const free = idle.pop();
    if (free) return free;
    if (created < limit) {
      created += 1;
      return create().catch((error: Error) => {
        created -= 1;
        throw error;
      });
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(instance: Instance) {
    const next = waiting.shift();
    if (next) next(instance);
    else idle.push(instance);
  }

  async function useLanguage(d: Instance, request: DecodeRequest) {
    // Building the search (mixing the LMs, the lexicon tree) costs about a second; the pieces of one answer, decoded
    // while it uploads, all ask for the same language.
    const language = JSON.stringify([
      request.dict,
      request.domainLm,
      request.domainWeight,
      request.fillerLm,
      request.fillerWeight,
    ]);
    if (d.language === language) return;
    d.language = undefined;
    if (d.dict !== request.dict) {
      if ((await lib.loadDict(d.ps, request.dict, null, null)) < 0)
        throw new Error(`Cannot load ${request.dict}`);
      d.dict = request.dict;
    }
    lib.retainModel(d.general); // the set owns (and frees) what it is given; the general LM lives on
    const models = [d.general];
    const names = ['general'];
    const weights: number[] = [];
    const mix = async (path: string, name: string, weight: number) => {
      const model = await lib.readModel(d.config, path, ARPA, lib.getLogmath(d.ps));
      if (!model) throw new Error(`Cannot read the ${name} language model ${path}`);
      models.push(model);
      names.push(name);
      weights.push(weight);
    };
    if (request.domainLm) await mix(request.domainLm, 'domain', request.domainWeight);
    if (request.fillerLm && request.fillerWeight) await mix(request.fillerLm, 'filler', request.fillerWeight);
    let lm = d.general;
    if (models.length > 1) {
      const general = 1 - weights.reduce((a, b) => a + b, 0);
      lm = lib.modelSet(d.config, models, names, [general, ...weights], models.length);
      if (!lm) throw new Error('Cannot interpolate the language models');
    }
    // Two names in turn: the new search is built beside the current one, then the old one (its lexicon tree is
    // tens of MB) is freed once it is no longer current.
    d.searches += 1;
    const name = `answer-${d.searches % 2}`;
    if ((await lib.setLm(d.ps, name, lm)) < 0 || lib.setSearch(d.ps, name) < 0) {
      throw new Error('pocketsphinx could not switch to the answer language model');
    }
    if (d.searches > 1) lib.unsetSearch(d.ps, `answer-${(d.searches + 1) % 2}`);
    d.language = language;
  }

  async function run(d: Instance, wav: string): Promise<TranscriptWord[]> {
    const data = await readFile(wav);
    // 16-bit mono at 16 kHz after a 44-byte header (toSpeechWav writes exactly that).
    const samples = new Int16Array(data.buffer, data.byteOffset + 44, (data.length - 44) >> 1);
    const words: TranscriptWord[] = [];
    const collect = () => {
      for (let seg = lib.segIter(d.ps); seg; seg = lib.segNext(seg)) {
        const start = [0];
        const end = [0];
        lib.segFrames(seg, start, end);
        const word = lib.segWord(seg) as string;
        words.push({ word, start: start[0]! / FRAMES_PER_SECOND, end: end[0]! / FRAMES_PER_SECOND });
      }
    };
    lib.startStream(d.ps);
    lib.startUtt(d.ps);
    let inUtterance = false;
    for (let i = 0; i < samples.length; i += CHUNK) {
      const chunk = samples.slice(i, i + CHUNK);
      await lib.processRaw(d.ps, chunk, chunk.length, 0, 0);
      const speech = lib.inSpeech(d.ps);
      if (speech) inUtterance = true;
      else if (inUtterance) {
        await lib.endUtt(d.ps);
        collect();
        lib.startUtt(d.ps);
        inUtterance = false;
      }
    }
    await lib.endUtt(d.ps);
    if (inUtterance) collect();
    return words;
  }

  return {
    async decode(request) {
      const d = await acquire();
      try {
        await useLanguage(d, request);
        return await run(d, request.wav);
      } finally {
        release(d);
      }
    },
  };
}
