/** A string matched literally inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any of the words or phrases, each whole and literal, in any case. */
export const anyOf = (list: readonly string[]) =>
  new RegExp(`\\b(${list.map(escapeRegExp).join('|')})\\b`, 'i');

/** Whether a text holds a phrase as whole words, in any case: "api" in "an API call", not in "rapid". */
export const holdsPhrase = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
