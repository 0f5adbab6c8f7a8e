import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Transcript } from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import { SAMPLE_RATE } from './silence.ts';

/** The live speech must match the stored recording's to this many samples (50 ms) to be trusted. */
const LENGTH_TOLERANCE = SAMPLE_RATE / 20;
/** A `transcribing` row not refreshed for this long belongs to a process that died or stopped. */
const STALE_SECONDS = 10;
/** The answer job waits at most this long for a live transcript still being finished by a living process. */
const MAX_WAIT_MS = 60_000;
const POLL_MS = 150;

/** Whether live speech of `liveSamples` is the whole of a stored recording's speech of `recordingSamples`. */
export const coversRecording = (liveSamples: number, recordingSamples: number) =>
  Math.abs(liveSamples - recordingSamples) <= LENGTH_TOLERANCE;

/**
 * The `live_transcripts` table (docs/decisions/128): how the API process transcribing an upload as it arrives tells
 * the answer job, on any process, that a transcript is coming, what it is, or that there will be none. Every write
 * is scoped to one attempt (`runId`), so a process that lost an upload to another never overwrites its row.
 */
export function createLiveTranscriptRepository({ db }: { db: Db }) {
  return {
    /**
     * A process starts transcribing the upload from its first byte: its row says so, replacing an earlier attempt
     * (whose first request stored nothing), but never an upload already known to have gone elsewhere.
     */
    async begin(uploadId: string, runId: string) {
      await db
        .insertInto('live_transcripts')
        .values({ upload_id: uploadId, run_id: runId, status: 'transcribing' })
        .onConflict((oc) =>
          oc
            .column('upload_id')
            .doUpdateSet({
              run_id: runId,
              status: 'transcribing',
              transcript: null,
              speech_samples: null,
              updated_at: sql`now()`,
            })
            .where('live_transcripts.status', '<>', 'dropped'),
        )
        .execute();
    },

    /** The process is still at work on these attempts (called every few seconds while it is). */
    async stillTranscribing(runIds: string[]) {
      if (runIds.length === 0) return;
      await db
        .updateTable('live_transcripts')
        .set({ updated_at: sql`now()` })
        .where('run_id', 'in', runIds)
        .where('status', '=', 'transcribing')
        .execute();
    },

    /** Stores the finished transcript; false when the attempt was dropped meanwhile (nothing is stored). */
    async complete(runId: string, transcript: Transcript, speechSamples: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('live_transcripts')
        .set({
          status: 'complete',
          transcript: JSON.stringify(transcript),
          speech_samples: speechSamples,
          updated_at: sql`now()`,
        })
        .where('run_id', '=', runId)
        .where('status', '=', 'transcribing')
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },

    /** No live transcript will come from this attempt: nobody waits for it. */
    async drop(runId: string) {
      await db
        .updateTable('live_transcripts')
        .set({ status: 'dropped', updated_at: sql`now()` })
        .where('run_id', '=', runId)
        .where('status', '=', 'transcribing')
        .execute();
    },

    /**
     * Anyone's attempt at this upload is over: part of it reached a process that did not see its beginning. Written
     * even before the first process's own row, so the order in which the two arrive does not matter.
     */
    async dropUpload(uploadId: string) {
      await db
        .insertInto('live_transcripts')
        .values({ upload_id: uploadId, run_id: randomUUID(), status: 'dropped' })
        .onConflict((oc) =>
          oc
            .column('upload_id')
            .doUpdateSet({ status: 'dropped', updated_at: sql`now()` })
            .where('live_transcripts.status', '=', 'transcribing'),
        )
        .execute();
    },

    /**
     * The upload's complete live transcript when it covers the stored recording's speech (`recordingSamples`),
     * waiting while a living process is still finishing it; undefined when there is none, it was dropped, its
     * process went quiet, or it does not cover the recording: the caller transcribes the recording itself.
     */
    async take(uploadId: string, recordingSamples: number): Promise<Transcript | undefined> {
      const deadline = Date.now() + MAX_WAIT_MS;
      for (;;) {
        const row = await db
          .selectFrom('live_transcripts')
          .select(['status', 'transcript', 'speech_samples'])
          .select(sql<boolean>`updated_at > now() - make_interval(secs => ${STALE_SECONDS})`.as('alive'))
          .where('upload_id', '=', uploadId)
          .executeTakeFirst();
        if (!row || row.status === 'dropped') return undefined;
        if (row.status === 'complete')
          return row.transcript && coversRecording(row.speech_samples ?? -1, recordingSamples)
            ? row.transcript
            : undefined;
        if (!row.alive || Date.now() >= deadline) return undefined;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },

    /** The answer is stored with its transcript: the live one is no longer needed. */
    async remove(uploadId: string) {
      await db.deleteFrom('live_transcripts').where('upload_id', '=', uploadId).execute();
    },
  };
}

export type LiveTranscriptRepository = ReturnType<typeof createLiveTranscriptRepository>;
