import {
  INTERVIEW_MSG,
  INTERVIEW_SERVER_MSG,
  MSG,
  type DifficultyLevel,
  type RoundType,
  type ServerMessage,
} from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../accounts/account-types.ts';
import type { MediaUrls } from '../storage/media-urls.ts';
import type { FollowUps } from './follow-ups.ts';
import { isUuid } from '../accounts/account-repository.ts';
import { createInterviewSessionRepository } from './interview-session-repository.ts';
import type { QuestionAudio } from './question-audio.ts';

/** Close codes of /tws1/connect besides the normal 1000. */
export const ROOM_CLOSE = { unauthenticated: 4401, forbidden: 4403, ended: 4410 } as const;
/** Question audio links last the whole interview plus its grace period. */
const AUDIO_URL_TTL_SECONDS = 2 * 60 * 60;
export const questionAudioPath = (questionId: string) => `/t1/interview/question_audio/${questionId}`;

export type JoinResult =
  | { ok: true; userId: string; sessionId: string; authSessionId: string; details: ServerMessage }
  | { ok: false; code: number; message: string };

type Deps = {
  db: Db;
  authenticate: (token: string) => Promise<(AuthUser & { sessionId: string }) | null>;
  audio: QuestionAudio;
  urls: MediaUrls;
  followUps?: Pick<FollowUps, 'audioReady' | 'prepare'>;
};

/**
 * The interview room's protocol over PostgreSQL state only: any API replica can serve any message of any
 * interview, and a reconnect (to any replica) resumes at the first unanswered question.
 */
export function createInterviewRoom({ db, authenticate, audio, urls, followUps }: Deps) {
  const sessions = createInterviewSessionRepository(db);
  const session = (sessionId: string) => sessions.findForRoom(sessionId);

  /**
   * The current question with its audio (made now if no job has made it yet), or the end of the interview.
   * The audio link works only while the sign-in that joined the room lasts (ADR 082).
   */
  async function current(sessionId: string, authSessionId: string): Promise<ServerMessage> {
    const s = await session(sessionId);
    if (!s || s.current_index >= s.question_count) return { type: 'interview_end' };
    const questions = await db
      .selectFrom('interview_questions')
      .select(['id', 'text', 'position', 'follow_up_of', 'competency', 'rubric'])
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .execute();
    const question = questions.find((q) => q.position === s.current_index);
    if (!question) throw new Error(`Interview ${sessionId} has no question at ${s.current_index}`);
    // Follow-ups are numbered with their main question and not counted in the plan's total.
    const mains = questions.filter((q) => !q.follow_up_of).map((q) => q.id);
    if (question.follow_up_of) await followUps?.audioReady(question.id);
    else
      followUps?.prepare({
        id: question.id,
        text: question.text,
        competency: question.competency,
        rubric: question.rubric,
        job_title: s.job_title,
        round_type: s.round_type as RoundType,
        difficulty_level: s.difficulty_level as DifficultyLevel,
      });
    await audio.ensure(question.id);
    return {
      type: 'question',
      question_id: question.id,
      text: question.text,
      question_audio_url: urls.sign(questionAudioPath(question.id), AUDIO_URL_TTL_SECONDS, authSessionId),
      index: mains.indexOf(question.follow_up_of ?? question.id),
      total: mains.length,
      ...(question.follow_up_of ? { follow_up_of: question.follow_up_of } : {}),
    };
  }

  return {
    current,

    /** The first message: a valid token of the interview's owner, and an interview that can still be held. */
    async join(token: string, sessionId: string): Promise<JoinResult> {
      const user = token ? await authenticate(token) : null;
      if (!user) return { ok: false, code: ROOM_CLOSE.unauthenticated, message: MSG.unauthenticated };
      const s = isUuid(sessionId) ? await session(sessionId) : undefined;
      if (!s || s.user_id !== user.id)
        return { ok: false, code: ROOM_CLOSE.forbidden, message: INTERVIEW_MSG.notFound };
      if (s.status === 'Not Completed')
        return { ok: false, code: ROOM_CLOSE.ended, message: INTERVIEW_SERVER_MSG.ended };
      await sessions.markJoined(s.id);
      return {
        ok: true,
        userId: user.id,
        sessionId: s.id,
        authSessionId: user.sessionId,
        details: {
          type: 'interview_details',
          data: { round_type: s.round_type, difficulty_level: s.difficulty_level, job_title: s.job_title },
        },
      };
    },

    /** video_response: the answer must have been saved; then the next question or the end. */
    async videoResponse(
      sessionId: string,
      questionId: string,
      authSessionId: string,
    ): Promise<ServerMessage> {
      const answered =
        isUuid(questionId) &&
        (await db
          .selectFrom('answers as a')
          .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
          .select('a.id')
          .where('q.id', '=', questionId)
          .where('q.session_id', '=', sessionId)
          .executeTakeFirst());
      if (!answered) return { type: 'error', message: INTERVIEW_SERVER_MSG.answerNotSaved };
      return current(sessionId, authSessionId);
    },
  };
}

export type InterviewRoom = ReturnType<typeof createInterviewRoom>;
