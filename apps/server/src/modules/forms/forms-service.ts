import {
  SERVER_MSG,
  type ContactUsBody,
  type InboxQuery,
  type RequestJobTitleBody,
} from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../accounts/account-repository.ts';

type Inbox = 'contact_messages' | 'job_title_requests';

const iso = <T extends { handled_at: Date | null; created_at: Date }>(row: T) => ({
  ...row,
  handled_at: row.handled_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** The public Contact Us and Request Job Title forms, and the super admin's inbox of both. */
export function createFormsService({ db }: { db: Db }) {
  async function list(table: Inbox, { status }: InboxQuery) {
    let query = db.selectFrom(table).selectAll().orderBy('created_at', 'desc');
    if (status === 'open') query = query.where('handled_at', 'is', null);
    if (status === 'handled') query = query.where('handled_at', 'is not', null);
    return (await query.execute()).map(iso);
  }

  async function markHandled(table: Inbox, id: string, handled: boolean, missing: string) {
    if (!isUuid(id)) throw notFound(missing);
    const row = await db
      .updateTable(table)
      .set({ handled_at: handled ? new Date() : null })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(missing);
    return iso(row);
  }

  return {
    submitContact: (body: ContactUsBody) => db.insertInto('contact_messages').values(body).execute(),
    submitJobTitleRequest: (body: RequestJobTitleBody) =>
      db.insertInto('job_title_requests').values(body).execute(),
    listContactMessages: (query: InboxQuery) => list('contact_messages', query),
    listJobTitleRequests: (query: InboxQuery) => list('job_title_requests', query),
    markContactMessage: (id: string, handled: boolean) =>
      markHandled('contact_messages', id, handled, SERVER_MSG.messageNotFound),
    markJobTitleRequest: (id: string, handled: boolean) =>
      markHandled('job_title_requests', id, handled, SERVER_MSG.requestNotFound),
  };
}
