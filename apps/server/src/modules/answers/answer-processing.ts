import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Engine, QuestionToJudge } from '@rehearse/engine';
import type { RoundType, DifficultyLevel } from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { MAX_ANSWER_ATTEMPTS } from '../interviews/interview-jobs.ts';
import { answerHints } from './answer-hints.ts';
import { createLiveTranscriptRepository } from './live-transcript-repository.ts';
import type { LiveTranscription } from './live-transcription.ts';
import { extractSpeech, remuxForPlayback, speechWavSamples } from './media-tools.ts';

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
type Deps = {
  db: Db;
  engine: Engine;
  storage: Storage;
  /** Called after each answer: the last one of an interview waiting for its report builds it. */
  onAnswerDone: (sessionId: string) => Promise<unknown>;
  /** This process's live transcripts, when it also receives uploads (`all`): taken without a round trip. */
  live?: LiveTranscription;
  log: Log;
};

/**
 * The `answer.process` job: speech out of the recording, transcript, evaluation, stored on the answer. A throw
 * makes pg-boss retry with backoff; the last attempt stores an evaluation of an empty answer with the reason,
 * so one broken recording never blocks the report.
 */
export function createAnswerProcessor({ db, engine, storage, onAnswerDone, live, log }: Deps) {
  const liveTranscripts = createLiveTranscriptRepository({ db });

  /**
   * The words decoded while the answer uploaded, when they are the whole stored recording's: from this process's
   * memory, else as the API process that received the upload stored them (docs/decisions/128).
   */
  async function liveTranscriptOf(uploadId: string, speechWav: string) {
    return (
      (await live?.take(uploadId, speechWav)) ??
      (await liveTranscripts.take(uploadId, await speechWavSamples(speechWav)))
    );
  }

  async function load(answerId: string) {
    return db
      .selectFrom('answers as a')
      .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
      .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
      .leftJoin('interview_questions as main', 'main.id', 'q.follow_up_of')
      .leftJoin('answer_uploads as u', 'u.id', 'a.upload_id')
      .select([
        'a.id',
        'a.status',
        'a.video_path',
        'a.duration_ms',
        'a.eye_contact',
        'a.upload_id',
        'u.filetype',
        'q.id as question_id',
        'q.text',
        'q.competency',
        'q.rubric',
        'main.text as main_text',
        's.id as session_id',
        's.job_title',
        's.job_description',
        's.custom_jd',
        's.round_type',
        's.difficulty_level',
      ])
      .where('a.id', '=', answerId)
      .executeTakeFirst();
  }

  return async function processAnswer(answerId: string): Promise<void> {
    const answer = await load(answerId);
    if (!answer || answer.status === 'processed' || answer.status === 'failed') return;
    const { attempts } = await db
      .updateTable('answers')
      .set((eb) => ({ status: 'processing', attempts: eb('attempts', '+', 1), updated_at: new Date() }))
      .where('id', '=', answerId)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    // A follow-up ("Can you make that concrete?") is judged with its main question, which says what it is about.
    const text = answer.main_text ? `${answer.main_text} ${answer.text}` : answer.text;
    const question: QuestionToJudge = {
      id: answer.question_id,
      text,
      competency: answer.competency,
      rubric: answer.rubric,
      job_title: answer.job_title,
      round_type: answer.round_type as RoundType,
      difficulty_level: answer.difficulty_level as DifficultyLevel,
    };
    const eyeContact = answer.eye_contact ?? undefined;
    const started = Date.now();
    if (!answer.video_path) {
      await storeEmpty(answer, question, 'processed', 'No recording of this answer was received.', null);
      await onAnswerDone(answer.session_id);
      return;
    }
    const videoKey = answer.video_path;
    const dir = await mkdtemp(path.join(tmpdir(), 'rehearse-answer-'));
    try {
      const wav = path.join(dir, 'speech.wav');
      await storage.withLocalFile(videoKey, (video) => extractSpeech(video, wav));
      const asked = Date.now();
      const liveTranscript = answer.upload_id ? await liveTranscriptOf(answer.upload_id, wav) : undefined;
      const liveMs = Date.now() - asked;
      const transcript =
        liveTranscript ?? (await engine.transcribe(wav, { hints: answerHints({ ...answer, text }) }));
      const evaluation = await engine.evaluateAnswer(question, transcript, {
        audio_path: wav,
        ...(eyeContact ? { eye_contact: eyeContact } : {}),
      });
      const videoPath = await playableCopy(answer.id, videoKey, answer.filetype ?? '');
      await db
        .updateTable('answers')
        .set({
          status: 'processed',
          transcript: JSON.stringify(transcript),
          transcript_source: liveTranscript ? 'live' : 'recording',
          evaluation: JSON.stringify(evaluation),
          video_path: videoPath,
          error: null,
          processed_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', answerId)
        .execute();
      if (answer.upload_id) await liveTranscripts.remove(answer.upload_id).catch(() => undefined);
      if (videoPath !== videoKey && answer.upload_id)
        await storage.uploadDatastore.remove(answer.upload_id).catch(() => undefined);
      log.info(
        {
          answerId,
          ms: Date.now() - started,
          words: transcript.words?.length ?? 0,
          live: !!liveTranscript,
          // How long the job waited for the live transcript, or to learn that there was none.
          liveMs,
        },
        'answer processed',
      );
    } catch (err) {
      const reason = (err as Error).message;
      if (attempts < MAX_ANSWER_ATTEMPTS) {
        await db
          .updateTable('answers')
          .set({ status: 'queued', error: reason, updated_at: new Date() })
          .where('id', '=', answerId)
          .execute();
        log.warn({ answerId, attempts, err }, 'answer processing failed; it will be retried');
        throw err;
      }
      await storeEmpty(
        answer,
        question,
        'failed',
        'The recording of this answer could not be processed.',
        reason,
      );
      log.warn({ answerId, attempts, err }, 'answer could not be processed; stored as an empty answer');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await onAnswerDone(answer.session_id);
  };

  /** Stores the evaluation of an empty answer with the reason, so the report can still be built. */
  async function storeEmpty(
    answer: { id: string; duration_ms: number },
    question: QuestionToJudge,
    status: 'processed' | 'failed',
    note: string,
    error: string | null,
  ) {
    const evaluation = await engine.evaluateAnswer(question, { text: '', duration_ms: answer.duration_ms });
    evaluation.notes.push(note);
    await db
      .updateTable('answers')
      .set({
        status,
        transcript: JSON.stringify({ text: '', words: [], duration_ms: answer.duration_ms }),
        evaluation: JSON.stringify(evaluation),
        error,
        processed_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', answer.id)
      .execute();
  }

  /** A seekable webm for the report's player; the original upload is kept if the copy fails. */
  async function playableCopy(answerId: string, videoPath: string, filetype: string): Promise<string> {
    if (!filetype.includes('webm')) return videoPath;
    const key = `answers/${answerId}.webm`;
    try {
      await storage.withLocalFile(videoPath, (video) =>
        storage.put(key, (tmp) => remuxForPlayback(video, tmp)),
      );
      return key;
    } catch (err) {
      log.warn({ answerId, err }, 'recording kept as uploaded: it could not be made seekable');
      return videoPath;
    }
  }
}
