import { describe, expect, it } from 'vitest';
import { inboxStatusLabel, mailtoHref, markedToast, messagePreview, senderName } from './inbox-item.ts';

describe('inbox item', () => {
  it('labels an item Open until it has a handled time', () => {
    expect(inboxStatusLabel({ handled_at: null })).toBe('Open');
    expect(inboxStatusLabel({ handled_at: '2025-03-01T10:00:00.000Z' })).toBe('Handled');
  });

  it('joins the sender name without stray spaces', () => {
    expect(senderName({ first_name: 'Asha', last_name: 'Rao' })).toBe('Asha Rao');
    expect(senderName({ first_name: ' Asha ', last_name: '' })).toBe('Asha');
  });

  it('confirms marking and reopening in different words', () => {
    expect(markedToast(true, 'Message from Asha Rao')).toBe('Message from Asha Rao marked as handled.');
    expect(markedToast(false, 'Request for Data Engineer')).toBe('Request for Data Engineer reopened.');
  });

  it('shows a short message whole, with its whitespace flattened', () => {
    expect(messagePreview('Hello there,\n\nplease call me.')).toEqual({
      text: 'Hello there, please call me.',
      truncated: false,
    });
  });

  it('cuts a long message at a word boundary and marks it truncated', () => {
    const message =
      'I would like to know whether institutes can get a bulk discount for all of their students next term.';
    const preview = messagePreview(message, 40);
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe('I would like to know whether institutes…');
    expect(preview.text.length).toBeLessThanOrEqual(41);
  });

  it('cuts a single overlong word mid-word rather than showing it whole', () => {
    const preview = messagePreview('x'.repeat(120), 40);
    expect(preview).toEqual({ text: `${'x'.repeat(40)}…`, truncated: true });
  });

  it('links a plain address and shows one that would change the mail (a hidden Bcc) as text only', () => {
    expect(mailtoHref('meera@example.test')).toBe('mailto:meera@example.test');
    expect(mailtoHref('a@b.co?bcc=x%40evil.co')).toBeNull();
    expect(mailtoHref('a@b.co,x@evil.co')).toBeNull();
  });
});
