import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  pcmWav,
  readableText,
  writtenForms,
  type Engine,
  type Transcript,
  type TranscriptWord,
} from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import { answerHints } from './answer-hints.ts';
import { coversRecording, createLiveTranscriptRepository } from './live-transcript-repository.ts';
import { ANSWER_AUDIO_SECONDS, answerLimit, speechWavSamples } from './media-tools.ts';
import { SAMPLE_RATE, lastPause } from './silence.ts';
import { createSpoolDirectory, type UploadSink, type UploadSpool } from './upload-spool.ts';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * A piece is decoded once this much speech is waiting, cut at the last pause in it. Short pieces keep the live
 * transcript a couple of seconds behind the candidate, for live feedback and the follow-up decision at End Answer,
 * and read as well as longer ones (8 Festival answers: WER 14.7% with 2 s pieces, 15.4% with 5 s). They keep up
 * because the decoder reuses its search for the pieces of one answer: a 2 s piece takes about 0.6 s, where building
 * the search anew for each cost 1 s (docs/decisions/102).
 */
const PIECE_SECONDS = 2;
/**
 * Without a 250 ms pause in this much waiting speech, a 100 ms one between words will do: fluent speech (Festival's
 * among it) can run 15 s without a longer one, and live feedback promises a measure every few seconds.
 */
const SHORT_PAUSE_SECONDS = 5;
/** Without even that for this long (one breathless run), the piece is cut at its end. */
const FORCE_SECONDS = 10;
/** An upload that receives nothing for this long is abandoned: its decoder input is freed. */
const IDLE_MS = 10 * 60_000;
/** A finished live transcript stays in memory this long for this process's own store call and answer job. */
const FINISHED_MS = 5 * 60_000;
/** How often the row of each live transcript being made says that its process is still at it. */
const STILL_TRANSCRIBING_MS = 3_000;
/** Answers transcribed live at once; more uploads than this are transcribed after they finish. */
const MAX_LIVE = 32;
/** Speech kept per answer: the same cut as the answer job's (extractSpeech), so the two still compare. */
const MAX_SAMPLES = ANSWER_AUDIO_SECONDS * SAMPLE_RATE;
/**
 * Listeners hear about an answer at least this often in speech, even while no new piece is decoded: speech
 * arrives in lumps of about a second (one PATCH each), so this keeps every gap within the 5 s live feedback promises.
 */
const PROGRESS_SECONDS = 3;

/** Where an answer's live transcript stands: every word decoded so far, and how much speech has arrived. */
export type LiveProgress = {
  uploadId: string;
  words: readonly TranscriptWord[];
  /** Seconds of speech transcribed into `words`. */
  decodedSeconds: number;
  /** Seconds of speech received so far: the answer's elapsed time as the upload has it. */
  speechSeconds: number;
  /** How the answer's field writes its words ("SQL"), for its text (see writtenForms); empty until known. */
  forms?: ReadonlyMap<string, string>;
};

export type LiveTranscription = {
  /**
   * A request brings the upload's bytes from `offset`: where to spool them as they are written to the store, or
   * undefined when this upload is not transcribed here (the tee then only stores them). Its first call starts the
   * transcription; each request's end feeds the decoder what arrived.
   */
  receiving(uploadId: string, offset: number): UploadSink | undefined;
  /**
   * Calls `listener` after each piece is decoded and at least every PROGRESS_SECONDS of speech received, while
   * answers are transcribed live. Returns the unsubscribe function.
   */
  subscribe(listener: (progress: LiveProgress) => void): () => void;
  /**
   * The whole live transcript of a finished upload, decoding its last piece now and storing it for the answer job
   * of any process (live_transcripts); it also stays here until `take`, which reuses this work. Undefined when
   * there is none (see `take`).
   */
  finish(uploadId: string): Promise<Transcript | undefined>;
  /**
   * The whole transcript of a finished upload, the words decoded while it arrived plus its last piece, or
   * undefined when there is no live transcript of it (another process, an abandoned one, a failure) or it does
   * not cover `speechWav` (the finished recording's speech): the caller then transcribes the file itself.
   */
  take(uploadId: string, speechWav: string): Promise<Transcript | undefined>;
  /** Seconds of the upload's speech transcribed so far (undefined when it is not transcribed live). */
  transcribedSeconds(uploadId: string): number | undefined;
  /** The upload was replaced or deleted: its decoder stops and its audio is freed. */
  forget(uploadId: string): void;
  /** Drops every live transcript (marked so that nobody waits for them) and removes the spools. */
  close(): void;
};

