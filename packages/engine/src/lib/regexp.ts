/** A string matched literally inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any of the words or phrases, each whole and literal, in any case. */
export const anyOf = (list: readonly string[]) =>
  new RegExp(`\\b(${list.map(escapeRegExp).join('|')})\\b`, 'i');

const ENDS_IN_LETTER_OR_DIGIT = /[\p{L}\p{N}]$/u;
const STARTS_WITH_LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/**
 * Whether a text holds a phrase as whole words, in any case: "api" in "an API call", not in "rapid". Found by
 * position, not by an expression built for the phrase: one in any case with Unicode letter classes takes ~1 ms to
 * build, and an answer's phrases are mostly new (docs/decisions/179).
 */
export function holdsPhrase(text: string, phrase: string): boolean {
  const within = text.toLowerCase();
  const sought = phrase.toLowerCase();
  if (!sought) return false;
  for (let at = within.indexOf(sought); at >= 0; at = within.indexOf(sought, at + 1)) {
    const end = at + sought.length;
    if (
      !ENDS_IN_LETTER_OR_DIGIT.test(within.slice(Math.max(0, at - 2), at)) &&
      !STARTS_WITH_LETTER_OR_DIGIT.test(within.slice(end, end + 2))
    )
      return true;
  }
  return false;
}
