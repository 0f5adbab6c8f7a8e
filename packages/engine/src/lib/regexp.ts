/** A string matched literally inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any of the words or phrases, each whole and literal, in any case. */
export const anyOf = (list: readonly string[]) =>
  new RegExp(`\\b(${list.map(escapeRegExp).join('|')})\\b`, 'i');
