import type { Db } from '../../db/database.ts';

const BATCH = 500;

/** Deletes Contact Us messages or job-title requests handled before `cutoff`; open ones stay, however old. */
export async function deleteHandledForms(
  db: Db,
  table: 'contact_messages' | 'job_title_requests',
  cutoff: Date,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    // In batches, so a first run over years of messages never holds one long lock.
    const result = await db
      .deleteFrom(table)
      .where('id', 'in', (eb) =>
        eb.selectFrom(table).select('id').where('handled_at', '<', cutoff).limit(BATCH),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}
