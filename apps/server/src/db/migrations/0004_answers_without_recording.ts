import { sql, type Kysely } from 'kysely';

/**
 * An answer whose recording never arrived (the upload failed after its retries) is still saved so the interview
 * goes on (SPEC §8: upload failures are only logged); it is evaluated as an empty answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE answers ALTER COLUMN upload_id DROP NOT NULL, ALTER COLUMN video_path DROP NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM answers WHERE upload_id IS NULL OR video_path IS NULL;
    ALTER TABLE answers ALTER COLUMN upload_id SET NOT NULL, ALTER COLUMN video_path SET NOT NULL;
  `.execute(db);
}
