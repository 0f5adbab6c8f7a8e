import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { JOB_TITLES } from './job-titles.data.ts';

/**
 * Upserts the committed catalogue: running it again changes nothing, an edited description is updated,
 * and titles the super admin added from requests are left alone.
 */
export async function seedJobTitles(db: Db): Promise<number> {
  if (JOB_TITLES.length === 0) return 0;
  await db
    .insertInto('job_titles')
    .values(
      JOB_TITLES.map((t) => ({
        job_title: t.job_title,
        job_description: t.job_description,
        industry: t.industry,
      })),
    )
    .onConflict((oc) =>
      oc.expression(sql`lower(job_title)`).doUpdateSet({
        job_description: (eb) => eb.ref('excluded.job_description'),
        industry: (eb) => eb.ref('excluded.industry'),
      }),
    )
    .execute();
  return JOB_TITLES.length;
}
