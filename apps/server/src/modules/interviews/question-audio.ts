import type { Engine } from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import type { Storage } from '../storage/storage.ts';

export type QuestionAudio = {
  /** Makes the question's audio unless it exists; returns its storage key. */
  ensure(questionId: string): Promise<string>;
};

export const questionAudioKey = (sessionId: string, questionId: string) =>
  `questions/${sessionId}/${questionId}.mp3`;

/**
 * Question audio is made once: by start for the first question, by a job for the others, and on demand by the
 * room if a job has not got there yet. Concurrent makers in one process share the work; across processes the
 * atomic publish in storage makes a duplicate harmless.
 */
export function createQuestionAudio({ db, engine, storage }: { db: Db; engine: Engine; storage: Storage }) {
  const inFlight = new Map<string, Promise<string>>();

  async function make(questionId: string): Promise<string> {
    const question = await db
      .selectFrom('interview_questions')
      .select(['id', 'session_id', 'text', 'audio_path', 'audio_ready'])
      .where('id', '=', questionId)
      .executeTakeFirst();
    if (!question) throw new Error(`Question ${questionId} does not exist`);
    if (question.audio_ready && question.audio_path) return question.audio_path;
    const key = questionAudioKey(question.session_id, question.id);
    await storage.put(key, (tmpPath) => engine.speak(question.text, tmpPath, 'mp3'));
    await db
      .updateTable('interview_questions')
      .set({ audio_path: key, audio_ready: true })
      .where('id', '=', question.id)
      .execute();
    return key;
  }

  return {
    ensure(questionId: string): Promise<string> {
      let pending = inFlight.get(questionId);
      if (!pending) {
        pending = make(questionId).finally(() => inFlight.delete(questionId));
        inFlight.set(questionId, pending);
      }
      return pending;
    },
  } satisfies QuestionAudio;
}
