import { sql, type Kysely } from 'kysely';

/**
 * Live transcripts cross processes (docs/decisions/128). The API process that receives an answer's upload
 * transcribes it as it arrives and keeps its state here: `transcribing` (with `updated_at` refreshed while that
 * process works on it), then `complete` with the words, or `dropped`. The answer job, on any worker, takes a
 * complete one instead of decoding the recording again. `run_id` names one process's attempt, so a stale process
 * never overwrites another's. `answers.transcript_source` records which way each answer's transcript was made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE live_transcripts (
      upload_id text PRIMARY KEY REFERENCES answer_uploads (id) ON DELETE CASCADE,
      run_id uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('transcribing', 'complete', 'dropped')),
      transcript jsonb,
      speech_samples integer,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'complete') = (transcript IS NOT NULL AND speech_samples IS NOT NULL))
    );
    ALTER TABLE answers
      ADD COLUMN transcript_source text CHECK (transcript_source IN ('live', 'recording'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE answers DROP COLUMN transcript_source;
    DROP TABLE live_transcripts;
  `.execute(db);
}
