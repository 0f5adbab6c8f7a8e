import { randomUUID } from 'node:crypto';
import type { DifficultyLevel, RoundType } from '@rehearse/contracts';
import {
  readableText,
  type Engine,
  type FollowUp,
  type QuestionToJudge,
  type Rubric,
} from '@rehearse/engine';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { LiveProgress, LiveTranscription } from '../answers/live-transcription.ts';
import type { Storage } from '../storage/storage.ts';
import { createFollowUpSpeech } from './follow-up-speech.ts';
import { followUpFitsPlanTime } from './follow-up-time.ts';
import { createInterviewSessionRepository } from './interview-session-repository.ts';
import { isUuid } from '../accounts/account-repository.ts';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * With an early follow-up in hand that may stand in for the whole answer's (below), saving the answer waits this
 * long for the decision on the whole answer, then asks the early one (issue 10: 500 ms p95 without a follow-up,
 * which includes an early one the whole answer then overturns).
 */
const CONFIRM_MS = 350;
/** With an early missed key point that may not stand in, this long: only the whole answer can confirm it. */
const CHECK_MS = 1000;
/** With an early "no follow-up", only this long: the next question is due at once (issue 10: 500 ms p95). */
const QUICK_MS = 250;
/** Without one (a short answer: nothing decoded before End Answer), this long, then no follow-up. */
const DECIDE_MS = 2500;
/** An early decision stands in only when it heard at least this share of the answer's speech. */
const EARLY_SHARE = 0.5;
/**
 * ... and an early missed key point only when it heard this much: the point may be in the part not heard yet, and
 * no follow-up is better than one about what the candidate has just said.
 */
const EARLY_POINT_SHARE = 0.85;
/**
 * Early decisions from an outside LLM (LLM_BASE_URL) are asked for at most once per this much new speech: each is
 * a paid request of up to 4 s, where the embedded rules take milliseconds.
 */
const LLM_EARLY_EVERY_SECONDS = 15;
/** Answers being recorded that nobody saved (a closed tab) are forgotten after this long. */
const FORGET_MS = 15 * 60_000;

/** A follow-up decided for the answer being saved, with the id its question will have. */
export type DecidedFollowUp = FollowUp & { id: string; audio: Promise<string | null> };

type Early = { heardSeconds: number; followUp: FollowUp | null };
type Answering = {
  question: Promise<QuestionToJudge | null>;
  early: Early | null;
  /** Seconds of the answer's speech received so far. */
  speechSeconds: number;
  running: boolean;
  next: LiveProgress | null;
  touched: number;
};

const LATE = Symbol('late');
const within = <T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> =>
  Promise.race([promise, new Promise<typeof LATE>((resolve) => setTimeout(() => resolve(LATE), ms))]);

/** What the follow-up's answer is judged against: the missed point alone, else the main question's rubric. */
function followUpRubric(main: Rubric, followUp: FollowUp): Rubric {
  if (followUp.reason === 'missed_key_point' && followUp.point) {
    // The point keeps the kind of evidence that shows it ("a measured result or lesson").
    const evidence = main.evidence?.[main.key_points.indexOf(followUp.point)] ?? null;
    return { ...main, key_points: [followUp.point], evidence: [evidence], strong_answer: '', follow_up: '' };
  }
  return { ...main, follow_up: '' };
}

/**
 * The interviewer's follow-ups (docs/decisions/101). While an answer to a main question is transcribed live, the
 * engine decides after each piece what it would follow up on, and that follow-up is spoken ahead. At End Answer the
 * decision is made on the whole answer if its last piece decodes in time, else the early one stands; without a live
 * transcript (a remote transcriber, an upload received by another process) there is no follow-up: saving an
 * answer never waits on more than the budget. `decide` runs before the answer's transaction, `ask` inside it.
 */
