import { EMAIL_PATTERN } from '@rehearse/contracts';

/** What every inbox row has in common (contact messages and job-title requests). */
type InboxItem = { first_name: string; last_name: string; handled_at: string | null };

export type InboxStatusLabel = 'Open' | 'Handled';

export function inboxStatusLabel(item: Pick<InboxItem, 'handled_at'>): InboxStatusLabel {
  return item.handled_at === null ? 'Open' : 'Handled';
}

/** The sender as one name; the forms require both parts, but a stray space must not show. */
export function senderName(item: Pick<InboxItem, 'first_name' | 'last_name'>): string {
  return [item.first_name, item.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The toast after the Mark handled / Reopen button succeeded. */
export function markedToast(handled: boolean, thing: string): string {
  return handled ? `${thing} marked as handled.` : `${thing} reopened.`;
}

export const MESSAGE_PREVIEW_LENGTH = 90;

/**
 * The first words of a message for the table cell, cut at a word boundary; `truncated` says whether the row
 * needs its 'Read all' button. Messages run up to 1000 characters, which would make every row a paragraph.
 */
export function messagePreview(
  message: string,
  max: number = MESSAGE_PREVIEW_LENGTH,
): { text: string; truncated: boolean } {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return { text: flat, truncated: false };
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut mid-word rather than shown whole.
  const text = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return { text: `${text.replace(/[\s.,;:!?-]+$/, '')}…`, truncated: true };
}

/**
 * The sender's address as a mailto: link, or null to show it as plain text. Only one plain address becomes a
 * link: a message stored before the forms refused `?`, `,`, `%`... must not open a mail with a hidden Bcc.
 */
export function mailtoHref(email: string): string | null {
  return EMAIL_PATTERN.test(email) ? `mailto:${email}` : null;
}
