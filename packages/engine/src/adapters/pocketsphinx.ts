import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranscribeOptions, Transcriber } from '../ports.ts';
import type { Transcript, TranscriptWord } from '../types.ts';
import { domainVocabulary } from './asr-vocabulary/domain-vocabulary.ts';
import { fillerLanguageModel } from './asr-vocabulary/filler-lm.ts';
import { readableText } from '../lib/readable-transcript.ts';
import { writtenForms } from './asr-vocabulary/written-forms.ts';
import { isSpeechWav, toSpeechWav } from './audio.ts';
import { ToolError, runTool } from './run.ts';
import { createSphinxDecoder, type Language, type SphinxDecoder } from './sphinx-decoder.ts';
import { sphinxLibrary } from './sphinx-library.ts';

const MODEL = '/usr/share/pocketsphinx/model/en-us';
/**
 * Search limits: at most 4,000 active HMMs and 10 word exits per frame (defaults: 30,000 and unlimited). They cut
 * live decoding's CPU by about 12 % (whole files ~10 %) at the same words, with and without hints, and the same
 * fillers (docs/decisions/135); 3,000 HMMs began to cost words without hints.
 */
const SEARCH_LIMITS = ['-maxhmmpf', '4000', '-maxwpf', '10'];

/** The search limits with the caller's decoder arguments, which win (pocketsphinx refuses a flag given twice). */
function searchArgs(extra: readonly string[] = []): string[] {
  const limits: string[] = [];
  for (let i = 0; i < SEARCH_LIMITS.length; i += 2)
    if (!extra.includes(SEARCH_LIMITS[i]!)) limits.push(SEARCH_LIMITS[i]!, SEARCH_LIMITS[i + 1]!);
  return [...limits, ...extra];
}
/** Share of the domain LM in the interpolation, tuned on the dev half of the bench speech (docs/decisions/049). */
const DOMAIN_WEIGHT = 0.15;
/**
 * Share of the hesitations-only LM: 0.1 with the question's domain (tuned on the dev half of the filler bench), 0.03
 * without hints, where 0.1 wrote more false hesitations and cost words (docs/decisions/076).
 */
const FILLER_WEIGHT = { domain: 0.1, general: 0.03 };
/**
 * An "uh" shorter than this is the article "a" (both are the sound AH): a held hesitation lasts longer, the
 * unstressed article does not (decoded "a" as "uh" took 5-8 frames, Festival's shortest "uh" 9; dev half, ADR 076).
 */
const SHORTEST_UH_SECONDS = 0.085;
const NOT_SPOKEN = /^(<.*>|\[.*\])$/;
/** A language made for some hints is reused this long (its files could be cleaned from the temp dir later)... */
const RECENT_LANGUAGE_MS = 10 * 60_000;
/** ... for at most this many hints at once. */
const RECENT_LANGUAGES = 64;

/**
 * `word start end confidence` lines of `-time yes`, silences, noise marks and alternate-pronunciation marks
 * removed. Hesitations stay as the decoder writes them (mostly "ah", sometimes "uh"/"um"): the filler metric
 * counts them.
 */
export function parsePocketsphinxTimes(output: string): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const line of output.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 4) continue;
    const [token, start, end] = parts as [string, string, string, string];
    if (NOT_SPOKEN.test(token) || Number.isNaN(Number(start))) continue;
    words.push({ word: token.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
  }
  return words;
}

export type PocketsphinxOptions = {
  modelDir?: string;
  /** Extend the dictionary and LM with the domain's words (default on; off gives the stock en-us decoder). */
  vocabulary?: boolean;
  /** Weight of each domain word relative to the new class unigram (see asr-vocabulary/domain-vocabulary.ts). */
  classWeight?: number;
  /** Share of the domain LM mixed into the general LM by the library decoder (0-1). */
  domainWeight?: number;
  /** Share of the hesitations-only LM mixed in by the library decoder (0 leaves um and uh to the general LM). */
  fillerWeight?: number;
  /** 'library' (default when koffi and libpocketsphinx load) interpolates LMs; 'cli' runs pocketsphinx_continuous. */
  decoder?: 'library' | 'cli';
  /** Extra decoder arguments (search tuning); they replace the search limits' values for the same flags. */
  decoderArgs?: string[];
};

/** The library decoder, or undefined (with the reason said once) when koffi or libpocketsphinx cannot load. */
let warned = false;
function libraryDecoder(model: string, options: PocketsphinxOptions): SphinxDecoder | undefined {
  if (options.decoder === 'cli' || options.vocabulary === false) return undefined;
  const { library, error } = sphinxLibrary();
  if (library) return createSphinxDecoder(library, model, searchArgs(options.decoderArgs));
  if (!warned) {
    warned = true;
    console.warn(
      `pocketsphinx library not loadable (${error?.message}); transcribing with pocketsphinx_continuous, ` +
        'without the domain language model',
    );
  }
  return undefined;
}

