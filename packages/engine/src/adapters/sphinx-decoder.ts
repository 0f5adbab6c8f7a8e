import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranscriptWord } from '../types.ts';
import { headWord } from './asr-vocabulary/model-words.ts';
import type { SphinxLibrary } from './sphinx-library.ts';

/** What one decoding uses: the (extended) dictionary, and a domain ARPA LM mixed into the general one. */
export type DecodeRequest = {
  wav: string;
  /** The dictionary file; with `additions`, the model's dictionary they extend. */
  dict: string;
  /**
   * Lines the decoding needs beyond `dict` (a word's lines there are replaced). The decoders then share one
   * dictionary, `dict` with every line asked for so far, and load it again only when it grows: a dictionary of its
   * own per answer would be loaded (0.8 s) each time a decoder moves to another answer.
   */
  additions?: readonly string[];
  domainLm?: string;
  domainWeight: number;
  /** A unigram LM of hesitations only (um, uh...), mixed in at this weight: a floor for fillers anywhere. */
  fillerLm?: string;
  fillerWeight?: number;
};
/** What makes a decoding's search: everything in a request but its audio. */
export type Language = Omit<DecodeRequest, 'wav'>;
export type SphinxDecoder = {
  decode(request: DecodeRequest): Promise<TranscriptWord[]>;
  /** Builds the request's language on a decoder now, for the decodings that will ask for it. */
  prepare(request: Language): Promise<void>;
  /** Dictionaries loaded and searches built since the start: the work that reuse saves (tests, benchmarks). */
  stats(): { dictionaryLoads: number; searchesBuilt: number };
};

/** Samples per ps_process_raw call and the frame rate of the en-us model, as pocketsphinx_continuous uses them. */
const CHUNK = 2048;
const FRAMES_PER_SECOND = 100;
const ARPA = 1;
/**
 * Languages (searches) a decoder keeps built, least recently used dropped first. Building one costs 1-2 s of CPU
 * (mixing the LMs, the lexicon tree) where switching to a kept one takes under a millisecond; each kept one holds
 * about 40 MB (measured here: 8 kept searches added 335 MB to one decoder). Four per decoder cover the answers of a
 * few people speaking at once to a couple of questions each (docs/decisions/134).
 */
const KEPT_LANGUAGES = 4;
/**
 * A piece whose language is built on a busy decoder waits this long for it before a free decoder builds the
 * language too: a 2 s piece decodes in about 0.4 s, a build costs 1-2 s.
 */
const WAIT_FOR_BUILT_MS = 1500;

type Pointer = unknown;
/** A dictionary a decoder loaded: a file (generation 0), or the shared one of a base at some generation. */
type Dictionary = { key: string; generation: number };
type Instance = {
  ps: Pointer;
  config: Pointer;
  general: Pointer;
  dict?: Dictionary;
  /** Built searches by language, in order of last use (the first is the least recently used). */
  languages: Map<string, string>;
  /** Names the searches of this decoder, each once. */
  built: number;
  busy: boolean;
};
type SharedDictionary = {
  /** Lines by entry ("word" or "word(2)"). */
  lines: Map<string, string>;
  /** Grows by one when a line is added after the current generation's file was asked for. */
  generation: number;
  files: Map<number, Promise<string>>;
  /** Decoders loading each generation's file: it is not removed under them. */
  loading: Map<number, number>;
};
type Waiting = {
  language: string;
  dict: Dictionary;
  since: number;
  resolve: (instance: Instance) => void;
  reject: (error: Error) => void;
};

/** Everything that makes one decoding's search: the same language reuses a built search. */
function languageOf(request: Language): string {
  return JSON.stringify([
    request.dict,
    !!request.additions,
    request.domainLm,
    request.domainWeight,
    request.fillerLm,
    request.fillerWeight,
  ]);
}

/**
 * A decoder's configuration: the model's acoustic model and dictionary, and the search's arguments. No -logfn: the
 * library's log is off for the whole process (sphinxLibrary), and ps_init would reopen it (docs/decisions/146).
 */
export function decoderConfig(lib: SphinxLibrary, modelDir: string, extraArgs: string[] = []): unknown {
  const argv = ['-hmm', join(modelDir, 'en-us'), '-dict', join(modelDir, 'cmudict-en-us.dict'), ...extraArgs];
  const config = lib.cmdLnParse(null, lib.psArgs(), argv.length, argv, 1);
  if (!config) throw new Error('pocketsphinx rejected its configuration');
  return config;
}

