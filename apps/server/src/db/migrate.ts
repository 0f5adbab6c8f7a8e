import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001_accounts.ts';
import * as m0002 from './migrations/0002_catalogue_and_forms.ts';
import * as m0003 from './migrations/0003_interviews.ts';
import * as m0004 from './migrations/0004_answers_without_recording.ts';
import * as m0005 from './migrations/0005_rate_limits.ts';
import * as m0006 from './migrations/0006_retakes_and_progress.ts';
import * as m0007 from './migrations/0007_cohorts_recovery_billing.ts';
import * as m0008 from './migrations/0008_follow_up_questions.ts';
import * as m0009 from './migrations/0009_interview_list_changes.ts';
import * as m0010 from './migrations/0010_live_transcripts.ts';

/** Explicit list: no directory scanning, so the migrations are the ones committed here and run under tsx. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_catalogue_and_forms': m0002,
  '0003_interviews': m0003,
  '0004_answers_without_recording': m0004,
  '0005_rate_limits': m0005,
  '0006_retakes_and_progress': m0006,
  '0007_cohorts_recovery_billing': m0007,
  '0008_follow_up_questions': m0008,
  '0009_interview_list_changes': m0009,
  '0010_live_transcripts': m0010,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
