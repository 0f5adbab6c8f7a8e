import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pcmWav, readableText, type Engine, type Transcript, type TranscriptWord } from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { answerHints } from './answer-hints.ts';
import { ANSWER_AUDIO_SECONDS, answerLimit } from './media-tools.ts';
import { SAMPLE_RATE, lastPause } from './silence.ts';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * A piece is decoded once this much speech is waiting, cut at the last pause in it. Short pieces keep the live
 * transcript a couple of seconds behind the candidate, for live feedback and the follow-up decision at End Answer,
 * and read as well as longer ones (8 Festival answers: WER 14.7% with 2 s pieces, 15.4% with 5 s). They keep up
 * because the decoder reuses its search for the pieces of one answer: a 2 s piece takes about 0.6 s, where building
 * the search anew for each cost 1 s (docs/decisions/102).
 */
const PIECE_SECONDS = 2;
/** Without any pause for this long (one breathless run), the piece is cut at its shortest pause or its end. */
const FORCE_SECONDS = 30;
/** An upload that receives nothing for this long is abandoned: its decoder input is freed. */
const IDLE_MS = 10 * 60_000;
/** Answers transcribed live at once; more uploads than this are transcribed after they finish. */
const MAX_LIVE = 32;
/** The live speech must match the finished recording's to this many samples (50 ms) to be trusted. */
const LENGTH_TOLERANCE = SAMPLE_RATE / 20;
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
};