/**
 * Offline transcription with Debian's pocketsphinx (en-us model), audio brought to 16 kHz mono by ffmpeg. The
 * hints (the question, its rubric, the role's bank) extend the dictionary and give a domain LM that the library
 * decoder interpolates with the general LM; without the library, pocketsphinx_continuous decodes with the
 * domain words as one LM class (docs/decisions/047, 049).
 */
export function createPocketsphinxTranscriber(options: PocketsphinxOptions = {}): Transcriber {
  const model = options.modelDir ?? MODEL;
  const paths = { dict: join(model, 'cmudict-en-us.dict'), lm: join(model, 'en-us.lm.bin') };
  const decoder = libraryDecoder(model, options);

  async function languageArgs(hints: readonly string[]): Promise<string[]> {
    if (options.vocabulary === false) return ['-lm', paths.lm, '-dict', paths.dict];
    const files = await domainVocabulary(paths, hints, { classWeight: options.classWeight });
    return ['-lmctl', files.lmctl, '-lmname', files.lmName, '-dict', files.dict];
  }

  /**
   * The languages of recent hints: making one (the domain text, its bigram LM, the file hash) takes about 100 ms on
   * the event loop, and every 2 s piece of a live answer asks for its answer's again (docs/decisions/134).
   */
  const recent = new Map<string, { language: Promise<Language>; made: number }>();

  /** The library decoder's language for these hints: the shared dictionary's lines and the LMs to mix. */
  function language(hints: readonly string[]): Promise<Language> {
    const key = JSON.stringify(hints);
    const now = Date.now();
    for (const [old, entry] of recent)
      if (now - entry.made > RECENT_LANGUAGE_MS || recent.size > RECENT_LANGUAGES) recent.delete(old);
    const known = recent.get(key);
    if (known) return known.language;
    const made = makeLanguage(hints);
    recent.set(key, { language: made, made: now });
    made.catch(() => recent.delete(key));
    return made;
  }

  async function makeLanguage(hints: readonly string[]): Promise<Language> {
    const [files, fillerLm] = await Promise.all([domainVocabulary(paths, hints), fillerLanguageModel()]);
    return {
      dict: paths.dict,
      additions: files.additions,
      domainLm: files.domainLm,
      domainWeight: options.domainWeight ?? DOMAIN_WEIGHT,
      fillerLm,
      fillerWeight: options.fillerWeight ?? (hints.length ? FILLER_WEIGHT.domain : FILLER_WEIGHT.general),
    };
  }

  async function withLibrary(lib: SphinxDecoder, wav: string, hints: readonly string[]) {
    const words = await lib.decode({ ...(await language(hints)), wav }).catch((error: Error) => {
      throw new ToolError(`Transcription failed: ${error.message}`);
    });
    return words
      .filter((w) => !NOT_SPOKEN.test(w.word))
      .map((w) => ({ ...w, word: w.word.replace(/\(\d+\)$/, '') }));
  }

  const article = (w: TranscriptWord) =>
    w.word === 'uh' && w.end - w.start < SHORTEST_UH_SECONDS ? { ...w, word: 'a' } : w;

  async function withCli(wav: string, hints: readonly string[]) {
    const { stdout } = await runTool('pocketsphinx_continuous', [
      '-infile',
      wav,
      '-hmm',
      join(model, 'en-us'),
      ...(await languageArgs(hints)),
      '-logfn',
      '/dev/null',
      '-time',
      'yes',
      ...searchArgs(options.decoderArgs),
    ]).catch((error: Error) => {
      throw new ToolError(`Transcription failed: ${error.message}`);
    });
    return parsePocketsphinxTimes(stdout.toString());
  }

  return {
    name: 'pocketsphinx',
    async prepare(transcribeOptions) {
      if (decoder) await decoder.prepare(await language(transcribeOptions.hints ?? []));
    },
    async transcribe(filePath: string, transcribeOptions: TranscribeOptions = {}): Promise<Transcript> {
      const dir = await mkdtemp(join(tmpdir(), 'rehearse-stt-'));
      try {
        // A live answer's pieces come as the decoder's own format; anything else goes through ffmpeg.
        const wav = (await isSpeechWav(filePath)) ? filePath : join(dir, 'answer.wav');
        if (wav !== filePath) await toSpeechWav(filePath, wav);
        const hints = transcribeOptions.hints ?? [];
        const decoded = decoder ? await withLibrary(decoder, wav, hints) : await withCli(wav, hints);
        const words = decoded.map(article);
        const { size } = await stat(wav);
        // 16-bit mono at 16 kHz after a 44-byte header.
        const duration_ms = Math.round(((size - 44) / 32000) * 1000);
        return { text: readableText(words, writtenForms(hints)), words, duration_ms };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
