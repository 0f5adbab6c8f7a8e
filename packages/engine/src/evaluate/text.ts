import { HESITATIONS } from '../lib/fillers.ts';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

// No pipeline stages: stems, stop words and token types need none, and skipping tagging halves the time.
const nlp = winkNLP(model, []);
/** wink-nlp's accessors, shared with the BM25 corpus. */
export const its = nlp.its;
/** The full pipeline, part-of-speech tags included (answers, and questions' noun phrases): loaded once. */
export const tagger = winkNLP(model);

/**
 * Verbs that state a feeling or an opinion rather than something done: "a colleague and I disagreed about where to
 * plant a new hedge" sets the scene of a story; what the speaker did about it comes after.
 */
const STATIVE = new Set(
  (
    'be have think believe feel love like know want hope enjoy care try guess mean say need seem wish make sure ' +
    'disagree differ'
  ).split(' '),
);

const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'it', 'you', 'this', 'that', 'there']);
/** Subjects other than the speaker that OTHER_SUBJECTS leaves to the verbs' own rules. */
const SOMEONE_ELSE = new Set([
  'who',
  'which',
  'what',
  'nobody',
  'everyone',
  'someone',
  'somebody',
  'everybody',
]);
/** A participle after these is present: "is done", "have worked". */
const PRESENT_AUX = new Set("is are am be been being has have it's i'm i've we've".split(' '));
const PASSIVE_AUX = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', "it's", 'get', 'got']);
/** Before a participle these make it describe someone ("I am very detail-oriented", "customers feel valued"). */
const LINKING = new Set([
  ...PASSIVE_AUX,
  'am',
  "i'm",
  'feel',
  'feels',
  'felt',
  'stay',
  'stayed',
  'remain',
  'become',
  'seem',
]);

/** Whether the verb at `i` describes rather than acts: part of a compound ("results-driven") or after a linking verb. */
function describes(normal: string[], pos: string[], i: number): boolean {
  if (normal[i - 1] === '-' || normal[i + 1] === '-') return true;
  let before = i - 1;
  while (before >= 0 && pos[before] === 'ADV') before--;
  return LINKING.has(normal[before] ?? '');
}

/**
 * Whether a piece of a sentence goes on with a verb of the subject before it, as a long sentence cut into pieces does:
 * "…got a colleague to take over my section, went down to the cellar…" ("and" or "then" may come first).
 */
export function goesOnWithAVerb(piece: string): boolean {
  const doc = tagger.readDoc(piece);
  const normal = doc.tokens().out(tagger.its.normal) as string[];
  const pos = doc.tokens().out(tagger.its.pos) as string[];
  const at = /^(and|then)$/.test(normal[0] ?? '') ? 1 : 0;
  return pos[at] === 'VERB' && !/ing$/.test(normal[at] ?? '');
}

/**
 * The pieces of a passage told in turn (split at commas, "and", "then", semicolons and full stops) that go on with a
 * verb of their own: where each such verb is, and where its piece starts, with the tagger's reading of the passage.
 */
function verbsInTurn(passage: string) {
  const doc = tagger.readDoc(passage);
  const normal = doc.tokens().out(tagger.its.normal) as string[];
  const pos = doc.tokens().out(tagger.its.pos) as string[];
  const verbs: { at: number; start: number }[] = [];
  let counted = false;
  let start = 0;
  normal.forEach((word, i) => {
    if (/^(,|;|and|then|\.)$/.test(word)) [counted, start] = [false, i + 1];
    else if (!counted && pos[i] === 'VERB' && !/ing$/.test(word) && !describes(normal, pos, i)) {
      verbs.push({ at: i, start });
      counted = true;
    }
  });
  return { doc, normal, pos, verbs };
}

/**
 * How many actions a passage tells in turn: the pieces it lists that each go on with a verb of their own. "The browser
 * parses the HTML, builds the DOM, fetches CSS and JavaScript, builds the render tree, lays it out and paints it" tells
 * six; "CSS and JavaScript" is no action (docs/decisions/164).
 */
export const actionsInTurn = (passage: string): number => verbsInTurn(passage).verbs.length;

/** Before the verb of a deed the speaker tells in turn, only these: "I", "we", "then", "also", "quickly"… */
const BEFORE_OWN_DEED = /^(PRON|ADV|AUX|PART|SCONJ|CCONJ)$/;

