import type { InboxQuery } from '@rehearse/contracts';

/** The inbox filter: which submissions the list shows (the server's `status` query). */
export type InboxFilter = InboxQuery['status'];

/** In the order the filter shows them; 'open' first because that is the work still to do. */
export const INBOX_FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const satisfies readonly { value: InboxFilter; label: string }[];

export const DEFAULT_INBOX_FILTER: InboxFilter = 'open';

/** The `?status=` of the page's address; anything unknown falls back to the open items. */
export function parseInboxFilter(value: string | null | undefined): InboxFilter {
  return INBOX_FILTERS.find((filter) => filter.value === value)?.value ?? DEFAULT_INBOX_FILTER;
}

/** The list endpoint's query string for a filter, e.g. '?status=open'. */
export function inboxQueryString(filter: InboxFilter): string {
  return `?${new URLSearchParams({ status: filter }).toString()}`;
}

/** What the table says when the filter leaves nothing to show. */
export function inboxEmptyText(filter: InboxFilter, things: string): string {
  if (filter === 'open') return `No open ${things}. Everything has been handled.`;
  if (filter === 'handled') return `No handled ${things} yet.`;
  return `No ${things} yet.`;
}
