import type { Engine } from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import type { LiveTranscription } from '../answers/live-transcription.ts';
import type { AuthUser } from '../accounts/account-types.ts';
import type { Queue } from '../jobs/queue.ts';
import type { MediaUrls } from '../storage/media-urls.ts';
import type { Storage } from '../storage/storage.ts';
import { createFollowUps } from './follow-ups.ts';
import { createInterviewJobs } from './interview-jobs.ts';
import { createInterviewRoom } from './interview-room.ts';
import { createInterviewService } from './interview-service.ts';
import { createLiveFeedback } from './live-feedback.ts';
import { createQuestionAudio } from './question-audio.ts';
import { createReportService } from './report-service.ts';
import { createRetakeService } from './retake-service.ts';
import { createProgressService } from '../progress/progress-service.ts';

type Deps = {
  db: Db;
  engine: Engine;
  storage: Storage;
  urls: MediaUrls;
  queue: Queue | null;
  authenticate: (token: string) => Promise<(AuthUser & { sessionId: string }) | null>;
  /** Answers transcribed while they upload: follow-ups and live feedback are made from them. */
  live?: LiveTranscription;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

/**
 * Wires the interview's services for an API process once: the question audio, job sender and follow-ups that
 * the interview, room, report and retake services share.
 */
export function wireInterviewApi({ db, engine, storage, urls, queue, authenticate, live, log }: Deps) {
  const questionAudio = createQuestionAudio({ db, engine, storage });
  const jobs = createInterviewJobs(
    queue,
    async (id) => void (await questionAudio.ensure(id)),
    (err) => log.error({ err }, 'question audio failed'),
  );
  const followUps = createFollowUps({ db, engine, storage, live, log });
  const interviewSessions = createInterviewService({
    db,
    engine,
    storage,
    jobs,
    audio: questionAudio,
    followUps,
    log,
  });
  return {
    interviewSessions,
    interviewRoom: createInterviewRoom({ db, authenticate, audio: questionAudio, urls, followUps }),
    followUps,
    liveFeedback: createLiveFeedback({ db, live, log }),
    reports: createReportService({ db, engine, sessions: interviewSessions, urls }),
    retakes: createRetakeService({ db, sessions: interviewSessions, audio: questionAudio, log }),
    progress: createProgressService({ db, engine }),
    storage,
    mediaUrls: urls,
  };
}
