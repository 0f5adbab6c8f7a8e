import type { Transcript } from '../types.ts';

/**
 * The one list of filler words, and the rules that tell a discourse filler ("like", "you know", "I mean") from the
 * same words doing real work ("I like Go", "do you know", "what I mean is"). Used by the filler metric, the
 * transcriber's filler language model, the empty-answer check and the word error rate. Rules: docs/decisions/076.
 */

/** Hesitation sounds as transcribers write them. */
export const HESITATIONS: ReadonlySet<string> = new Set([
  'um',
  'umm',
  'uh',
  'uhh',
  'uhm',
  'er',
  'erm',
  'hmm',
  'hm',
  'mm',
  'ah',
]);

/** A silence at least this long between two words sets a filler apart ("so, like, we"), as a comma would. */
const FILLER_PAUSE_SECONDS = 0.08;

/** The hesitations the embedded transcriber is given a chance to write (cmudict: AH M, AH, ER, HH M). */
export const DECODED_HESITATIONS = ['um', 'uh', 'er', 'hmm'] as const;

/** Words and phrases that are fillers wherever they are said. */
const ALWAYS = ['basically', 'literally', 'so yeah', 'or something', 'and stuff'];

/** A word as the filler rules see it: lower case, and whether a pause (or a comma) sits on either side. */
export type FillerToken = { word: string; pauseBefore: boolean; pauseAfter: boolean };
export type FoundFiller = { index: number; words: number; filler: string };

/**
 * The text with its hesitation sounds left out ("so fun to be er around" -> "so fun to be around"), for reading what
 * an answer means: a sentence's meaning does not change with an "er" in it, but its vector does.
 */
