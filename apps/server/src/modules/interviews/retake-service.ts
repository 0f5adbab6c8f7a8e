import {
  RETAKE_LIMIT,
  RETAKE_MSG,
  type RetakeBody,
  type StartInterviewResult,
  type DifficultyLevel,
  type RoundType,
} from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../accounts/account-repository.ts';
import type { InterviewService } from './interview-service.ts';
import { createInterviewSessionRepository } from './interview-session-repository.ts';
import type { QuestionAudio } from './question-audio.ts';

type Deps = {
  db: Db;
  sessions: Pick<InterviewService, 'ownedSession'>;
  audio: QuestionAudio;
  log: { warn: (obj: object, msg: string) => void };
};

/**
 * POST /t1/interview/retake: a one-question interview on a question of one of the caller's reports, taken in the
 * same room as any interview. It uses no interview of the plan; a question may be retaken RETAKE_LIMIT times.
 */
export function createRetakeService({ db, sessions, audio, log }: Deps) {
  const repo = createInterviewSessionRepository(db);
  return {
    async retake(userId: string, body: RetakeBody): Promise<StartInterviewResult> {
      const session = await sessions.ownedSession(userId, body.session_id);
      if (!isUuid(body.question_id)) throw notFound(RETAKE_MSG.questionNotFound);
      const question = await db
        .selectFrom('interview_questions')
        .select(['id', 'text', 'competency', 'rubric', 'source'])
        .where('id', '=', body.question_id)
        .where('session_id', '=', session.id)
        .executeTakeFirst();
      if (!question) throw notFound(RETAKE_MSG.questionNotFound);
      if (session.status !== 'Report Generated') throw conflict(RETAKE_MSG.noReport);
      // Every attempt hangs off the question as first asked, so a retake of a retake counts against the same limit.
      const first = session.retake_of ?? question.id;

      const created = await db.transaction().execute(async (trx) => {
        // Two tabs asking at once take turns here, so neither can pass the limit.
        await trx
          .selectFrom('interview_questions')
          .select('id')
          .where('id', '=', first)
          .forUpdate()
          .execute();
        if ((await repo.countRetakes(first, trx)) >= RETAKE_LIMIT) throw forbidden(RETAKE_MSG.limit);
        const retake = await repo.create(
          {
            user_id: userId,
            job_title: session.job_title,
            job_description: session.job_description,
            round_type: session.round_type,
            difficulty_level: session.difficulty_level,
            custom_jd: session.custom_jd,
            resume_text: null,
            status: 'In Progress',
            overall_score: null,
            report: null,
            started_at: null,
            ended_at: null,
            question_count: 1,
            time_limit_minutes: session.time_limit_minutes,
            retake_of: first,
          },
          trx,
        );
        const asked = await trx
          .insertInto('interview_questions')
          .values({
            session_id: retake.id,
            position: 0,
            text: question.text,
            competency: question.competency,
            rubric: JSON.stringify(question.rubric),
            source: question.source,
            audio_path: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ...retake, questionId: asked.id };
      });
      // As at start: the room makes the audio on demand if speech fails here.
      await audio
        .ensure(created.questionId)
        .catch((err) => log.warn({ err }, 'retake question audio failed'));
      return {
        interview_id: created.id,
        job_title: session.job_title,
        round_type: session.round_type as RoundType,
        difficulty_level: session.difficulty_level as DifficultyLevel,
        question_count: 1,
        time_limit_minutes: created.time_limit_minutes,
      };
    },
  };
}

export type RetakeService = ReturnType<typeof createRetakeService>;
