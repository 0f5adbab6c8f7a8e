import type { Transaction } from 'kysely';
import { fromKysely, type PgBoss, type QueueOptions } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Queue } from '../jobs/queue.ts';

type JobDefinition<P extends z.ZodType> = { name: string; payload: P; queue: QueueOptions };

/** Every background job of the interview: one definition (name, payload schema, retry policy) each. */
export const INTERVIEW_JOBS = {
  /**
   * Extract audio, transcribe, evaluate and store one answer. Retried with backoff; runs while the interview goes
   * on. The worker's heartbeat (every 10 s) proves it alive: a killed worker's answer is retried 20-30 s later
   * (heartbeat + pg-boss's 5 s supervision), not after the 10-minute expiry (ADR 083).
   */
  processAnswer: {
    name: 'answer.process',
    payload: z.object({ answer_id: z.uuid() }),
    queue: {
      retryLimit: 4,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 60,
      expireInSeconds: 600,
      heartbeatSeconds: 20,
    },
  },
  /** Synthesize one question's audio (all but the first, which start makes before it answers). */
  speakQuestion: {
    name: 'question.speak',
    payload: z.object({ question_id: z.uuid() }),
    queue: { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 300, heartbeatSeconds: 20 },
  },
  /** Every minute: interviews idle past their time limit + 30 minutes become Not Completed. */
  expireInterviews: {
    name: 'interview.expire',
    payload: z.object({}).passthrough(),
    queue: { retryLimit: 0, expireInSeconds: 120 },
  },
} as const satisfies Record<string, JobDefinition<z.ZodType>>;

export const MAX_ANSWER_ATTEMPTS = INTERVIEW_JOBS.processAnswer.queue.retryLimit + 1;

/** Idempotent; a queue made by an older version gets today's retry policy (createQueue leaves it as it was). */
export async function createInterviewQueues(boss: PgBoss): Promise<void> {
  for (const job of Object.values(INTERVIEW_JOBS)) {
    await boss.createQueue(job.name, job.queue);
    await boss.updateQueue(job.name, job.queue);
  }
}

export type InterviewJobs = {
  /** False when the app runs without a job queue: answers cannot be accepted then. */
  readonly available: boolean;
  /** Enqueued inside the caller's transaction: the answer and its job are committed together or not at all. */
  processAnswer(answerId: string, trx: Transaction<Database>): Promise<void>;
  speakQuestions(questionIds: string[]): Promise<void>;
};

/**
 * Producer side. Without a queue, question audio is made in this process instead (it is also made on demand
 * when the room needs it); answer processing has no such fallback because it must survive restarts.
 */
export function createInterviewJobs(
  queue: Queue | null,
  speakInProcess: (questionId: string) => Promise<void>,
  onError: (err: unknown) => void,
): InterviewJobs {
  const boss = queue?.boss ?? null;
  return {
    available: boss !== null,
    async processAnswer(answerId, trx) {
      if (!boss) throw new Error('No job queue: answers cannot be processed');
      const data = INTERVIEW_JOBS.processAnswer.payload.parse({ answer_id: answerId });
      await boss.send(INTERVIEW_JOBS.processAnswer.name, data, { db: fromKysely(trx) });
    },
    async speakQuestions(questionIds) {
      if (boss) {
        await boss.insert(
          INTERVIEW_JOBS.speakQuestion.name,
          questionIds.map((question_id) => ({
            data: INTERVIEW_JOBS.speakQuestion.payload.parse({ question_id }),
          })),
        );
        return;
      }
      void (async () => {
        for (const id of questionIds) await speakInProcess(id).catch(onError);
      })();
    },
  };
}
