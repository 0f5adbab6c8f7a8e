import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildArpa } from './arpa.ts';
import { domainSentences } from './domain-text.ts';
import { festivalPronunciations } from './festival-lts.ts';
import { HESITATION_PRONUNCIATIONS } from './filler-lm.ts';
import { dictionaryWords, headWord, languageModelWords } from './model-words.ts';
import { HAND_PRONUNCIATIONS, SPELLED_ACRONYMS, spelledPronunciation } from './tech-words.ts';

export type ModelPaths = { dict: string; lm: string };
/**
 * Decoder inputs for one domain: `-dict <dict> -lmctl <lmctl> -lmname <lmName>` for the CLI, and a bigram ARPA
 * LM of the hint text (`domainLm`) for the library decoder to interpolate with the general LM.
 */
export type VocabularyFiles = {
  dict: string;
  lmctl: string;
  lmName: string;
  domainLm?: string;
  added: string[];
  /**
   * The lines `dict` has beyond the model's dictionary (whose lines for the same words it leaves out): what the
   * library decoder adds to the one dictionary its decoders share (docs/decisions/134).
   */
  additions: string[];
};

/** The class tag the domain words hang from; it is a new unigram of the general LM. */
const DOMAIN_CLASS = '[DOMAIN]';
const LM_NAME = 'general';
/** Festival's answers per word, kept for the life of the process (the same hints come back every interview). */
const pronounced = new Map<string, string | null>();

/** Plain words of the hints and of the built-in technical list, lower case. */
export function vocabularyWords(hints: readonly string[]): string[] {
  const fromHints = hints.flatMap((h) => h.toLowerCase().match(/[a-z][a-z0-9']*/g) ?? []);
  const words = [...fromHints, ...Object.keys(HAND_PRONUNCIATIONS), ...SPELLED_ACRONYMS];
  return [...new Set(words)].filter((w) => w.length > 1).sort();
}

async function pronounce(words: string[]): Promise<void> {
  const unknown = words.filter((w) => !pronounced.has(w));
  if (!unknown.length) return;
  const found = await festivalPronunciations(unknown);
  for (const w of unknown) pronounced.set(w, found.get(w) ?? null);
}

/**
 * The general en-us LM and dictionary extended for one question's domain. Words the LM does not know (Kubernetes,
 * Terraform, API, the rubric's own terms) become members of one class hung from the LM as a new unigram, so the
 * decoder can produce them; words missing from the dictionary get the hand-written pronunciation for common
 * technical terms, the letter names for acronyms, and Festival's lexicon or letter-to-sound guess.
 * Files are written once per content under the temp dir and reused.
 */
export async function domainVocabulary(
  model: ModelPaths,
  hints: readonly string[],
  options: { classWeight?: number; cacheDir?: string } = {},
): Promise<VocabularyFiles> {
  const [dictWords, lmWords] = await Promise.all([dictionaryWords(model.dict), languageModelWords(model.lm)]);
  const candidates = vocabularyWords(hints).filter((w) => !lmWords.has(w));
  const toGuess = candidates.filter((w) => !dictWords.has(w) && !SPELLED_ACRONYMS.has(w));
  await pronounce(toGuess);

  const entries: string[] = [];
  const members: string[] = [];
  for (const word of candidates) {
    const phones = dictWords.has(word)
      ? []
      : SPELLED_ACRONYMS.has(word)
        ? [spelledPronunciation(word)]
        : [
            ...(Object.hasOwn(HAND_PRONUNCIATIONS, word) ? HAND_PRONUNCIATIONS[word]! : []),
            pronounced.get(word) ?? '',
          ].filter(Boolean);
    const unique = [...new Set(phones)];
    unique.forEach((p, i) => entries.push(`${i ? `${word}(${i + 1})` : word} ${p}`));
    if (dictWords.has(word) || unique.length) members.push(word);
  }

  const weight = options.classWeight ?? 1;
  const classdef = [
    `LMCLASS ${DOMAIN_CLASS}`,
    ...members.map((w) => `${w} ${weight}`),
    `END ${DOMAIN_CLASS}`,
    '',
  ];
  const lines = [
    ...entries,
    ...Object.entries(HESITATION_PRONUNCIATIONS).map(([word, phones]) => `${word} ${phones}`),
  ];
  const additions = lines.join('\n');
  const added = new Set(members);
  // Without hint text, the built-in technical words alone (one-word sentences) still reach the decoder.
  const text = domainSentences(hints, (w) => dictWords.has(w) || added.has(w));
  const sentences = text.length ? text : members.map((w) => [w]);
  // A bigram: on the dev half a trigram was no better (docs/decisions/049).
  const arpa = sentences.length ? buildArpa(sentences, { order: 2, extraVocabulary: members }) : '';
  const hash = createHash('sha256')
    .update([model.dict, model.lm, additions, ...classdef, arpa].join('\n'))
    .digest('hex')
    .slice(0, 20);
  const dir = join(options.cacheDir ?? join(tmpdir(), 'rehearse-asr-vocabulary'), hash);
  const files: VocabularyFiles = {
    dict: join(dir, 'words.dict'),
    lmctl: join(dir, 'domain.lmctl'),
    lmName: LM_NAME,
    domainLm: arpa ? join(dir, 'domain.arpa') : undefined,
    added: members,
    additions: lines,
  };
  if (await exists(files.lmctl)) return files;

  // Build beside the final place and rename, so a concurrent transcription never reads half a file.
  const building = `${dir}.${process.pid}.${Date.now()}`;
  await mkdir(building, { recursive: true });
  try {
    const base = (await readFile(model.dict, 'utf8'))
      .split('\n')
      .filter((line) => !(headWord(line) in HESITATION_PRONUNCIATIONS));
    await writeFile(join(building, 'words.dict'), `${base.join('\n').trimEnd()}\n${additions}\n`);
    await writeFile(join(building, 'domain.classdef'), classdef.join('\n'));
    if (arpa) await writeFile(join(building, 'domain.arpa'), arpa);
    // sphinxbase reads the control file with fscanf: classdef files in braces, then "lm name { classes }".
    await writeFile(
      join(building, 'domain.lmctl'),
      `{ domain.classdef }\n${model.lm} ${LM_NAME} { ${DOMAIN_CLASS} }\n`,
    );
    await rename(building, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(files.lmctl))) throw error; // another process finished the same files first
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return files;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
