import type { Engine } from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import { createAnswerProcessor } from '../answers/answer-processing.ts';
import type { LiveTranscription } from '../answers/live-transcription.ts';
import type { Queue } from '../jobs/queue.ts';
import type { Storage } from '../storage/storage.ts';
import { createInterviewQueues, INTERVIEW_JOBS } from './interview-jobs.ts';
import { createQuestionAudio } from './question-audio.ts';
import { expireIdleInterviews } from './idle-interviews.ts';
import { buildReportWhenReady } from './report-builder.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type WorkerOptions = {
  db: Db;
  queue: Queue;
  engine: Engine;
  storage: Storage;
  log: Log;
  /** Answers processed at once by this process (speech tools use about one core each). */
  answerConcurrency?: number;
  /** The API's live transcripts, when the API runs in this process (it receives the uploads). */
  liveTranscription?: LiveTranscription;
};

/**
 * Consumers of the interview jobs. Any number of processes may run them: pg-boss hands each job to one
 * worker, and a job whose worker died is retried once its heartbeat stops, so an accepted answer is never lost.
 */
export async function startInterviewWorkers({
  db,
  queue,
  engine,
  storage,
  log,
  answerConcurrency = 2,
  liveTranscription,
}: WorkerOptions) {
  const { boss } = queue;
  await createInterviewQueues(boss);
  const audio = createQuestionAudio({ db, engine, storage });
  const processAnswer = createAnswerProcessor({
    db,
    engine,
    storage,
    log,
    live: liveTranscription,
    onAnswerDone: (sessionId) => buildReportWhenReady(db, engine, sessionId),
  });
  const { processAnswer: answerJob, speakQuestion, expireInterviews } = INTERVIEW_JOBS;

  await boss.work(
    answerJob.name,
    { localConcurrency: answerConcurrency, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (job) await processAnswer(answerJob.payload.parse(job.data).answer_id);
    },
  );
  await boss.work(speakQuestion.name, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) await audio.ensure(speakQuestion.payload.parse(job.data).question_id);
  });
  await boss.work(expireInterviews.name, async () => {
    const expired = await expireIdleInterviews(db);
    if (expired) log.info({ expired }, 'idle interviews marked Not Completed');
  });
  await boss.schedule(expireInterviews.name, '* * * * *');

  return {
    /**
     * Takes no new jobs. Jobs running now are not waited for (an answer can take half a minute): stopping the
     * queue hands them back to be retried, here at the next start or by another process at once.
     */
    async stop() {
      for (const job of [answerJob, speakQuestion, expireInterviews])
        await boss
          .offWork(job.name, { wait: false })
          .catch((err: unknown) => log.warn({ err }, `could not stop ${job.name}`));
    },
  };
}
