import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_INBOX_FILTER, parseInboxFilter, type InboxFilter } from '../lib/inbox-filter.ts';

/** The filter lives in the address (?status=handled) so a reload or a shared link shows the same list. */
export function useInboxFilter(): [InboxFilter, (next: InboxFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseInboxFilter(searchParams.get('status'));
  const setFilter = useCallback(
    (next: InboxFilter) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === DEFAULT_INBOX_FILTER) params.delete('status');
          else params.set('status', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [filter, setFilter];
}