/**
 * How many things the speaker tells they did in a passage, in turn (docs/decisions/186): the pieces of verbsInTurn whose
 * verb is the speaker's, by distinct verb. "I reproduced it on a slow network, read the click handler and added a guard
 * with a test" tells three; "I replaced the object with a Map, and the crash never came back" one, as the crash is
 * another subject; "and we had no double charges" none, as having is no deed. Zero where the speaker does nothing.
 */
export function deedsInTurn(passage: string): number {
  if (!firstPersonActions(passage).length) return 0;
  const { doc, normal, pos, verbs } = verbsInTurn(passage);
  const lemma = doc.tokens().out(tagger.its.lemma as never) as string[];
  const deeds = new Set<string>();
  for (const { at, start } of verbs) {
    const ownSubject = normal
      .slice(start, at)
      .every(
        (w, k) => BEFORE_OWN_DEED.test(pos[start + k]!) && !OTHER_SUBJECTS.has(w) && !SOMEONE_ELSE.has(w),
      );
    if (ownSubject && !STATIVE.has(lemma[at]!)) deeds.add(lemma[at]!);
  }
  return deeds.size;
}

/**
 * Things the speaker says they did or would do ("I checked the logs and re-ran the job", "we would re-slot the
 * items"): action verbs while a first-person subject is in force, until the sentence ends or another subject
 * takes over. Opinions and feelings ("I believe", "I love") do not count. `present`: the verb is in its plain
 * present form and not under a modal ("I check the plugs", not "I would check").
 */
export function firstPersonActions(text: string): { verb: string; past: boolean; present: boolean }[] {
  const doc = tagger.readDoc(text);
  const normal = doc.tokens().out(tagger.its.normal) as string[];
  const pos = doc.tokens().out(tagger.its.pos) as string[];
  const lemma = doc.tokens().out(tagger.its.lemma as never) as string[];
  const actions = new Map<string, { past: boolean; present: boolean }>();
  let speaking = false;
  let hypothetical = false;
  normal.forEach((word, i) => {
    if (word === 'i' || word === 'we') [speaking, hypothetical] = [true, false];
    else if (OTHER_SUBJECTS.has(word) || /^[.!?;:]$/.test(word)) speaking = false;
    else if (speaking && NOT_PAST_BEFORE.has(word)) hypothetical = true;
    // "believe in creating", "want to improve": a verb after a preposition or "to" is not itself an action.
    // "is done", "was fixed": a passive says what happened, not what the speaker did.
    else if (
      speaking &&
      (pos[i] === 'VERB' || doneToSomething(pos, lemma, i)) &&
      !STATIVE.has(lemma[i]!) &&
      !/ADP|PART/.test(pos[i - 1] ?? '') &&
      // "I had never used the backup reader" did nothing, as "I did not check" did not ("not" is a particle).
      normal[i - 1] !== 'never' &&
      !describes(normal, pos, i) &&
      !adjectiveBeside(normal, pos, i) &&
      !(word === 'done' && gotDone(normal, i)) &&
      !onlyHowMuch(normal, i)
    ) {
      // A past form ("checked", "ran") tells what was done; "I would check" only what might be.
      const seen = actions.get(lemma[i]!) ?? { past: false, present: false };
      actions.set(lemma[i]!, {
        past: seen.past || (word !== lemma[i] && !/(ing|s)$/.test(word)),
        present: seen.present || (word === lemma[i] && !hypothetical),
      });
    }
  });
  return [...actions].map(([verb, form]) => ({ verb, ...form }));
}

/**
 * "Do" with a thing done, which the tagger reads as an auxiliary: "I did the monthly valuations", "we did a stocktake"
 * (ADR 208). "I did not check" and "I do think" are auxiliaries.
 */
const doneToSomething = (pos: string[], lemma: string[], i: number) =>
  pos[i] === 'AUX' && lemma[i] === 'do' && /^(DET|NOUN|ADJ|NUM|PROPN)$/.test(pos[i + 1] ?? '');

/**
 * A verb whose object is only an amount does nothing in particular: "I learned a lot from all of them", "we grew so
 * much". "I learned a lot about indexes" says what.
 */
const AMOUNT =
  /^(?:a (?:lot|great deal|ton)|so much|loads|lots|plenty|many things|a few things)(?! (?:about|of)\b)/;