export type LiveTranscription = {
  /** New bytes of the upload are stored: feed them to its decoder (started on the first call). */
  received(uploadId: string): void;
  /**
   * Calls `listener` after each piece is decoded and at least every PROGRESS_SECONDS of speech received, while
   * answers are transcribed live. Returns the unsubscribe function.
   */
  subscribe(listener: (progress: LiveProgress) => void): () => void;
  /**
   * The whole live transcript of a finished upload, decoding its last piece now; the transcription stays until
   * `take`, which reuses this work. Undefined when there is none (see `take`).
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
  close(): void;
};

type Live = {
  uploadId: string;
  hints: Promise<string[]>;
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
};

/**
 * Transcription while the answer is recorded (docs/decisions/075): each upload's bytes go through one ffmpeg as
 * they arrive, and its speech is decoded piece by piece, cut at pauses, on the engine's transcriber. When the
 * answer ends, only the last piece is left to decode, so the report no longer waits for a whole long answer.
 * Only for the embedded decoder: it is about four times faster than speech, so it keeps up on one core; remote
 * transcribers are faster still and read a whole answer better. Anything that goes wrong only drops the live
 * transcript: the answer job then transcribes the finished recording as before.
 */
export function createLiveTranscription({
  db,
  engine,
  storage,
  log,
}: {
  db: Db;
  engine: Engine;
  storage: Storage;
  log: Log;
}): LiveTranscription {
  // A store whose uploads cannot be read while they grow (S3, ADR 121) leaves every answer to the answer job.
  const enabled = engine.providers.transcriber === 'pocketsphinx' && storage.growingFiles;
  const lives = new Map<string, Live>();
  const listeners = new Set<(progress: LiveProgress) => void>();

  function report(live: Live) {
    live.reported = live.samples;
    const progress: LiveProgress = {
      uploadId: live.uploadId,
      words: live.words,
      decodedSeconds: live.cursor / SAMPLE_RATE,
      speechSeconds: live.samples / SAMPLE_RATE,
    };
    for (const listener of listeners) {
      try {
        listener(progress);
      } catch (err) {
        log.warn({ uploadId: live.uploadId, err }, 'a live transcript listener failed');
      }
    }
  }

  function drop(live: Live, reason?: unknown) {
    if (reason) log.warn({ uploadId: live.uploadId, err: reason }, 'live transcription dropped');
    live.failed = true;
    clearTimeout(live.idle);
    live.ffmpeg.kill('SIGKILL');
    if (lives.get(live.uploadId) === live) lives.delete(live.uploadId);
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
    const live: Live = {
      uploadId,
      hints: uploadHints(db, uploadId),
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
    };
    live.hints.catch((err: unknown) => drop(live, err));
    ffmpeg.on('error', (err) => drop(live, err));
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

  /** Writes the upload's bytes that ffmpeg has not had yet, one feeding at a time. */
  function feed(live: Live): Promise<void> {
    live.feeding = live.feeding.then(async () => {
      // An ffmpeg past the answer's limit has exited: the rest of the upload is not read at all.
      if (live.failed || live.ffmpeg.exitCode !== null) return;
      await storage.withLocalFile(storage.uploadKey(live.uploadId), async (file) => {
        const handle = await open(file, 'r');
        try {
          const { size } = await handle.stat();
          while (live.fed < size && !live.failed) {
            const { bytesRead, buffer } = await handle.read({
              buffer: Buffer.alloc(Math.min(1 << 20, size - live.fed)),
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
    });
    live.feeding.catch((err: unknown) => drop(live, err));
    return live.feeding;
  }

  /** Decodes the next piece if enough speech is waiting and none is being decoded. */
  function decodeWaiting(live: Live, toEnd: boolean) {
    if (live.decoding || live.failed) return;
    const waiting = live.samples - live.cursor;
    let cut: number | undefined;
    if (toEnd) cut = waiting > 0 ? live.samples : undefined;
    else if (waiting >= PIECE_SECONDS * SAMPLE_RATE) {
      cut = lastPause(live.pcm, live.cursor + SAMPLE_RATE, live.samples, 250);
      if (cut === undefined && waiting >= FORCE_SECONDS * SAMPLE_RATE)
        cut = lastPause(live.pcm, live.cursor + SAMPLE_RATE, live.samples, 100) ?? live.samples;
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
        drop(live, err);
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

  /** Feeds the upload's last bytes, ends ffmpeg and decodes what is left: the whole answer's transcript. */
  async function complete(live: Live): Promise<Transcript> {
    await feed(live);
    live.ffmpeg.stdin.end();
    if ((await live.exited) !== 0) throw new Error('ffmpeg could not read the recording as it arrived');
    await settled(live);
    decodeWaiting(live, true);
    await settled(live);
    if (live.failed) throw new Error('the live transcript failed');
    const duration_ms = Math.round((live.samples / SAMPLE_RATE) * 1000);
    return { text: readableText(live.words), words: live.words, duration_ms };
  }

  return {
    received(uploadId) {
      if (!enabled) return;
      let live = lives.get(uploadId);
      if (!live) {
        if (lives.size >= MAX_LIVE) return;
        live = start(uploadId);
      }
      live.idle.refresh();
      void feed(live);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async finish(uploadId) {
      const live = lives.get(uploadId);
      if (!live || live.failed) return undefined;
      live.finished ??= complete(live);
      return live.finished.catch(() => undefined);
    },

    async take(uploadId, speechWav) {
      const live = lives.get(uploadId);
      if (!live) return undefined;
      live.finished ??= complete(live);
      try {
        const transcript = await live.finished;
        lives.delete(uploadId);
        clearTimeout(live.idle);
        const wavSamples = ((await stat(speechWav)).size - 44) / 2; // after the 44-byte header
        if (Math.abs(wavSamples - live.samples) > LENGTH_TOLERANCE)
          throw new Error(`live speech ${live.samples} samples, recording ${wavSamples}`);
        return transcript;
      } catch (err) {
        drop(live, err);
        return undefined;
      }
    },

    transcribedSeconds(uploadId) {
      const live = lives.get(uploadId);
      return live && live.cursor / SAMPLE_RATE;
    },

    forget(uploadId) {
      const live = lives.get(uploadId);
      if (live) drop(live);
    },

    close() {
      for (const live of [...lives.values()]) drop(live);
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
