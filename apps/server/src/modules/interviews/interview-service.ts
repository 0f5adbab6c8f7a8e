import {
  INTERVIEW_MSG,
  INTERVIEW_SERVER_MSG,
  type FeedbackBody,
  type InterviewDetails,
  type PlanLimits,
  type StartInterviewFields,
  type StartInterviewResult,
  type StoreRecordingBody,
} from '@rehearse/contracts';
import { ResumeError, type Engine } from '@rehearse/engine';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../accounts/account-types.ts';
import type { Storage } from '../storage/storage.ts';
import type { FollowUps } from './follow-ups.ts';
import type { InterviewJobs } from './interview-jobs.ts';
import { planProgress } from './plan-progress.ts';
import { allowanceFor, checkAllowance } from './plan-quota.ts';
import type { QuestionAudio } from './question-audio.ts';

import { isUuid } from '../accounts/account-repository.ts';
import { createInterviewSessionRepository } from './interview-session-repository.ts';

type Deps = {
  db: Db;
  engine: Engine;
  storage: Storage;
  jobs: InterviewJobs;
  audio: QuestionAudio;
  /** The interviewer's follow-ups (docs/decisions/101); without them every answer moves to the next question. */
  followUps?: Pick<FollowUps, 'decide' | 'ask'>;
  log: { warn: (obj: object, msg: string) => void };
};

