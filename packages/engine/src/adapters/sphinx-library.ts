import { createRequire } from 'node:module';
import type * as KoffiModule from 'koffi';

/**
 * The parts of Debian's libpocketsphinx.so.3 / libsphinxbase.so.3 (0.8+5prealpha) the transcriber calls, through
 * koffi (prebuilt FFI, no compiler). The CLI cannot interpolate language models; the C API can
 * (ngram_model_set_init with weights), which is why the library is used at all.
 */
export type SphinxLibrary = ReturnType<typeof bind>;

type Koffi = typeof KoffiModule;
type Func = ReturnType<ReturnType<Koffi['load']>['func']>;

/** Promise form of a koffi function run on koffi's worker thread, so decoding never blocks the event loop. */
function background<T = unknown>(f: Func) {
  return (...args: unknown[]) =>
    new Promise<T>((resolve, reject) =>
      f.async(...args, (error: unknown, result: T) => (error ? reject(error) : resolve(result))),
    );
}

function bind(koffi: Koffi) {
  const ps = koffi.load('libpocketsphinx.so.3');
  const sb = koffi.load('libsphinxbase.so.3');
  return {
    psArgs: ps.func('void *ps_args()'),
    cmdLnParse: sb.func(
      'void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)',
    ),
    psInit: background(ps.func('void *ps_init(void *config)')),
    getLogmath: ps.func('void *ps_get_logmath(void *ps)'),
    /** Frees a decoder and the models it holds (the pool keeps its decoders for the process's life). */
    psFree: ps.func('int ps_free(void *ps)'),
    loadDict: background<number>(
      ps.func('int ps_load_dict(void *ps, const char *dict, const char *fdict, const char *format)'),
    ),
    /** file_type: 0 auto, 1 ARPA, 2 binary (sphinxbase ngram_file_type_t). */
    readModel: background(
      sb.func('void *ngram_model_read(void *config, const char *file, int type, void *lmath)'),
    ),
    retainModel: sb.func('void *ngram_model_retain(void *model)'),
    /** The set owns the models it is given (it frees them with itself). Mixing takes 0.2-0.4 s: off the loop. */
    modelSet: background(
      sb.func(
        'void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n)',
      ),
    ),
    setLm: background<number>(ps.func('int ps_set_lm(void *ps, const char *name, void *lm)')),
    setSearch: ps.func('int ps_set_search(void *ps, const char *name)'),
    /** Frees the search's lexicon tree (tens of MB, some ms): off the loop. */
    unsetSearch: background<number>(ps.func('int ps_unset_search(void *ps, const char *name)')),
    /** Word times count frames from the start of the stream: each recording is a stream of its own. */
    startStream: ps.func('int ps_start_stream(void *ps)'),
    startUtt: ps.func('int ps_start_utt(void *ps)'),
    endUtt: background<number>(ps.func('int ps_end_utt(void *ps)')),
    processRaw: background<number>(
      ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)'),
    ),
    inSpeech: ps.func('uint8_t ps_get_in_speech(void *ps)'),
    segIter: ps.func('void *ps_seg_iter(void *ps)'),
    segNext: ps.func('void *ps_seg_next(void *seg)'),
    segWord: ps.func('const char *ps_seg_word(void *seg)'),
    segFrames: ps.func('void ps_seg_frames(void *seg, _Out_ int *sf, _Out_ int *ef)'),
    /** sphinxbase's one log for the whole process: NULL turns it off (`err_set_logfp`). */
    setLogFile: sb.func('void err_set_logfp(void *stream)'),
    /** The log file now in use, NULL when the log is off. */
    logFile: sb.func('void *err_get_logfp()'),
  };
}

let loaded: { library?: SphinxLibrary; error?: Error } | undefined;

/** The bound library, or the reason it cannot be used (koffi or the shared libraries missing). Tried once. */
export function sphinxLibrary(): { library?: SphinxLibrary; error?: Error } {
  if (!loaded) {
    try {
      const koffi = createRequire(import.meta.url)('koffi') as Koffi;
      const library = bind(koffi);
      // The log is off for good, and no decoder is given -logfn. With -logfn, ps_init opens the file and closes the
      // process's previous log file (sphinxbase's err_set_logfile), with no lock: two decoders made at once on
      // koffi's threads closed the same FILE twice. That corrupted the heap ("free(): invalid pointer") or left
      // stdio's lock held, so that the next child process the event loop spawned hung the process for good
      // (docs/decisions/146).
      library.setLogFile(null);
      loaded = { library };
    } catch (error) {
      loaded = { error: error as Error };
    }
  }
  return loaded;
}
