import { spellNumber } from '../src/adapters/asr-vocabulary/numbers.ts';
import { SPELLED_ACRONYMS } from '../src/adapters/asr-vocabulary/tech-words.ts';
import { HESITATIONS } from '../src/lib/fillers.ts';

export type NormaliseOptions = {
  /**
   * Keep hesitations (um, uh...) as words. Off for word error rate: they are not words of the answer, and a
   * transcript that writes them must not count as worse than one that drops them. On to align fillers.
   */
  keepHesitations?: boolean;
};

/** Closed compounds that people and dictionaries write either way; both sides get the split form. */
const SPLIT_COMPOUNDS: Record<string, string> = {
  frontend: 'front end',
  backend: 'back end',
  email: 'e mail',
  emails: 'e mails',
  checkin: 'check in',
  checkins: 'check ins',
  oncall: 'on call',
  setup: 'set up',
  rollback: 'roll back',
  runbook: 'run book',
  sitewide: 'site wide',
  webhook: 'web hook',
};

const letters = (token: string) => [...token.toLowerCase()];

/**
 * Words of a reference or a transcript in one comparable form, for word error rate: lower case, no punctuation,
 * numbers spelled as Festival says them, hyphens and slashes split, acronyms said letter by letter
 * ("API", "api", "a p i" all become "a p i"), curly apostrophes straightened (contractions are kept whole on both
 * sides), hesitations dropped unless asked for (docs/decisions/048).
 */
export function normaliseWords(text: string, options: NormaliseOptions = {}): string[] {
  const prepared = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/(\d)\s*%/g, '$1 percent ')
    .replace(/&/g, ' and ')
    .replace(/[/\u2013\u2014-]+/g, ' ');
  const out: string[] = [];
  for (const raw of prepared.split(/\s+/)) {
    const token = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!token) continue;
    if (/^\d[\d,]*(\.\d+)?$|^\d+(st|nd|rd|th)$/i.test(token)) {
      out.push(...spellNumber(token.replace(/,$/, '')));
      continue;
    }
    // A known acronym in capitals, plural or not, is said letter by letter: "SLA", "APIs"; "GET" is a word.
    const caps = /^([A-Z]{2,5})(s?)$/.exec(token);
    if (caps && SPELLED_ACRONYMS.has(caps[1]!.toLowerCase())) {
      out.push(...letters(caps[1]!), ...(caps[2] ? ['s'] : []));
      continue;
    }
    // "argon2", "p95": Festival reads the letters as a word, then the digits one by one.
    const mixed = /^([a-z]+)(\d+)$/i.exec(token);
    if (mixed) {
      out.push(mixed[1]!.toLowerCase(), ...[...mixed[2]!].flatMap((digit) => spellNumber(digit)));
      continue;
    }
    const lower = token.toLowerCase();
    if (HESITATIONS.has(lower) && !options.keepHesitations) continue;
    if (SPELLED_ACRONYMS.has(lower)) out.push(...letters(lower));
    else if (SPLIT_COMPOUNDS[lower]) out.push(...SPLIT_COMPOUNDS[lower].split(' '));
    else
      out.push(
        ...lower
          .replace(/[^\p{L}\p{N}']+/gu, ' ')
          .split(' ')
          .filter(Boolean),
      );
  }
  return out;
}