const onlyHowMuch = (normal: string[], i: number) => AMOUNT.test(normal.slice(i + 1, i + 5).join(' '));

/** Forms whose lemma differs but that are not past: modals, and present forms of be, have and do ("I am", "we are"). */
const NOT_PAST_FORMS = new Set("would could should might 'd ca wo am are 'm 're do have 've".split(' '));
/** Before a verb form these make it something that might happen, or describe now, not what happened. */
const NOT_PAST_BEFORE = new Set("would will to can could should might must 'll 'd".split(' '));

/** Before a participle these make it describe the noun after it ("my most experienced people", "a failed test"). */
const BEFORE_A_DESCRIPTION = new Set(
  'my our his her their its your most more very well less least'.split(' '),
);
const describesANoun = (normal: string[], pos: string[], i: number) =>
  /NOUN|PROPN/.test(pos[i + 1] ?? '') &&
  (/DET|ADJ|NUM/.test(pos[i - 1] ?? '') || BEFORE_A_DESCRIPTION.has(normal[i - 1] ?? ''));

/**
 * Before a past form in its clause these make it what used to happen, not one occasion: "I usually planned projects…
 * and held a kickoff meeting", "we always checked". Words that place the passage on an occasion still do ("that day
 * I…"), and a clause of its own still tells of one ("our deploys always failed on Fridays, so I added a check").
 */
const HABITUAL = new Set('usually always normally typically generally often regularly'.split(' '));

/** Words that end a clause, and with it the reach of a word that makes it habitual. */
const CLAUSE_BREAK = new Set([',', ';', ':', 'so', 'but', 'because', 'then', 'until', 'when']);
/** After a past form in its clause, how often it happened makes it what used to happen: "I handled forty tickets a day". */
const SPAN = new Set(
  'day days week weeks month months shift shifts morning mornings night nights year years'.split(' '),
);
const OFTEN = new Set(['a', 'an', 'per', 'each', 'every']);
const DAILY = new Set('daily weekly monthly nightly yearly'.split(' '));

/** Whether a word of how often comes after the verb at i in its clause ("I handled about forty tickets a day"). */
function repeated(normal: string[], i: number): boolean {
  for (let j = i + 1; j < normal.length && !CLAUSE_BREAK.has(normal[j]!); j++)
    if (DAILY.has(normal[j]!) || (SPAN.has(normal[j]!) && OFTEN.has(normal[j - 1]!))) return true;
  return false;
}

/** Whether a habitual word comes before the verb at i in its clause ("I usually planned… and held…"). */
function habitual(normal: string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && !CLAUSE_BREAK.has(normal[j]!); j--) if (HABITUAL.has(normal[j]!)) return true;
  return false;
}

/** The names of the months and of the days of the week, as alternatives in a regular expression. */
export const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
export const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** What "last" names when it places a story: "last year", "last December", "last Tuesday", "last Christmas". */
export const LAST_PERIOD = `year|month|week|summer|winter|spring|autumn|quarter|term|christmas|easter|${MONTHS}|${WEEKDAYS}`;

/** Words that place a passage on one occasion, even told in the present ("last year a customer comes in…"). */
const ONE_OCCASION = new RegExp(
  String.raw`\b(last (${LAST_PERIOD}|time)|(one|that) (day|time|evening|morning|night|shift|week|weekend)|(years?|months?|weeks?|days?) ago|at my (last|previous|first|old) (job|role|company|school|placement|internship)|on (a|one|that) (${WEEKDAYS})|in (${MONTHS}))\b(?!'s)`,
  'i',
);

/**
 * Whether a passage tells of one occasion: a verb in the past tense, whoever did it ("a guest complained", "it
 * happened on a Saturday", "I phoned"), or words that place it in time ("last year a customer comes in").
 * "I would call" and "I usually call" tell of none, nor, but in a story already told (inAStory), what happened so
 * often ("I handled about forty tickets a day").
 */