export function createFollowUps({
  db,
  engine,
  storage,
  live,
  log,
}: {
  db: Db;
  engine: Engine;
  storage: Storage;
  live?: LiveTranscription;
  log: Log;
}) {
  const speech = createFollowUpSpeech({ engine, storage, log });
  const sessions = createInterviewSessionRepository(db);
  const answering = new Map<string, Answering>();
  /** Answers being saved: pieces decoded from now on are the end's business, not an early decision's. */
  const ending = new Set<string>();
  const published = new Map<string, Promise<string | null>>();

  const followUpOn = (question: QuestionToJudge, text: string) =>
    engine.followUp(question, text).catch((err: unknown) => {
      log.warn({ err }, 'the follow-up could not be decided');
      return null;
    });

  /** The main question an upload answers, as the engine judges it; null for a follow-up or a retake. */
  async function questionOfUpload(uploadId: string): Promise<QuestionToJudge | null> {
    const row = await db
      .selectFrom('answer_uploads as u')
      .innerJoin('interview_questions as q', 'q.id', 'u.question_id')
      .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
      .select(['q.id', 'q.text', 'q.competency', 'q.rubric', 'q.follow_up_of', 's.retake_of'])
      .select(['s.job_title', 's.round_type', 's.difficulty_level'])
      .where('u.id', '=', uploadId)
      .executeTakeFirst();
    if (!row || row.follow_up_of || row.retake_of) return null;
    return {
      id: row.id,
      text: row.text,
      competency: row.competency,
      rubric: row.rubric,
      job_title: row.job_title,
      round_type: row.round_type as RoundType,
      difficulty_level: row.difficulty_level as DifficultyLevel,
    };
  }

  /** After each decoded piece: what the interviewer would follow up on now, spoken ahead in case it stands. */
  async function decideEarly(progress: LiveProgress) {
    if (ending.has(progress.uploadId)) return;
    let state = answering.get(progress.uploadId);
    if (!state) {
      const question = questionOfUpload(progress.uploadId);
      question.catch(() => null);
      state = { question, early: null, speechSeconds: 0, running: false, next: null, touched: 0 };
      answering.set(progress.uploadId, state);
    }
    state.touched = Date.now();
    state.speechSeconds = progress.speechSeconds;
    const every = engine.providers.llm === 'embedded' ? 0 : LLM_EARLY_EVERY_SECONDS;
    if (state.early && progress.decodedSeconds <= state.early.heardSeconds + every) return;
    if (state.running) {
      state.next = progress;
      return;
    }
    state.running = true;
    try {
      for (let next: LiveProgress | null = progress; next; next = state.next) {
        state.next = null;
        const question = await state.question.catch(() => null);
        if (!question || next.words.length === 0 || ending.has(next.uploadId)) return;
        const followUp = await followUpOn(question, readableText(next.words, next.forms));
        state.early = { heardSeconds: next.decodedSeconds, followUp };
        if (followUp) speech.prepare(next.uploadId, followUp.text);
      }
    } finally {
      state.running = false;
    }
  }

  const unsubscribe = live?.subscribe((progress) => void decideEarly(progress));
  const sweep = setInterval(() => {
    for (const [uploadId, state] of answering)
      if (Date.now() - state.touched > FORGET_MS) {
        answering.delete(uploadId);
        void speech.discard(uploadId);
      }
  }, 60_000).unref();

  /** The follow-up on the whole answer if it can be had within the budget, else the early one. */
  async function decideAtEnd(
    uploadId: string,
    question: QuestionToJudge,
    durationMs: number,
  ): Promise<FollowUp | null> {
    if (!live) return null;
    const state = answering.get(uploadId);
    answering.delete(uploadId);
    ending.add(uploadId);
    setTimeout(() => ending.delete(uploadId), 60_000).unref();
    const whole = live.finish(uploadId).then(async (transcript) => {
      if (!transcript) return undefined;
      const early = state?.early;
      // Nothing new since the last early decision: it is the decision on the whole answer.
      if (
        early &&
        transcript.words &&
        transcript.words.length &&
        early.heardSeconds >= transcript.duration_ms / 1000
      )
        return early.followUp;
      return followUpOn(question, transcript.text);
    });
    const early = state?.early;
    // Against the recording's length as the room measured it: the live speech may still be arriving.
    const heard = early ? early.heardSeconds / Math.max(durationMs / 1000, state.speechSeconds, 1) : 0;
    const earlyHeard = early && heard >= EARLY_SHARE;
    const stands =
      earlyHeard &&
      !!early.followUp &&
      (early.followUp.reason !== 'missed_key_point' || heard >= EARLY_POINT_SHARE);
    const budget = !earlyHeard ? DECIDE_MS : !early.followUp ? QUICK_MS : stands ? CONFIRM_MS : CHECK_MS;
    const decided = await within(whole, budget);
    // Without a whole transcript (it failed) the early decision is all there is.
    if (decided !== LATE && decided !== undefined) return decided;
    return stands ? early.followUp : null;
  }

  return {
    /**
     * Before store_user_recording's transaction: the follow-up the interviewer asks after this answer, or null
     * (not a main question of the plan, already followed up, no time left in the plan, nothing to follow up on).
     */
    async decide(
      userId: string,
      body: { session_id: string; question_id: string; duration: number },
    ): Promise<DecidedFollowUp | null> {
      if (!isUuid(body.session_id) || !isUuid(body.question_id)) return null;
      const row = await db
        .selectFrom('interview_questions as q')
        .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
        .select(['q.id', 'q.text', 'q.competency', 'q.rubric', 'q.position', 'q.follow_up_of'])
        .select(['s.user_id', 's.status', 's.retake_of', 's.current_index', 's.question_count'])
        .select(['s.time_limit_minutes', 's.started_at', 's.job_title', 's.round_type', 's.difficulty_level'])
        .where('q.id', '=', body.question_id)
        .where('s.id', '=', body.session_id)
        .executeTakeFirst();
      if (!row || row.user_id !== userId || row.follow_up_of || row.retake_of) return null;
      if (row.status !== 'In Progress' || row.position !== row.current_index) return null;
      const [answered, followedUp, upload] = await Promise.all([
        db
          .selectFrom('answers as a')
          .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
          .select(['a.duration_ms', 'a.question_id'])
          .where('q.session_id', '=', body.session_id)
          .execute(),
        db
          .selectFrom('interview_questions')
          .select('id')
          .where('follow_up_of', '=', row.id)
          .executeTakeFirst(),
        db
          .selectFrom('answer_uploads')
          .select('id')
          .where('question_id', '=', row.id)
          .where('user_id', '=', userId)
          .where('finished_at', 'is not', null)
          .orderBy('finished_at', 'desc')
          .executeTakeFirst(),
      ]);
      if (followedUp || answered.some((a) => a.question_id === row.id) || !upload) return null;
      const durations = [...answered.map((a) => a.duration_ms), body.duration];
      if (!followUpFitsPlanTime(row, durations)) {
        void speech.discard(upload.id);
        return null;
      }
      const question: QuestionToJudge = {
        id: row.id,
        text: row.text,
        competency: row.competency,
        rubric: row.rubric,
        job_title: row.job_title,
        round_type: row.round_type as RoundType,
        difficulty_level: row.difficulty_level as DifficultyLevel,
      };
      const followUp = await decideAtEnd(upload.id, question, body.duration);
      if (!followUp) {
        void speech.discard(upload.id);
        return null;
      }
      const id = randomUUID();
      return { ...followUp, id, audio: speech.publish(upload.id, body.session_id, id, followUp.text) };
    },

    /**
     * Inside the transaction that saves the answer: places the follow-up right after its main question (later
     * questions move down one) and counts it in the interview's questions. Returns how many questions it added.
     */
    async ask(
      trx: Transaction<Database>,
      sessionId: string,
      main: { id: string; position: number },
      followUp: DecidedFollowUp | null,
    ): Promise<number> {
      if (!followUp) return 0;
      const question = await trx
        .selectFrom('interview_questions')
        .select(['competency', 'rubric', 'source', 'follow_up_of'])
        .where('id', '=', main.id)
        .executeTakeFirstOrThrow();
      const taken = await trx
        .selectFrom('interview_questions')
        .select('id')
        .where('follow_up_of', '=', main.id)
        .executeTakeFirst();
      if (question.follow_up_of || taken) {
        void followUp.audio.then((key) => (key ? storage.remove(key) : undefined)).catch(() => undefined);
        return 0;
      }
      await trx
        .updateTable('interview_questions')
        .set((eb) => ({ position: eb('position', '+', 1) }))
        .where('session_id', '=', sessionId)
        .where('position', '>', main.position)
        .execute();
      await trx
        .insertInto('interview_questions')
        .values({
          id: followUp.id,
          session_id: sessionId,
          position: main.position + 1,
          text: followUp.text,
          competency: question.competency,
          rubric: JSON.stringify(followUpRubric(question.rubric, followUp)),
          source: question.source,
          audio_path: null,
          follow_up_of: main.id,
          follow_up_reason: followUp.reason,
        })
        .execute();
      await sessions.countFollowUp(sessionId, trx);
      published.set(followUp.id, followUp.audio);
      setTimeout(() => published.delete(followUp.id), FORGET_MS).unref();
      return 1;
    },

    /**
     * Before the room sends a follow-up: its audio, published by this process, is recorded on its row. Another
     * process's follow-up (or a failed publish) is left to the question audio's usual on-demand speech.
     */
    async audioReady(questionId: string) {
      const audio = published.get(questionId);
      if (!audio) return;
      published.delete(questionId);
      const key = await audio;
      if (key)
        await db
          .updateTable('interview_questions')
          .set({ audio_path: key, audio_ready: true })
          .where('id', '=', questionId)
          .execute();
    },

    /** A question is being asked: what judging its answer needs is built now, not at End Answer. */
    prepare(question: QuestionToJudge) {
      void engine.prepare(question).catch((err: unknown) => log.warn({ err }, 'question not prepared'));
    },

    async close() {
      unsubscribe?.();
      clearInterval(sweep);
      await speech.close();
    },
  };
}

export type FollowUps = ReturnType<typeof createFollowUps>;
