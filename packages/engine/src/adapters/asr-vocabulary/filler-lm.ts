import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DECODED_HESITATIONS } from '../../lib/fillers.ts';

/**
 * Hesitations as the dictionary says them, replacing cmudict's "uh AH" and "um AH M": a doubled vowel cannot be
 * shorter than six frames, so the short "a" (AH too) between two words is not written as "uh", while a held
 * hesitation still is (docs/decisions/076).
 */
export const HESITATION_PRONUNCIATIONS: Readonly<Record<string, string>> = { uh: 'AH AH', um: 'AH AH M' };

/** Share of this model's mass left to the sentence end, so the file is a proper distribution. */
const END_MASS = 0.1;

/**
 * A unigram language model that says only hesitations (um, uh, er, hmm), in ARPA form. Mixed into the general and
 * domain LMs at a small weight it gives each hesitation a floor probability after any word, so the decoder can write
 * the "um" it hears instead of the "I'm" the general LM prefers (docs/decisions/076). Other words are unknown to it
 * and keep their probability from the other two models, scaled by one minus its weight.
 */
export function fillerArpa(words: readonly string[] = DECODED_HESITATIONS): string {
  const each = Math.log10((1 - END_MASS) / words.length).toFixed(6);
  return [
    '\\data\\',
    `ngram 1=${words.length + 2}`,
    '',
    '\\1-grams:',
    '-99.000000 <s>',
    `${Math.log10(END_MASS).toFixed(6)} </s>`,
    ...words.map((w) => `${each} ${w}`),
    '',
    '\\end\\',
    '',
  ].join('\n');
}

let written: Promise<string> | undefined;

/** The filler LM's file, written once per process under the temp dir. */
export function fillerLanguageModel(cacheDir = join(tmpdir(), 'rehearse-asr-vocabulary')): Promise<string> {
  written ??= (async () => {
    const path = join(cacheDir, `fillers-${DECODED_HESITATIONS.join('-')}.arpa`);
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await mkdir(cacheDir, { recursive: true });
      const part = `${path}.${process.pid}.part`;
      await writeFile(part, fillerArpa());
      await rename(part, path);
    }
    return path;
  })();
  written.catch(() => (written = undefined));
  return written;
}