export function tellsOfAnOccasion(passage: string, inAStory = false): boolean {
  if (ONE_OCCASION.test(passage)) return true;
  const doc = tagger.readDoc(passage);
  const normal = doc.tokens().out(tagger.its.normal) as string[];
  const pos = doc.tokens().out(tagger.its.pos) as string[];
  const lemma = doc.tokens().out(tagger.its.lemma as never) as string[];
  return normal.some(
    (word, i) =>
      (pos[i] === 'VERB' || pos[i] === 'AUX') &&
      word !== lemma[i] &&
      // Not "-ing" nor a third person's "-s" ("checks"); "was" is past.
      (!/(ing|s)$/.test(word) || word === 'was') &&
      !NOT_PAST_FORMS.has(word) &&
      !notPastByItsAuxiliary(auxiliaryBefore(normal, pos, i), inAStory) &&
      !supposed(normal, i) &&
      !adjectiveBeside(normal, pos, i) &&
      !(word === 'done' && gotDone(normal, i)) &&
      !habitual(normal, i) &&
      (inAStory || !repeated(normal, i)) &&
      !describesANoun(normal, pos, i) &&
      !doneWithoutSayingWhat(normal, pos, i),
  );
}

/**
 * The word before a verb form, past the adverbs between them: the "have" of "I have never really had a conflict", the
 * "would" of "I would probably have".
 */