export function createInterviewService({ db, engine, storage, jobs, audio, followUps, log }: Deps) {
  const sessions = createInterviewSessionRepository(db);

  /** The caller's own interview, or 404 whether it belongs to someone else or does not exist. */
  async function ownedSession(userId: string, sessionId: string) {
    const session = await sessions.findOwned(userId, sessionId);
    if (!session) throw notFound(INTERVIEW_MSG.notFound);
    return session;
  }

  /** The resume's text, read in a bounded child process; every way it can fail has its own words. */
  async function readResume(pdf: Buffer): Promise<string> {
    try {
      return await engine.extractResumeText(pdf);
    } catch (err) {
      if (!(err instanceof ResumeError)) throw err;
      if (err.reason === 'busy') throw new HttpError(503, INTERVIEW_MSG.resumeBusy);
      // Counts only: never the resume's content.
      log.warn({ reason: err.reason, bytes: pdf.length, err: err.message }, 'resume refused');
      throw badRequest(
        err.reason === 'too_complex' ? INTERVIEW_MSG.resumeTooComplex : INTERVIEW_MSG.resumeUnreadable,
      );
    }
  }

  /** Plans and stores an interview with the limits `limitsFor` grants; the first question gets its audio at once. */
  async function plan(
    user: Pick<AuthUser, 'id' | 'role'>,
    fields: StartInterviewFields,
    resumeText: string | null,
    limitsFor: (trx: Transaction<Database>) => Promise<Pick<PlanLimits, 'questions' | 'minutes'>>,
  ): Promise<StartInterviewResult> {
    const catalogue = await db
      .selectFrom('job_titles')
      .select('job_description')
      .where(sql`lower(job_title)`, '=', fields.job_title.toLowerCase())
      .executeTakeFirst();
    const job_description = catalogue?.job_description ?? '';
    const preview = await db.transaction().execute((trx) => limitsFor(trx));
    const questions = await engine.planInterview({
      job_title: fields.job_title,
      job_description,
      round_type: fields.round_type,
      difficulty_level: fields.difficulty_level,
      ...(resumeText ? { resume_text: resumeText } : {}),
      ...(fields.custom_jd ? { custom_jd: fields.custom_jd } : {}),
      count: preview.questions,
    });
    // An empty plan would leave an interview nobody can take: fail loudly (500) instead.
    if (questions.length === 0) throw new Error(`The engine planned no questions for ${fields.job_title}`);
    const created = await db.transaction().execute(async (trx) => {
      const limits = await limitsFor(trx);
      const session = await sessions.create(
        {
          user_id: user.id,
          job_title: fields.job_title,
          job_description,
          round_type: fields.round_type,
          difficulty_level: fields.difficulty_level,
          custom_jd: fields.custom_jd ?? null,
          resume_text: resumeText,
          status: 'In Progress',
          overall_score: null,
          report: null,
          started_at: null,
          ended_at: null,
          question_count: Math.min(questions.length, limits.questions),
          time_limit_minutes: limits.minutes,
        },
        trx,
      );
      const rows = await trx
        .insertInto('interview_questions')
        .values(
          questions.slice(0, session.question_count).map((q, position) => ({
            session_id: session.id,
            position,
            text: q.text,
            competency: q.competency,
            rubric: JSON.stringify(q.rubric),
            source: q.source,
            audio_path: null,
          })),
        )
        .returning(['id', 'position'])
        .execute();
      return { session, questionIds: rows.sort((a, b) => a.position - b.position).map((r) => r.id) };
    });
    const [first, ...rest] = created.questionIds;
    // The room can play the first question at once; if speech fails here the room makes it on demand.
    if (first) await audio.ensure(first).catch((err) => log.warn({ err }, 'first question audio failed'));
    if (rest.length) await jobs.speakQuestions(rest);
    return {
      interview_id: created.session.id,
      job_title: fields.job_title,
      round_type: fields.round_type,
      difficulty_level: fields.difficulty_level,
      question_count: created.session.question_count,
      time_limit_minutes: created.session.time_limit_minutes,
    };
  }

  return {
    ownedSession,
    plan,

    /** POST /t1/interview/start: quota, resume, plan with the plan's question count and time. */
    async start(user: AuthUser, fields: StartInterviewFields, resumePdf: Buffer | null) {
      // The allowance first: a candidate who cannot start another interview does not get a resume read.
      if (resumePdf) await db.transaction().execute((trx) => checkAllowance(trx, user, { claim: false }));
      const resumeText = resumePdf ? await readResume(resumePdf) : null;
      let claimed = false;
      return plan(user, fields, resumeText, (trx) => {
        // The first call only checks; the second, inside the insert's transaction, claims the interview.
        const claim = claimed;
        claimed = true;
        return checkAllowance(trx, user, { claim });
      });
    },

    /** GET /t1/users/allowance: interviews the caller's plan has left. */
    allowance: (user: Pick<AuthUser, 'id' | 'role'>) => allowanceFor(db, user),

    async details(userId: string, sessionId: string): Promise<InterviewDetails> {
      const s = await ownedSession(userId, sessionId);
      return {
        session_id: s.id,
        job_title: s.job_title,
        round_type: s.round_type,
        difficulty_level: s.difficulty_level,
        status: s.status,
        ...(await planProgress(db, s.id, s.current_index)),
      };
    },

    /**
     * Accepts the answer to the current question with its finished upload (if any), moves the interview on and
     * enqueues its processing in the same transaction. Saving the same answer again returns the same result.
     */
    async storeRecording(userId: string, body: StoreRecordingBody) {
      await ownedSession(userId, body.session_id);
      if (!jobs.available) throw new HttpError(503, 'Answer processing is not available right now');
      if (!isUuid(body.question_id)) throw conflict(INTERVIEW_SERVER_MSG.notCurrentQuestion);
      // Decided before the transaction: it may wait (within its budget) for the answer's last words.
      const followUp = (await followUps?.decide(userId, body)) ?? null;
      return db.transaction().execute(async (trx) => {
        const session = await sessions.lock(body.session_id, trx);
        if (!session) throw notFound(INTERVIEW_MSG.notFound);
        const question = await trx
          .selectFrom('interview_questions')
          .select(['id', 'position'])
          .where('id', '=', body.question_id)
          .where('session_id', '=', session.id)
          .executeTakeFirst();
        if (!question) throw conflict(INTERVIEW_SERVER_MSG.notCurrentQuestion);
        const result = async (answered: number, recording: boolean) => ({
          question_id: question.id,
          ...(await planProgress(trx, session.id, answered)),
          recording_received: recording,
        });
        const existing = await trx
          .selectFrom('answers')
          .select(['id', 'upload_id'])
          .where('question_id', '=', question.id)
          .executeTakeFirst();
        if (existing) return result(session.current_index, existing.upload_id !== null);
        if (session.status !== 'In Progress') throw conflict(INTERVIEW_SERVER_MSG.ended);
        if (question.position !== session.current_index)
          throw conflict(INTERVIEW_SERVER_MSG.notCurrentQuestion);
        const upload = await trx
          .selectFrom('answer_uploads')
          .select('id')
          .where('question_id', '=', question.id)
          .where('user_id', '=', userId)
          .where('finished_at', 'is not', null)
          .orderBy('finished_at', 'desc')
          .executeTakeFirst();
        // No finished upload: the recording was lost (SPEC §8 lets the interview go on). The answer is kept and
        // evaluated as empty rather than blocking the room on a question it can no longer answer.
        const answer = await trx
          .insertInto('answers')
          .values({
            question_id: question.id,
            upload_id: upload?.id ?? null,
            video_path: upload ? storage.uploadKey(upload.id) : null,
            duration_ms: body.duration,
            eye_contact: body.eye_contact ? JSON.stringify(body.eye_contact) : null,
            transcript: null,
            evaluation: null,
            error: null,
            processed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const added = (await followUps?.ask(trx, session.id, question, followUp)) ?? 0;
        const answered = session.current_index + 1;
        const finished = answered >= session.question_count + added;
        await sessions.advance(session.id, answered, finished, trx);
        await jobs.processAnswer(answer.id, trx);
        return result(answered, upload !== undefined);
      });
    },

    async feedback(userId: string, body: FeedbackBody): Promise<{ id: string }> {
      await ownedSession(userId, body.session_id);
      return db
        .insertInto('feedback')
        .values({
          session_id: body.session_id,
          user_id: userId,
          rating: body.rating,
          message: body.feedback_message,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
