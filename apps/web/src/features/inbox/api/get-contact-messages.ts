import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contactMessageItem } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { inboxQueryString, type InboxFilter } from '../lib/inbox-filter.ts';

/** GET /t1/admin/contact_messages?status= (super admin): Contact Us submissions, newest first. */
export async function getContactMessages(filter: InboxFilter, signal?: AbortSignal) {
  return z
    .array(contactMessageItem)
    .parse(unwrap(await api.get(`/t1/admin/contact_messages${inboxQueryString(filter)}`, { signal })));
}

/** Without a filter: the prefix of every filter's key, for invalidating all of them at once. */
export const getContactMessagesQueryOptions = (filter?: InboxFilter) =>
  queryOptions({
    queryKey: filter ? ['inbox', 'contact-messages', filter] : ['inbox', 'contact-messages'],
    queryFn: ({ signal }) => getContactMessages(filter ?? 'all', signal),
  });

export function useContactMessages(filter: InboxFilter) {
  return useQuery(getContactMessagesQueryOptions(filter));
}
