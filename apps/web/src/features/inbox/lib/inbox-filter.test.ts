import { describe, expect, it } from 'vitest';
import { inboxQuery } from '@rehearse/contracts';
import { INBOX_FILTERS, inboxEmptyText, inboxQueryString, parseInboxFilter } from './inbox-filter.ts';

describe('inbox filter', () => {
  it('offers Open, Handled and All in that order', () => {
    expect(INBOX_FILTERS.map((filter) => filter.label)).toEqual(['Open', 'Handled', 'All']);
  });

  it('reads the filter from the address, showing the open items when it is missing or unknown', () => {
    expect(parseInboxFilter('handled')).toBe('handled');
    expect(parseInboxFilter('all')).toBe('all');
    expect(parseInboxFilter('open')).toBe('open');
    expect(parseInboxFilter(null)).toBe('open');
    expect(parseInboxFilter('HANDLED')).toBe('open');
    expect(parseInboxFilter('closed')).toBe('open');
  });

  it('turns each filter into the status query the server accepts', () => {
    for (const { value } of INBOX_FILTERS) {
      const query = inboxQueryString(value);
      expect(query).toBe(`?status=${value}`);
      const params = Object.fromEntries(new URLSearchParams(query));
      expect(inboxQuery.parse(params)).toEqual({ status: value });
    }
  });

  it('says why the list is empty in the words of the filter', () => {
    expect(inboxEmptyText('open', 'messages')).toBe('No open messages. Everything has been handled.');
    expect(inboxEmptyText('handled', 'job title requests')).toBe('No handled job title requests yet.');
    expect(inboxEmptyText('all', 'messages')).toBe('No messages yet.');
  });
});