/**
 * Decoders of the pocketsphinx library, one per core at most, each reused across answers (the acoustic model and
 * the 27 MB general LM are read once per decoder). Per answer the decoder gets the answer's dictionary and the
 * general LM interpolated with the domain LM. Utterances are cut at silences exactly as pocketsphinx_continuous
 * does with -infile, so the output matches the CLI word for word with the same LM.
 *
 * Several answers are transcribed live at once, each in 2 s pieces, each with its own language: a piece goes to a
 * decoder that has its language built (waiting a little for a busy one), so that a language is built about once
 * per answer rather than once per piece (docs/decisions/134).
 */
export function createSphinxDecoder(
  lib: SphinxLibrary,
  modelDir: string,
  extraArgs: string[] = [],
): SphinxDecoder {
  const instances: Instance[] = [];
  const waiting: Waiting[] = [];
  let creating = 0;
  let timer: NodeJS.Timeout | undefined;
  const limit = availableParallelism();
  const shared = new Map<string, SharedDictionary>();
  const counts = { dictionaryLoads: 0, searchesBuilt: 0 };
  let sharedDir: Promise<string> | undefined;
  const bases = new Map<string, Promise<string[]>>();
  /** The base dictionary's lines, read once: every generation of the shared dictionary starts from them. */
  const baseLines = (base: string) => {
    let lines = bases.get(base);
    if (!lines) {
      lines = readFile(base, 'utf8').then((text) => text.split('\n'));
      bases.set(base, lines);
      lines.catch(() => bases.delete(base));
    }
    return lines;
  };

  /** Adds the request's lines to the shared dictionary of its base: the generation that has them all. */
  function dictionaryOf(request: Language): Dictionary {
    if (!request.additions) return { key: request.dict, generation: 0 };
    let union = shared.get(request.dict);
    if (!union) {
      union = { lines: new Map(), generation: 1, files: new Map(), loading: new Map() };
      shared.set(request.dict, union);
    }
    let grew = false;
    for (const line of request.additions) {
      const entry = line.slice(0, line.indexOf(' '));
      if (union.lines.get(entry) !== line) {
        union.lines.set(entry, line);
        grew = true;
      }
    }
    if (grew && union.files.has(union.generation)) union.generation += 1;
    return { key: request.dict, generation: union.generation };
  }

  /** The file of the shared dictionary's newest generation, written once. */
  function sharedFile(base: string, union: SharedDictionary): { generation: number; file: Promise<string> } {
    const generation = union.generation;
    let file = union.files.get(generation);
    if (!file) {
      const lines = [...union.lines.values()];
      const replaced = new Set([...union.lines.keys()].map(headWord));
      file = (async () => {
        sharedDir ??= mkdtemp(join(tmpdir(), 'rehearse-sphinx-dict-'));
        const path = join(await sharedDir, `words-${shared.size}-${generation}.dict`);
        const kept = (await baseLines(base)).filter((line) => line && !replaced.has(headWord(line)));
        await writeFile(path, `${kept.join('\n')}\n${lines.join('\n')}\n`);
        return path;
      })();
      union.files.set(generation, file);
      file.catch(() => union.files.delete(generation));
    }
    return { generation, file };
  }

  /** Removes the shared dictionary files older than the newest that no decoder is loading. */
  function prune(union: SharedDictionary) {
    for (const [generation, file] of union.files)
      if (generation < union.generation && !union.loading.get(generation)) {
        union.files.delete(generation);
        void file.then((path) => rm(path, { force: true })).catch(() => undefined);
      }
  }

  /** Whether the decoder's dictionary has every word this request needs. */
  const covers = (d: Instance, dict: Dictionary) =>
    !!d.dict && d.dict.key === dict.key && d.dict.generation >= dict.generation;

  async function create(): Promise<Instance> {
    const lm = join(modelDir, 'en-us.lm.bin');
    const config = decoderConfig(lib, modelDir, extraArgs);
    const ps = await lib.psInit(config);
    if (!ps) throw new Error(`pocketsphinx could not load the model in ${modelDir}`);
    const general = await lib.readModel(config, lm, 0, lib.getLogmath(ps));
    if (!general) throw new Error(`pocketsphinx could not read ${lm}`);
    return { ps, config, general, languages: new Map(), built: 0, busy: false };
  }

  /** Which free decoder takes this piece now, if any: one with its language built, else the cheapest to build on. */
  function choose(request: Waiting, free: Instance[], now: number): Instance | undefined {
    const built = free.find((d) => d.languages.has(request.language) && covers(d, request.dict));
    if (built) return built;
    const elsewhere = instances.some((d) => d.busy && d.languages.has(request.language));
    if (elsewhere && now - request.since < WAIT_FOR_BUILT_MS) return undefined;
    // A dictionary that has the words first (loading one takes about 0.8 s and drops the decoder's searches),
    // then the fewest searches kept.
    return [...free].sort(
      (a, b) =>
        Number(covers(b, request.dict)) - Number(covers(a, request.dict)) ||
        a.languages.size - b.languages.size,
    )[0];
  }

  /** Hands free decoders to waiting pieces, in order of arrival, and makes a decoder when none is free. */
  function dispatch() {
    const now = Date.now();
    for (let i = 0; i < waiting.length;) {
      const free = instances.filter((d) => !d.busy);
      if (!free.length) break;
      const instance = choose(waiting[i]!, free, now);
      if (!instance) {
        i += 1;
        continue;
      }
      const [next] = waiting.splice(i, 1);
      instance.busy = true;
      next!.resolve(instance);
    }
    if (waiting.length && instances.every((d) => d.busy) && instances.length + creating < limit) {
      creating += 1;
      create()
        .then((instance) => instances.push(instance))
        .catch((error: Error) => {
          // With no decoder at all, nobody could take these pieces.
          if (!instances.length && creating === 1) for (const w of waiting.splice(0)) w.reject(error);
        })
        .finally(() => {
          creating -= 1;
          dispatch();
        });
    }
    clearTimeout(timer);
    if (waiting.length) {
      const due = Math.min(...waiting.map((w) => w.since + WAIT_FOR_BUILT_MS)) - now;
      timer = setTimeout(dispatch, Math.max(due, 10)).unref();
    }
  }

  function acquire(request: Language, dict: Dictionary): Promise<Instance> {
    return new Promise((resolve, reject) => {
      waiting.push({ language: languageOf(request), dict, since: Date.now(), resolve, reject });
      dispatch();
    });
  }

  /** Loads the dictionary the request needs (the shared one at its newest generation), dropping every search. */
  async function loadDictionary(d: Instance, request: Language) {
    // Loading a dictionary rebuilds every search of the decoder: drop them first, they were for the old words.
    for (const old of [...d.languages.keys()]) await forget(d, old);
    d.dict = undefined;
    const union = request.additions ? shared.get(request.dict) : undefined;
    counts.dictionaryLoads += 1;
    if (!union) {
      if ((await lib.loadDict(d.ps, request.dict, null, null)) < 0)
        throw new Error(`Cannot load ${request.dict}`);
      d.dict = { key: request.dict, generation: 0 };
      return;
    }
    const { generation, file } = sharedFile(request.dict, union);
    union.loading.set(generation, (union.loading.get(generation) ?? 0) + 1);
    try {
      const path = await file;
      if ((await lib.loadDict(d.ps, path, null, null)) < 0) throw new Error(`Cannot load ${path}`);
      d.dict = { key: request.dict, generation };
    } finally {
      union.loading.set(generation, union.loading.get(generation)! - 1);
      prune(union);
    }
  }

  function release(instance: Instance) {
    instance.busy = false;
    dispatch();
  }

  async function forget(d: Instance, language: string) {
    const name = d.languages.get(language);
    d.languages.delete(language);
    if (name) await lib.unsetSearch(d.ps, name);
  }

  async function useLanguage(d: Instance, request: Language, dict: Dictionary) {
    const language = languageOf(request);
    const kept = covers(d, dict) ? d.languages.get(language) : undefined;
    if (kept) {
      d.languages.delete(language);
      d.languages.set(language, kept);
      if (lib.setSearch(d.ps, kept) < 0)
        throw new Error('pocketsphinx could not switch to the answer language');
      return;
    }
    if (!covers(d, dict)) await loadDictionary(d, request);
    while (d.languages.size >= KEPT_LANGUAGES) await forget(d, d.languages.keys().next().value!);
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
      lm = await lib.modelSet(d.config, models, names, [general, ...weights], models.length);
      if (!lm) throw new Error('Cannot interpolate the language models');
    }
    d.built += 1;
    counts.searchesBuilt += 1;
    const name = `answer-${d.built}`;
    if ((await lib.setLm(d.ps, name, lm)) < 0 || lib.setSearch(d.ps, name) < 0) {
      await lib.unsetSearch(d.ps, name);
      throw new Error('pocketsphinx could not switch to the answer language model');
    }
    d.languages.set(language, name);
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

  /** Runs `work` on a decoder switched to the request's language. */
  async function withLanguage<T>(request: Language, work: (d: Instance) => Promise<T>): Promise<T> {
    const dict = dictionaryOf(request);
    const d = await acquire(request, dict);
    try {
      await useLanguage(d, request, dict);
      return await work(d);
    } finally {
      release(d);
    }
  }

  return {
    decode: (request) => withLanguage(request, (d) => run(d, request.wav)),
    prepare: (request) => withLanguage(request, async () => undefined),
    stats: () => ({ ...counts }),
  };
}