type Live = {
  uploadId: string;
  /** This attempt's id in live_transcripts. */
  runId: string;
  /** The upload's bytes this process received, read by ffmpeg. */
  spool: UploadSpool;
  /** Its row is written (begin) before it can be completed or dropped. */
  begun: Promise<void>;
  hints: Promise<string[]>;
  /** How the field writes its words, from the hints once they are read (writtenForms). */
  forms: ReadonlyMap<string, string>;
  ffmpeg: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
  /** Bytes of the upload written to ffmpeg. */
  fed: number;
  feeding: Promise<void>;
  /** 16 kHz mono samples decoded so far; `samples` of `pcm` are filled. */
  pcm: Int16Array;
  samples: number;
  /** Samples already transcribed into `words`. */
  cursor: number;
  words: TranscriptWord[];
  decoding: Promise<void> | null;
  failed: boolean;
  idle: NodeJS.Timeout;
  /** Samples received when listeners last heard about this upload. */
  reported: number;
  /** The finished transcript, once asked for. */
  finished: Promise<Transcript> | null;
  /** Finished (or failed) and stored: nobody needs to hear that it is still being made. */
  settled: boolean;
};

/**
 * Transcription while the answer is recorded (docs/decisions/075): each upload's bytes go through one ffmpeg as
 * they arrive, and its speech is decoded piece by piece, cut at pauses, on the engine's transcriber. When the
 * answer ends, only the last piece is left to decode, so the report no longer waits for a whole long answer.
 * Only for the embedded decoder: it is about four times faster than speech, so it keeps up on one core; remote
 * transcribers are faster still and read a whole answer better. The bytes come from a spool this process keeps of
 * the requests it received (docs/decisions/128), whatever the store, and the finished transcript is stored in
 * PostgreSQL for the answer job on any worker. Anything that goes wrong only drops the live transcript: the answer
 * job then transcribes the finished recording as before.
 */