export const withoutHesitations = (text: string) =>
  text
    .split(/\s+/)
    // "hmm." leaves its full stop, "Um," its comma.
    .map((token) => (HESITATIONS.has(cleanWord(token)) ? token.replace(/[\p{L}']+/gu, '') : token))
    .join(' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/,+([,.!?;:])/g, '$1')
    .replace(/^[\s,.;:]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/**
 * The text with its fillers left out, hesitations and discourse fillers alike, by the filler rules: "I, um, told my
 * manager" -> "I told my manager", "After that I, like, started checking" -> "After that I started checking", while
 * "I like Go" keeps its "like". For reading what an answer says and does (docs/decisions/163): the filler metric counts
 * them, and the content judgement, which reads the answer's deeds and parts, should not lose "I told" to an "um" between
 * its words. Commas that only set a filler apart go with it; a sentence's end stays.
 */
export function withoutFillers(text: string): string {
  const raw = text.split(/\s+/).filter(Boolean);
  const counted = raw.flatMap((token, i) => (cleanWord(token) ? [i] : []));
  const dropped = new Set<number>();
  for (const filler of findFillers(fillerTokens({ text, duration_ms: 0 })))
    for (let k = 0; k < filler.words; k++) dropped.add(counted[filler.index + k]!);
  // A "like" between two commas carries nothing, after whatever word: "After that I, like, started checking" (the
  // filler rules leave "I like" a verb, rightly so where only a pause in speech, not a comma, sets it apart).
  raw.forEach((token, i) => {
    if (/^like,$/i.test(token) && /,$/.test(raw[i - 1] ?? '')) dropped.add(i);
  });
  if (!dropped.size) return text.trim();
  const kept: string[] = [];
  let opensSentence = true;
  let capitalise = false;
  for (const [i, token] of raw.entries()) {
    if (!dropped.has(i)) {
      kept.push(capitalise ? token.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : token);
      capitalise = false;
      opensSentence = /[.!?]["”)]?$/.test(token);
      continue;
    }
    const end = /[.!?]+["”)]?$/.exec(token)?.[0];
    const last = kept.length - 1;
    if (end && last >= 0) kept[last] = kept[last]!.replace(/[,.!?]*$/, '') + end;
    // "I, um, told": the comma before the filler goes too.
    else if (/,$/.test(token) && last >= 0 && /,$/.test(kept[last]!)) kept[last] = kept[last]!.slice(0, -1);
    // "Um, so, in my first job…": the sentence opens on its first word kept.
    if (opensSentence && /^\p{Lu}/u.test(token)) capitalise = true;
    if (end) opensSentence = true;
  }
  return kept
    .join(' ')
    .replace(/^[\s,;:]+/, '')
    .trim();
}

/** A word as the metrics compare it: lower case, letters, digits and apostrophes only. */
export const cleanWord = (word: string) =>
  word
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9']/g, '');

/**
 * The transcript's words for the filler rules, with the pauses around each: from word times when the transcriber
 * gave them, else from the text's commas and full stops.
 */
export function fillerTokens(transcript: Transcript): FillerToken[] {
  const timed = transcript.words?.filter((w) => cleanWord(w.word));
  if (timed?.length)
    return timed.map((w, i) => ({
      word: cleanWord(w.word),
      pauseBefore: i === 0 || w.start - timed[i - 1]!.end >= FILLER_PAUSE_SECONDS,
      pauseAfter: i === timed.length - 1 || timed[i + 1]!.start - w.end >= FILLER_PAUSE_SECONDS,
    }));
  const raw = transcript.text.split(/\s+/).filter((t) => cleanWord(t));
  return raw.map((t, i) => ({
    word: cleanWord(t),
    pauseBefore: i === 0 || /[,;:.!?\u2014-]$/.test(raw[i - 1]!) || /^[\u2014-]/.test(t),
    pauseAfter: i === raw.length - 1 || /[,;:.!?\u2014-]$/.test(t),
  }));
}

const set = (words: string) => new Set(words.split(' '));
/** Words that open a clause: a filler right after them is at the start of what is being said. */
const OPENERS = set('so and but well okay oh yeah because or then');
const SUBJECTS = set("i we you they he she i'm we're you're they're it's there's that's");
const BE = set("is was were are be been being it's that's");
/** "like" after these is a verb or a comparison: "I like", "would like", "looks like", "something like". */
const LIKE_AS_WORD = set(
  "i you we they he she i'd you'd we'd they'd would do don't didn't doesn't not to really also just much more " +
    'exactly look looks looked feel feels felt seem seems seemed sound sounds sounded something anything nothing ' +
    'things stuff kind sort',
);
const QUANTITIES = set('lot bunch few couple ton dozen hundred thousand million');
const NUMBERS = set(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty ' +
    'sixty seventy eighty ninety hundred thousand half',
);
/** "you know" / "I mean" / "you see" are verbs when a question or a clause leads into them. */
const VERB_LEAD = set(
  "do did don't didn't if as whether what which how when where who that would will could can should might must to now already",
);
/** ... or when an object follows them: "you know the answer", "I mean the cache". */
const OBJECT = set(
  'what how where when why who which whether if that the a an this these those him her them me us about your my our their his to by',
);
/** "kind of" / "sort of" name a kind after these: "what kind of database", "that kind of win". */
const KIND_AS_NOUN = set(
  'what which this that the a an any some every each one same different other these those all no my your our their his her its first last only right wrong new',
);

/**
 * Fillers in a sequence of words, each with its position and length in words. A hesitation is always a filler;
 * "basically", "literally", "so yeah", "or something" and "and stuff" always are; the others only where the words
 * around them (or pauses on both sides) show that they carry no meaning.
 */
export function findFillers(tokens: readonly FillerToken[]): FoundFiller[] {
  const w = (i: number) => tokens[i]?.word ?? '';
  const found = new Map<number, FoundFiller>();
  const mark = (index: number, words: number) =>
    found.set(index, {
      index,
      words,
      filler: tokens
        .slice(index, index + words)
        .map((t) => t.word)
        .join(' '),
    });
  const isHesitation = (i: number) => HESITATIONS.has(w(i));
  const startsClause = (i: number) =>
    i === 0 || tokens[i]!.pauseBefore || OPENERS.has(w(i - 1)) || isHesitation(i - 1);

  for (let i = 0; i < tokens.length; i++) {
    const pair = `${w(i)} ${w(i + 1)}`;
    const triple = `${pair} ${w(i + 2)}`;
    if (isHesitation(i)) mark(i, 1);
    else if (ALWAYS.includes(triple)) mark(i, 3);
    else if (ALWAYS.includes(pair)) mark(i, 2);
    else if (ALWAYS.includes(w(i))) mark(i, 1);
    else if (pair === 'you know' || pair === 'you see' || pair === 'i mean') {
      if (discourseVerb(i, pair)) mark(i, 2);
    } else if (pair === 'kind of' || pair === 'sort of') {
      if (!KIND_AS_NOUN.has(w(i - 1))) mark(i, 2);
    } else if (w(i) === 'like' && likeIsFiller(i)) mark(i, 1);
  }

  function discourseVerb(i: number, pair: string): boolean {
    if (VERB_LEAD.has(w(i - 1))) return false;
    // A pause right after it leaves the verb without an object: "you know, the cache".
    if (tokens[i + 1]!.pauseAfter) return true;
    if (OBJECT.has(w(i + 2))) return false;
    // "you know it works" is a verb, "uh you know it works" is not.
    if (w(i + 2) === 'it' || (pair === 'i mean' && w(i + 2) === 'you')) return startsClause(i);
    return true;
  }

  function likeIsFiller(i: number): boolean {
    const before = w(i - 1);
    const after = w(i + 1);
    if (LIKE_AS_WORD.has(before)) return false;
    // "like" as "such as" or a comparison needs what it compares right after it: a pause there leaves it empty.
    if (tokens[i]!.pauseAfter) return true;
    if (isHesitation(i + 1) || /^(you know|i mean|basically)/.test(`${after} ${w(i + 2)}`)) return true;
    if (after === 'a' && QUANTITIES.has(w(i + 2))) return true;
    if (BE.has(before)) return NUMBERS.has(after) || SUBJECTS.has(after);
    return SUBJECTS.has(after) && startsClause(i);
  }

  // "so" and "actually" are fillers only beside another filler: "so um", "actually, like".
  const isFillerAt = (i: number) => [...found.values()].some((f) => i >= f.index && i < f.index + f.words);
  for (let i = 0; i < tokens.length; i++) {
    if (isFillerAt(i)) continue;
    if (w(i) === 'so' && startsClause(i) && found.has(i + 1)) mark(i, 1);
    else if (w(i) === 'actually' && (isFillerAt(i - 1) || found.has(i + 1))) mark(i, 1);
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}
