import type pg from 'pg';
import { sql } from 'kysely';
import { liveFeedbackMessage, type LiveFeedbackMessage } from '@rehearse/contracts';
import { poolOf, type Db } from '../../db/database.ts';
import type { LiveProgress, LiveTranscription } from '../answers/live-transcription.ts';
import { livePace } from './live-pace.ts';

type Log = { warn: (obj: object, msg: string) => void };

/** live_feedback crosses processes here: the upload may reach one API replica and the room's socket another. */
export const LIVE_FEEDBACK_CHANNEL = 'live_feedback';
/** A lost LISTEN connection is opened again after this long. */
const RETRY_MS = 2_000;
/** Uploads that stopped reporting (an answer saved, a closed tab) are forgotten after this long. */
const FORGET_MS = 15 * 60_000;

type Answer = {
  room: Promise<{ session_id: string; question_id: string } | null>;
  /** The last message's NOTIFY: each waits for the one before, so the room hears them in order. */
  sending: Promise<unknown>;
  touched: number;
};

/**
 * Live feedback while an answer is recorded (docs/decisions/102): each report of the answer's live transcript
 * becomes a live_feedback message, published with NOTIFY; every process LISTENs while it holds interview rooms and
 * hands each message to the sockets of its interview.
 */
export function createLiveFeedback({
  db,
  live,
  log,
}: {
  db: Db;
  live?: Pick<LiveTranscription, 'subscribe'>;
  log: Log;
}) {
  const answers = new Map<string, Answer>();
  const rooms = new Map<string, Set<(message: LiveFeedbackMessage) => void>>();
  let listening: { conn: pg.PoolClient } | null = null;
  let connecting = false;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  async function publish(progress: LiveProgress) {
    let answer = answers.get(progress.uploadId);
    if (!answer) {
      const room = db
        .selectFrom('answer_uploads as u')
        .innerJoin('interview_questions as q', 'q.id', 'u.question_id')
        .select(['q.session_id', 'u.question_id'])
        .where('u.id', '=', progress.uploadId)
        .executeTakeFirst()
        .then((row) => row ?? null);
      answer = { room, sending: Promise.resolve(), touched: 0 };
      answers.set(progress.uploadId, answer);
    }
    answer.touched = Date.now();
    const room = await answer.room;
    if (!room) return;
    const message: LiveFeedbackMessage = {
      type: 'live_feedback',
      ...room,
      ...livePace(progress.words, progress.speechSeconds),
      elapsed_ms: Math.round(progress.speechSeconds * 1000),
    };
    // Each NOTIFY takes whichever pool connection is free, and two sent at once may arrive in either order: a
    // message waits for the previous one of its answer (a failed one too).
    const sending = answer.sending.then(() =>
      sql`select pg_notify(${LIVE_FEEDBACK_CHANNEL}, ${JSON.stringify(message)})`.execute(db),
    );
    answer.sending = sending.catch(() => undefined);
    await sending;
  }

  const unsubscribe = live?.subscribe((progress) =>
    publish(progress).catch((err: unknown) => log.warn({ err }, 'live feedback not sent')),
  );
  const sweep = setInterval(() => {
    for (const [uploadId, answer] of answers)
      if (Date.now() - answer.touched > FORGET_MS) answers.delete(uploadId);
  }, 60_000).unref();

  function deliver(payload: string) {
    let message: LiveFeedbackMessage;
    try {
      message = liveFeedbackMessage.parse(JSON.parse(payload));
    } catch {
      return;
    }
    for (const send of rooms.get(message.session_id) ?? []) send(message);
  }

  async function listen() {
    if (listening || connecting || closed || rooms.size === 0) return;
    connecting = true;
    let conn: pg.PoolClient | undefined;
    try {
      conn = await poolOf(db).connect();
      const lost = (err: unknown) => {
        if (listening?.conn !== conn) return;
        listening = null;
        conn!.removeAllListeners('notification');
        conn!.release(true);
        if (!closed) log.warn({ err: String(err) }, 'live feedback not heard until the connection is back');
        retry = setTimeout(() => void listen(), RETRY_MS);
      };
      // Stays attached after release: a closed client may still emit, and an unheard 'error' would crash us.
      conn.on('error', lost);
      conn.on('notification', (n) => n.channel === LIVE_FEEDBACK_CHANNEL && n.payload && deliver(n.payload));
      await conn.query(`LISTEN ${LIVE_FEEDBACK_CHANNEL}`);
      if (closed) return conn.release(true);
      listening = { conn };
    } catch (err) {
      conn?.release(true);
      log.warn({ err }, 'live feedback cannot be heard yet');
      retry = setTimeout(() => void listen(), RETRY_MS);
    } finally {
      connecting = false;
    }
  }

  return {
    /** A room joined `sessionId`: its live feedback goes to `send` until the returned function is called. */
    join(sessionId: string, send: (message: LiveFeedbackMessage) => void): () => void {
      const senders = rooms.get(sessionId) ?? new Set();
      senders.add(send);
      rooms.set(sessionId, senders);
      void listen();
      return () => {
        senders.delete(send);
        if (senders.size === 0) rooms.delete(sessionId);
      };
    },

    close() {
      closed = true;
      unsubscribe?.();
      clearInterval(sweep);
      clearTimeout(retry);
      const current = listening;
      listening = null;
      current?.conn.removeAllListeners('notification');
      current?.conn.release(true);
    },
  };
}

export type LiveFeedback = ReturnType<typeof createLiveFeedback>;