function auxiliaryBefore(normal: string[], pos: string[], i: number): string {
  let j = i - 1;
  while (j >= 0 && (pos[j] === 'ADV' || /^(not|n't|never)$/.test(normal[j]!))) j--;
  return normal[j] ?? '';
}

/** The auxiliary of the present perfect: in a story already told, what has happened since is part of it. */
const PERFECT = /^(has|have|'ve|i've|we've)$/;

/** A verb form this auxiliary makes possible ("would call"), present ("is done") or perfect outside a story. */
const notPastByItsAuxiliary = (auxiliary: string, inAStory: boolean) =>
  NOT_PAST_BEFORE.has(auxiliary) || (PRESENT_AUX.has(auxiliary) && !(inAStory && PERFECT.test(auxiliary)));

/** A past form supposed, not told: "If I did, I would talk to them", "if we had more time". */
const supposed = (normal: string[], i: number) =>
  normal[i - 2] === 'if' && /^(i|we|you|they|he|she|it)$/.test(normal[i - 1] ?? '');

/** A participle that describes, beside an adjective: "I stay calm and focused", "focused and calm". */
const adjectiveBeside = (normal: string[], pos: string[], i: number) =>
  (/^(and|or)$/.test(normal[i - 1] ?? '') && pos[i - 2] === 'ADJ') ||
  (/^(and|or)$/.test(normal[i + 1] ?? '') && pos[i + 2] === 'ADJ' && pos[i - 1] !== 'PRON');

/**
 * "done" that things in general get, a claim more than a deed: "I always get things done on time" (what gets done is
 * named in "I try to get photocopying and resources done early").
 */
const gotDone = (normal: string[], i: number) =>
  /\b(get|gets|getting) (things|everything|it|stuff|work|the job|the work|tasks)$/.test(
    normal.slice(Math.max(0, i - 3), i).join(' '),
  );

/**
 * Whether each passage tells of one occasion. What happened so often ("I handled about forty tickets a day") is a
 * routine, not an occasion, until a passage before it has told of one: then it is part of that story ("I reported
 * weekly against the new plan").
 */
export function occasionsTold(passages: string[]): boolean[] {
  const told: boolean[] = [];
  for (const passage of passages) told.push(tellsOfAnOccasion(passage, told.includes(true)));
  return told;
}

/**
 * "That is what I did with this account as well": "did" with no object but a word that points elsewhere tells of no
 * occasion; "I did the inspection properly" does.
 */
const doneWithoutSayingWhat = (normal: string[], pos: string[], i: number) =>
  normal[i] === 'did' &&
  /^(what|that|which|everything|anything|all|so|this)$/.test(normal[i - 2] ?? '') &&
  !/^(DET|NOUN|PROPN|ADJ|NUM)$/.test(pos[i + 1] ?? 'PUNCT');

/**
 * Words that carry no topic of their own in an interview: question scaffolding ("describe", "tell") and
 * filler verbs. Counting them as topic words would let any answer look relevant.
 */
const SCAFFOLD = new Set(
  (
    'describ tell explain walk talk time would could how what which when why where someth anyth thing way ' +
    'everyth noth everyon anyon someon nobodi everybodi anybodi somebodi ' +
    'approach use make get go do did done give exampl situat experi think know want need like realli ' +
    'good great lot kind sort also just well mean one two work role job compani team peopl person ' +
    'question answer interview handl deal abl us our your you it they them who whi ' +
    // The planner's own templates: "Your resume mentions X. Walk me through how you applied it".
    'resum mention appli ask ' +
    // Vague words that name nothing ("and stuff", "all that stuff").
    'stuff'
  ).split(' '),
);

/**
 * Nouns that only say how much in a quantity ("a bit", "a little", "a couple of", "a bunch of", "loads of"): no topic,
 * and no term of any field, however rare in the bank. "A bit" is a bit where a noun follows ("a bit mask").
 */
const QUANTITY = /^(bit|little|couple|bunch|ton|tons|lot|lots|load|loads|handful|number)$/;
const OF_A_QUANTITY = /^(a|little|tiny|whole)$/;
const BIT_AS_A_BIT =
  /^(flag|flags|mask|masks|field|fields|map|maps|rate|depth|shift|shifts|string|vector|array|set|wise|per|of)$/;
const saysHowMuch = (raw: string[], i: number) => {
  const word = raw[i]!.toLowerCase();
  if (!QUANTITY.test(word)) return false;
  const before = (raw[i - 1] ?? '').toLowerCase();
  const after = (raw[i + 1] ?? '').toLowerCase();
  if (/^(lots|loads|tons)$/.test(word)) return after === 'of';
  if (!OF_A_QUANTITY.test(before)) return false;
  if (word === 'number') return after === 'of';
  if (word === 'bit') return !BIT_AS_A_BIT.test(after) || (after === 'of' && /^(a|little)$/.test(before));
  return true;
};

export type AnalysedText = {
  /** Lower-case word tokens (numbers included), punctuation dropped. */
  words: string[];
  /** Porter stems aligned with `words`. */
  stems: string[];
  /** Whether each word carries topic (not a stop word, not question scaffolding). */
  content: boolean[];
  /** Word tokens in their original case, for spotting named tools and products. */
  original: string[];
  /** Whether each word opens a sentence (so its capital letter names nothing). */
  sentenceStart: boolean[];
};

/** Words whose British-looking ending is not a spelling variant. */
const NOT_VARIANTS = new Set(
  (
    'advise advised advising exercise exercised exercising otherwise expertise enterprise enterprises promise ' +
    'promised premise surprise surprised compromise compromised supervise supervised supervising revise revised ' +
    'devise devised franchise merchandise raise raised raising praise praised concise precise paradise noise ' +
    'arise arising arised rise rises disguise cruise demise excise improvise improvised televise practise ' +
    'practised hour hours four pour tour tours your flour sour detour contour devour'
  ).split(' '),
);

/**
 * British and American spellings as one word ("prioritise"/"prioritize", "behaviour"/"behavior",
 * "analyse"/"analyze"): the stemmer keeps them apart, and candidates and rubrics mix both.
 */
export function americanSpelling(word: string): string {
  if (NOT_VARIANTS.has(word)) return word;
  return word
    .replace(/^(\w{4,})is(e|es|ed|ing|ation|ations|er|ers)$/, '$1iz$2')
    .replace(/^(\w{3,})ys(e|es|ed|ing)$/, '$1yz$2')
    .replace(/^(\w{3,})our(s|ed|ing|al|able)?$/, '$1or$2');
}

const variantStems = new Map<string, string>();

function stemOfVariant(word: string): string {
  let stem = variantStems.get(word);
  if (stem === undefined) {
    stem = (
      (
        nlp
          .readDoc(word)
          .tokens()
          .out(its.stem as never) as string[]
      )[0] ?? word
    ).toLowerCase();
    variantStems.set(word, stem);
  }
  return stem;
}

/**
 * The stemmer leaves the "i" of a noun in -sis ("diagnosis" to "diagnosi") that its verb has not ("diagnose",
 * "diagnosed" to "diagnos"): taken off, so "usage diagnosis" is the point "diagnose why usage dropped".
 */
const SIS_STEM = /(?<=\ws)i$/;

export function analyse(text: string): AnalysedText {
  const doc = nlp.readDoc(text);
  const types = doc.tokens().out(its.type) as string[];
  const stems = doc.tokens().out(its.stem as never) as string[];
  const stops = doc.tokens().out(its.stopWordFlag) as boolean[];
  const raw = doc.tokens().out() as string[];
  const result: AnalysedText = { words: [], stems: [], content: [], original: [], sentenceStart: [] };
  let opening = true;
  types.forEach((type, i) => {
    if (type === 'punctuation' && /[.!?;:]/.test(raw[i]!)) opening = true;
    // Ordinals ("the 25th, 50th and 75th percentiles") are figures the answer gives, not punctuation.
    if (type !== 'word' && type !== 'number' && type !== 'ordinal') return;
    result.sentenceStart.push(opening);
    opening = false;
    const word = raw[i]!;
    const american = americanSpelling(word.toLowerCase());
    const stemmed =
      american !== word.toLowerCase() ? stemOfVariant(american) : (stems[i] ?? word).toLowerCase();
    const stem = /sis$/i.test(word) ? stemmed.replace(SIS_STEM, '') : stemmed;
    result.words.push(word.toLowerCase());
    result.original.push(word);
    result.stems.push(stem);
    // A hesitation ("um", "er", "hmm") carries no topic: it is no term of the field, however rare in the bank.
    result.content.push(
      !stops[i] &&
        !SCAFFOLD.has(stem) &&
        stem.length > 1 &&
        !HESITATIONS.has(word.toLowerCase()) &&
        !saysHowMuch(raw, i),
    );
  });
  return result;
}

const phraseCache = new Map<string, string[]>();

/** Stems of a short phrase, cached: rubric phrases are matched against every answer. */
export function phraseStems(phrase: string): string[] {
  let stems = phraseCache.get(phrase);
  if (!stems) {
    stems = analyse(phrase).stems;
    phraseCache.set(phrase, stems);
  }
  return stems;
}

/** Content stems of a text in order, repeats kept (term frequencies matter for BM25). */
export function stemList(text: string): string[] {
  const analysed = analyse(text);
  return analysed.stems.filter((_, i) => analysed.content[i]);
}

/** A text's content words, lower case, one per stem (the first word that has it), with their stems. */
export function contentWords(text: string): { word: string; stem: string }[] {
  const analysed = analyse(text);
  const seen = new Set<string>();
  return analysed.words.flatMap((word, i) => {
    const stem = analysed.stems[i]!;
    if (!analysed.content[i] || seen.has(stem)) return [];
    seen.add(stem);
    return [{ word, stem }];
  });
}

/** Content stems of a text, as a set. */
export function contentStems(text: string): Set<string> {
  const analysed = analyse(text);
  return new Set(analysed.stems.filter((_, i) => analysed.content[i]));
}

/**
 * Whether every topic stem of a phrase is among these stems: a concept inside a key point, in any form of its words
 * ("acknowledging" in "listened and acknowledged the feeling first"). Never for a phrase with no topic stem.
 */
export function holdsAllStemsOf(stems: ReadonlySet<string>, phrase: string): boolean {
  const own = [...contentStems(phrase)];
  return own.length > 0 && own.every((stem) => stems.has(stem));
}

/**
 * Where a phrase occurs: its stems in order, allowing up to two other words between them
 * ("cache the results" matches "caching of results"). Returns the index of the first stem or -1.
 */
export function findPhrase(stems: string[], phrase: string[]): number {
  if (phrase.length === 0) return -1;
  for (let i = 0; i < stems.length; i++) {
    if (stems[i] !== phrase[0]) continue;
    let at = i;
    let ok = true;
    for (let p = 1; p < phrase.length && ok; p++) {
      const limit = Math.min(stems.length, at + 4);
      let found = -1;
      for (let j = at + 1; j < limit; j++) {
        if (stems[j] === phrase[p]) {
          found = j;
          break;
        }
      }
      if (found < 0) ok = false;
      else at = found;
    }
    if (ok) return i;
  }
  return -1;
}

/** A short quote of the answer around a word position, for evidence. */
export function quoteAround(analysed: AnalysedText, index: number, span = 4): string {
  const from = Math.max(0, index - span);
  const to = Math.min(analysed.words.length, index + span + 2);
  return `"${analysed.original.slice(from, to).join(' ')}"`;
}

/** Words as one sentence of feedback: spaces evened out, a capital first, an end mark last. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]["”)]?$/.test(capital) ? capital : `${capital}.`;
}

/** Sentences of a written or transcribed answer (transcripts have no punctuation: see speech metrics). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s));
}

/** Longest passage kept whole: a longer sentence (or a transcript without punctuation) is cut into clauses. */
const LONGEST_PASSAGE = 30;
const PIECE = 15;

/** Cuts a long sentence at its commas, semicolons and colons into pieces of about 15 words, else evenly. */
function clauses(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  if (words.length <= LONGEST_PASSAGE) return [sentence];
  const pieces: string[][] = [[]];
  for (const word of words) {
    const current = pieces.at(-1)!;
    current.push(word);
    if (/[,;:]$/.test(word) && current.length >= PIECE / 2) pieces.push([]);
  }
  if (pieces.at(-1)!.length === 0) pieces.pop();
  if (pieces.every((p) => p.length <= LONGEST_PASSAGE)) return pieces.map((p) => p.join(' '));
  const count = Math.ceil(words.length / PIECE);
  const size = Math.ceil(words.length / count);
  const cuts = [0];
  for (let i = 1; i < count; i++) cuts.push(cutNear(words, i * size, cuts.at(-1)! + 1));
  cuts.push(words.length);
  return cuts.slice(0, -1).map((from, i) => words.slice(from, cuts[i + 1]).join(' '));
}

/**
 * Words a phrase cannot end on: an article, a preposition, a conjunction, a possessive, a subject, a linking or helping
 * verb ("…because there are lots of", "…or when the", "…so you should"), and "then" ("…we fixed it and then"). Words
 * that may end a clause are not here: "…so I fixed it", "…and I read a lot".
 */
const LEAVES_OPEN =
  /^(a|an|the|of|to|in|on|at|for|with|from|by|into|about|and|or|but|so|then|because|that|which|who|whose|where|than|as|if|when|while|my|your|his|her|their|our|its|very|is|are|was|were|be|been|am|i|we|you|they|he|she|not|can|could|would|will|should|must|might|may|i'd|i'm|i've|we'd|we're|it's|that's|there's)$/i;

/** Whether a phrase cut after this word is left hanging (see LEAVES_OPEN); punctuation around it is ignored. */
export const leavesPhraseOpen = (word: string) => LEAVES_OPEN.test(word.replace(/[^a-z']/gi, ''));

/** Words a piece of a sentence may well open on: "…and offered him some water instead". */
const OPENS_CLAUSE =
  /^(and|but|so|because|while|when|which|then|or|if|although|though|since|until|after|before|where|who|whereas)$/i;
/** Whether a piece of a sentence may well open on this word (see OPENS_CLAUSE); punctuation around it is ignored. */
export const opensClause = (word: string) => OPENS_CLAUSE.test(word.replace(/[^a-z']/gi, ''));
/** Words that hold on to the one before them: "lots | of jobs" splits one phrase. */
const CLOSES_ON_BEFORE = /^(of)$/i;
/** How far a cut may move from an even split to fall between two clauses rather than inside a phrase. */
const CUT_SLACK = 3;

/** Where to cut a long sentence near `at`: before a word that opens a clause, never after a dangling word. */
function cutNear(words: string[], at: number, earliest: number): number {
  let best = at;
  let bestScore = -Infinity;
  for (let offset = -CUT_SLACK; offset <= CUT_SLACK; offset++) {
    const cut = at + offset;
    if (cut < earliest || cut >= words.length) continue;
    const next = words[cut]!.replace(/[^a-z']/gi, '');
    const score =
      (OPENS_CLAUSE.test(next) ? 2 : 0) -
      (leavesPhraseOpen(words[cut - 1]!) || CLOSES_ON_BEFORE.test(next) ? 3 : 0) -
      0.5 * Math.abs(offset);
    if (score > bestScore) [best, bestScore] = [cut, score];
  }
  return best;
}

/** The passages an answer is judged by: its sentences, long ones cut into clauses of about 15 words. */
export function answerPassages(text: string): string[] {
  return passagesBySentence(text).map((piece) => piece.passage);
}

/** The answer's passages (see answerPassages), each with the index of the sentence it is a piece of. */
export function passagesBySentence(text: string): { passage: string; sentence: number }[] {
  return sentences(text).flatMap((sentence, i) =>
    clauses(sentence).map((passage) => ({ passage, sentence: i })),
  );
}

/** The words (lower case) that the tagger reads as nouns or names somewhere in the text. */
export function namingWords(text: string): Set<string> {
  const doc = tagger.readDoc(text);
  const normal = doc.tokens().out(tagger.its.normal) as string[];
  const pos = doc.tokens().out(tagger.its.pos) as string[];
  return new Set(normal.filter((_, i) => pos[i] === 'NOUN' || pos[i] === 'PROPN'));
}