export function createLiveTranscription({
  db,
  engine,
  log,
}: {
  db: Db;
  engine: Engine;
  log: Log;
}): LiveTranscription {
  const enabled = engine.providers.transcriber === 'pocketsphinx';
  const lives = new Map<string, Live>();
  const listeners = new Set<(progress: LiveProgress) => void>();
  const transcripts = createLiveTranscriptRepository({ db });
  const spools = createSpoolDirectory();
  const quietly = (work: Promise<unknown>, what: string) =>
    void work.catch((err: unknown) => log.warn({ err }, what));
  // Workers waiting for a live transcript give up on one whose row goes quiet: say which are still being made.
  const still = setInterval(() => {
    const runIds = [...lives.values()].filter((live) => !live.settled).map((live) => live.runId);
    quietly(transcripts.stillTranscribing(runIds), 'live transcripts not marked as still in progress');
  }, STILL_TRANSCRIBING_MS).unref();

  function report(live: Live) {
    live.reported = live.samples;
    const progress: LiveProgress = {
      uploadId: live.uploadId,
      words: live.words,
      decodedSeconds: live.cursor / SAMPLE_RATE,
      speechSeconds: live.samples / SAMPLE_RATE,
      forms: live.forms,
    };
    for (const listener of listeners) {
      try {
        listener(progress);
      } catch (err) {
        log.warn({ uploadId: live.uploadId, err }, 'a live transcript listener failed');
      }
    }
  }

  /** Forgets the live transcript; one not yet finished and stored is marked dropped, so no worker waits for it. */
  function drop(live: Live, reason?: unknown): Promise<void> {
    if (reason) log.warn({ uploadId: live.uploadId, err: reason }, 'live transcription dropped');
    const stored = live.settled && !live.failed;
    live.failed = true;
    live.settled = true;
    clearTimeout(live.idle);
    live.ffmpeg.kill('SIGKILL');
    if (lives.get(live.uploadId) === live) lives.delete(live.uploadId);
    const marked = stored ? Promise.resolve() : live.begun.then(() => transcripts.drop(live.runId));
    return Promise.all([marked, live.spool.remove()]).then(() => undefined);
  }

  function start(uploadId: string): Live {
    const ffmpeg = spawn(
      'ffmpeg',
      // Past the answer's limit ffmpeg stops and exits: the rest of the upload is never decoded.
      [
        ...['-v', 'error', ...answerLimit, '-i', 'pipe:0'],
        ...['-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'],
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const runId = randomUUID();
    const live: Live = {
      uploadId,
      runId,
      // Named by the attempt: a later attempt at the same upload never shares (or loses) this one's file.
      spool: spools.spool(runId),
      begun: transcripts.begin(uploadId, runId),
      hints: uploadHints(db, uploadId),
      forms: new Map(),
      ffmpeg,
      exited: new Promise((resolve) => ffmpeg.on('close', resolve)),
      fed: 0,
      feeding: Promise.resolve(),
      pcm: new Int16Array(SAMPLE_RATE * 30),
      samples: 0,
      cursor: 0,
      words: [],
      decoding: null,
      failed: false,
      idle: setTimeout(() => drop(live), IDLE_MS).unref(),
      reported: 0,
      finished: null,
      settled: false,
    };
    live.begun.catch((err: unknown) => void drop(live, err).catch(() => undefined));
    live.hints.then(
      // The answer's language is built while its first piece of speech arrives, not after.
      (hints) => {
        live.forms = writtenForms(hints);
        quietly(engine.prepareTranscription({ hints }), 'the live transcriber was not prepared');
      },
      (err: unknown) => void drop(live, err).catch(() => undefined),
    );
    ffmpeg.on('error', (err) => void drop(live, err).catch(() => undefined));
    ffmpeg.stdin.on('error', () => undefined); // a dead ffmpeg is seen through 'close'
    ffmpeg.stderr.resume();
    let odd: Buffer | null = null;
    ffmpeg.stdout.on('data', (data: Buffer) => {
      const bytes = odd ? Buffer.concat([odd, data]) : data;
      const whole = bytes.length & ~1;
      odd = whole < bytes.length ? bytes.subarray(whole) : null;
      append(live, new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + whole)));
      decodeWaiting(live, false);
      if (live.samples - live.reported >= PROGRESS_SECONDS * SAMPLE_RATE) report(live);
    });
    lives.set(uploadId, live);
    return live;
  }

  function append(live: Live, decoded: Int16Array) {
    // Never more than the answer's limit, whatever ffmpeg still sends.
    const chunk = decoded.subarray(0, Math.max(0, MAX_SAMPLES - live.samples));
    if (chunk.length === 0) return;
    if (live.samples + chunk.length > live.pcm.length) {
      const grown = new Int16Array(
        Math.min(MAX_SAMPLES, Math.max(live.pcm.length * 2, live.samples + chunk.length)),
      );
      grown.set(live.pcm.subarray(0, live.samples));
      live.pcm = grown;
    }
    live.pcm.set(chunk, live.samples);
    live.samples += chunk.length;
  }

  /** Writes the spooled bytes that ffmpeg has not had yet, one feeding at a time. */
  function feed(live: Live): Promise<void> {
    live.feeding = live.feeding.then(async () => {
      // An ffmpeg past the answer's limit has exited: the rest of the upload is not read at all.
      if (live.failed || live.ffmpeg.exitCode !== null || live.fed >= live.spool.length) return;
      const handle = await open(live.spool.file, 'r');
      try {
        while (live.fed < live.spool.length && !live.failed) {
          const { bytesRead, buffer } = await handle.read({
            buffer: Buffer.alloc(Math.min(1 << 20, live.spool.length - live.fed)),
            position: live.fed,
          });
          if (bytesRead === 0) break;
          live.fed += bytesRead;
          if (!live.ffmpeg.stdin.write(buffer.subarray(0, bytesRead)))
            // An ffmpeg that gave up never drains: its exit ends the wait (and `take` sees the exit code).
            await new Promise<void>((resolve) => {
              live.ffmpeg.stdin.once('drain', resolve);
              void live.exited.then(() => resolve());
            });
          if (live.ffmpeg.exitCode !== null) return;
        }
      } finally {
        await handle.close();
      }
    });
    live.feeding.catch((err: unknown) => void drop(live, err).catch(() => undefined));
    return live.feeding;
  }

  /** Decodes the next piece if enough speech is waiting and none is being decoded. */
  function decodeWaiting(live: Live, toEnd: boolean) {
    if (live.decoding || live.failed) return;
    const waiting = live.samples - live.cursor;
    let cut: number | undefined;
    if (toEnd) cut = waiting > 0 ? live.samples : undefined;
    else if (waiting >= PIECE_SECONDS * SAMPLE_RATE) {
      const from = live.cursor + SAMPLE_RATE;
      cut = lastPause(live.pcm, from, live.samples, 250);
      if (cut === undefined && waiting >= SHORT_PAUSE_SECONDS * SAMPLE_RATE)
        cut = lastPause(live.pcm, from, live.samples, 100);
      if (cut === undefined && waiting >= FORCE_SECONDS * SAMPLE_RATE) cut = live.samples;
    }
    if (cut === undefined) return;
    const end = cut;
    live.decoding = decodePiece(live, end)
      .then(() => {
        live.decoding = null;
        decodeWaiting(live, toEnd);
      })
      .catch((err: unknown) => {
        live.decoding = null;
        void drop(live, err).catch(() => undefined);
      });
  }

  async function decodePiece(live: Live, end: number) {
    const dir = await mkdtemp(path.join(tmpdir(), 'rehearse-live-'));
    try {
      const wav = path.join(dir, 'piece.wav');
      await writeFile(wav, pcmWav(live.pcm.subarray(live.cursor, end), SAMPLE_RATE));
      const { words = [] } = await engine.transcribe(wav, { hints: await live.hints });
      const offset = live.cursor / SAMPLE_RATE;
      for (const w of words) live.words.push({ ...w, start: w.start + offset, end: w.end + offset });
      live.cursor = end;
      report(live);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Resolves once nothing is being decoded; a failure resolves too (`failed` tells). */
  async function settled(live: Live) {
    while (live.decoding) await live.decoding;
  }

  /**
   * Feeds the upload's last bytes, ends ffmpeg and decodes what is left: the whole answer's transcript, stored for
   * the answer job of any process. The spool and the audio are freed; the words stay for this process's `take`.
   */
  async function complete(live: Live): Promise<Transcript> {
    await feed(live);
    live.ffmpeg.stdin.end();
    if ((await live.exited) !== 0) throw new Error('ffmpeg could not read the recording as it arrived');
    await settled(live);
    decodeWaiting(live, true);
    await settled(live);
    if (live.failed) throw new Error('the live transcript failed');
    const duration_ms = Math.round((live.samples / SAMPLE_RATE) * 1000);
    // The field's words as it writes them ("SQL", "Redis"), from the hints the answer was decoded with.
    const transcript: Transcript = {
      text: readableText(live.words, live.forms),
      words: live.words,
      duration_ms,
    };
    await live.begun;
    // Another process received part of the upload since (it marked the row dropped): these words are not the answer.
    if (!(await transcripts.complete(live.runId, transcript, live.samples)))
      throw new Error('part of the upload went to another process');
    live.settled = true;
    live.pcm = new Int16Array(0);
    clearTimeout(live.idle);
    live.idle = setTimeout(() => void drop(live).catch(() => undefined), FINISHED_MS).unref();
    await live.spool.remove();
    return transcript;
  }

  /** The finished transcript, completed once; a failure drops the live transcript at once, so nobody waits. */
  function finishing(live: Live): Promise<Transcript> {
    live.finished ??= complete(live).catch(async (err: unknown) => {
      await drop(live, err).catch(() => undefined);
      throw err;
    });
    return live.finished;
  }

  return {
    receiving(uploadId, offset) {
      if (!enabled) return undefined;
      let live = lives.get(uploadId);
      if (!live) {
        // The upload began on another process: that one's copy now has a gap, so nobody should wait for it.
        if (offset > 0) {
          quietly(transcripts.dropUpload(uploadId), 'a live transcript could not be marked dropped');
          return undefined;
        }
        if (lives.size >= MAX_LIVE) return undefined;
        live = start(uploadId);
      }
      if (live.finished) return undefined;
      const current = live;
      if (offset > current.spool.length) {
        void drop(current, new Error('part of the upload went to another process')).catch(() => undefined);
        return undefined;
      }
      current.idle.refresh();
      return {
        write: (chunk, position) =>
          current.spool.write(chunk, position).catch((err: unknown) => drop(current, err)),
        ended: () => void feed(current),
      };
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async finish(uploadId) {
      const live = lives.get(uploadId);
      if (!live || live.failed) return undefined;
      return finishing(live).catch(() => undefined);
    },

    async take(uploadId, speechWav) {
      const live = lives.get(uploadId);
      if (!live) return undefined;
      try {
        const transcript = await finishing(live);
        lives.delete(uploadId);
        clearTimeout(live.idle);
        const wavSamples = await speechWavSamples(speechWav);
        if (!coversRecording(live.samples, wavSamples))
          throw new Error(`live speech ${live.samples} samples, recording ${wavSamples}`);
        return transcript;
      } catch (err) {
        // A failed one is dropped already; one that does not cover the recording is dropped here.
        if (!live.failed) await drop(live, err).catch(() => undefined);
        return undefined;
      }
    },

    transcribedSeconds(uploadId) {
      const live = lives.get(uploadId);
      return live && live.cursor / SAMPLE_RATE;
    },

    forget(uploadId) {
      const live = lives.get(uploadId);
      if (live) void drop(live).catch(() => undefined);
    },

    close() {
      clearInterval(still);
      // The database may be closing too: a row left `transcribing` goes quiet, and workers stop waiting for it.
      for (const live of [...lives.values()]) void drop(live).catch(() => undefined);
      spools.close();
    },
  };
}

async function uploadHints(db: Db, uploadId: string): Promise<string[]> {
  const row = await db
    .selectFrom('answer_uploads as u')
    .innerJoin('interview_questions as q', 'q.id', 'u.question_id')
    .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
    .leftJoin('interview_questions as main', 'main.id', 'q.follow_up_of')
    .select([
      'q.text',
      'q.rubric',
      'main.text as main_text',
      's.job_title',
      's.job_description',
      's.custom_jd',
    ])
    .where('u.id', '=', uploadId)
    .executeTakeFirstOrThrow();
  // A follow-up's answer is about its main question: the same domain words, as the answer job hears it.
  return answerHints({ ...row, text: row.main_text ? `${row.main_text} ${row.text}` : row.text });
}
