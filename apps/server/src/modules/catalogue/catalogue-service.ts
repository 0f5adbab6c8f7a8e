import { SERVER_MSG, type AddJobTitleBody } from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { isUniqueViolation, isUuid } from '../accounts/account-repository.ts';
import { createPublishedList } from './published-list.ts';

export function createCatalogueService({ db }: { db: Db }) {
  /** The public list for the hero search and the Create Interview dialog, alphabetical. */
  async function listJobTitles() {
    const rows = await db
      .selectFrom('job_titles')
      .select(['job_title', 'job_description'])
      .orderBy('job_title')
      .execute();
    return { job_titles: rows };
  }
  const published = createPublishedList(async () => JSON.stringify(ok(await listJobTitles())));

  return {
    listJobTitles,

    /** GET /t1/interview/job_titles as stored bytes (JSON, br, gzip) with its ETag. */
    publishedJobTitles: () => published.get(),

    /** Super admin adds a title (usually from a request); with request_id that request is marked handled too. */
    async addJobTitle(body: AddJobTitleBody) {
      if (body.request_id !== undefined && !isUuid(body.request_id))
        throw notFound(SERVER_MSG.requestNotFound);
      try {
        const added = await db.transaction().execute(async (trx) => {
          if (body.request_id) {
            const updated = await trx
              .updateTable('job_title_requests')
              .set({ handled_at: new Date() })
              .where('id', '=', body.request_id)
              .executeTakeFirst();
            if (!updated.numUpdatedRows) throw notFound(SERVER_MSG.requestNotFound);
          }
          return trx
            .insertInto('job_titles')
            .values({ job_title: body.job_title, job_description: body.job_description, industry: null })
            .returning(['job_title', 'job_description'])
            .executeTakeFirstOrThrow();
        });
        published.invalidate();
        return added;
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(SERVER_MSG.jobTitleExists);
        throw err;
      }
    },
  };
}
