import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from '../run.ts';

/** The phones of pocketsphinx's en-us model (CMU set without stress). */
const CMU_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  ),
);
/** Festival's radio phone names that differ from CMU's. */
const FESTIVAL_TO_CMU: Record<string, string> = { ax: 'AH', axr: 'ER' };

/** Festival phones ("k y uw b er n iy t s") in the CMU set, or undefined if one has no CMU counterpart. */
export function toCmuPhones(festivalPhones: string[]): string | undefined {
  const phones = festivalPhones.filter((p) => p !== 'pau').map((p) => FESTIVAL_TO_CMU[p] ?? p.toUpperCase());
  return phones.length && phones.every((p) => CMU_PHONES.has(p)) ? phones.join(' ') : undefined;
}

/**
 * Pronunciations from Festival's CMU lexicon and, for words it does not list, its letter-to-sound rules: one
 * `festival -b` run for all words. Only plain lower-case words are asked (the Scheme string stays safe).
 */
export async function festivalPronunciations(words: readonly string[]): Promise<Map<string, string>> {
  const asked = [...new Set(words)].filter((w) => /^[a-z][a-z']*$/.test(w));
  const found = new Map<string, string>();
  if (!asked.length) return found;
  const dir = await mkdtemp(join(tmpdir(), 'rehearse-lts-'));
  try {
    const script = join(dir, 'lts.scm');
    const lines = asked.map((w) => `(format t "%s\\t%l\\n" "${w}" (lex.lookup "${w}" nil))`);
    await writeFile(script, ['(lex.select "cmu")', ...lines].join('\n'));
    const { stdout } = await runTool('festival', ['-b', script], { timeoutMs: 60_000 });
    for (const line of stdout.toString().split('\n')) {
      const [word, entry] = line.split('\t');
      if (!word || !entry) continue;
      // ("word" pos (((k y uw) 1) ((b er) 0))): after the word and its part of speech, the bare names are phones.
      const phones = entry.replace(/^\(\s*"[^"]*"\s+\S+\s*/, '').match(/[a-z]+/g);
      const cmu = phones && toCmuPhones(phones);
      if (cmu) found.set(word, cmu);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return found;
}
