import { INCOMPLETE_RESPONSE, type RoundType } from '@rehearse/contracts';
import type { Evaluation, KeyPointEvidence } from '../types.ts';
import { withoutFillers } from '../lib/fillers.ts';
import { STORY_PART_OF, articulationParts } from './articulation.ts';
import { ASK_FOR_SPECIFICS, SPECIFICS_SHOWN_BY } from './content-feedback.ts';
import { isEverydayNonNoun } from './everyday-words.ts';
import { evidenceAskedFor } from './evidence.ts';
import {
  OCCASION_ASKED,
  OF_THAT_OCCASION,
  keyPointSentences,
  onlyAStoryPart,
  partShownSentence,
} from './key-point-reading.ts';
import { contentStems, holdsAllStemsOf } from './text.ts';
import { escapeRegExp } from '../lib/regexp.ts';

/**
 * The rules every piece of feedback keeps (issue 9, docs/decisions/090): one consistent story per answer. Run by
 * a unit test and by the scoring benchmark over every labelled answer; each finding names the rule it breaks.
 */
export type Violation = { rule: string; item: string };

const CONCEPT_MISSING = /^A strong answer also mentions (.+)\.$/;
const NUMBERS = 'zero one two three four five six seven eight nine ten'.split(' ');
const numberOf = (word: string) =>
  word === 'none' ? 0 : NUMBERS.includes(word) ? NUMBERS.indexOf(word) : Number(word);
const SUMMARY_COUNT = /You covered (\w+) of the (\w+) key points/;
const SUMMARY_ONE = /You (covered|missed) the one key point/;
const ARTICULATION_COUNT = /it shows (\w+) of the (\w+) parts/;
const ARTICULATION_ALL = /it has every part a clear one needs/;
const ARTICULATION_NO_STORY = /It does not tell a story yet: it shows none of the parts/;
const ARTICULATION_NOT_THE_ONE = /it does not show the one part a clear one has/;

/**
 * The articulation part that shows the same as a key point of this kind of evidence, and the rule a report breaks
 * where it covers the point and still advises the part: a part of a story, and a warm-up answer's reason for what
 * draws the speaker to the work.
 */
const STORY_PART = 'a part of the story is both covered and advised';
const PART_OF: Partial<Record<KeyPointEvidence, { round: RoundType; id: string; rule: string }>> = {
  ...Object.fromEntries(
    Object.entries(STORY_PART_OF).map(([kind, id]) => [kind, { round: 'Behavioral', id, rule: STORY_PART }]),
  ),
  motivation: {
    round: 'Warm-up',
    id: 'reason',
    rule: 'what draws the speaker is both covered and asked for',
  },
};
/** A part of a round's rubric, by its id. */
const partOf = (round: RoundType, id: string) => articulationParts(round).find((p) => p.id === id)!;

/** What each part of every round's rubric is praised for having done ("explained how or why it works"). */
const PARTS_DONE = [
  ...new Set(
    (['Technical', 'Behavioral', 'Warm-up'] as RoundType[]).flatMap((round) =>
      articulationParts(round).flatMap((part) => [
        part.done,
        ...(part.doneOnlyWhen ? [part.doneOnlyWhen.otherwise] : []),
      ]),
    ),
  ),
];
/** The words of an articulation strength before its quote: "You said plainly what it is and explained how…". */
const praiseOf = (item: string) => item.split(': "')[0]!;
/** Whether an articulation strength praises this part, alone or with others shown by the same words. */
const praises = (item: string, done: string) =>
  new RegExp(`^You (?:.+(?:, | and ))?${escapeRegExp(done)}(?:,|$| and )`).test(praiseOf(item));
/** How many parts an articulation strength praises. */
const partsIn = (item: string) => PARTS_DONE.filter((done) => praises(item, done)).length;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%']+/g, ' ')
    .trim();

/** Quoted pieces of a feedback item ("..."), with the words around them left out. */
const quotes = (item: string) => [...item.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);

const COUNTED = '(key point|concept|sentence|part|reason|example|figure|point|word|pause|filler)';
/** "1 reasons", "3 sentence", "one parts", "two sentence". */
const PLURAL_DISAGREES = new RegExp(
  `\\b(1|one) ${COUNTED}s\\b|\\b([02-9]|\\d\\d+|two|three|four|five|six|seven|eight|nine|ten) ${COUNTED}\\b(?!s)`,
  'i',
);

const FUNCTION_WORDS = new Set(
  (
    'a an the and or but so of to in on at for with by from as is are was were be it this that i we you they he she ' +
    'go do everything nothing anything something everyone anyone someone nobody everybody anybody somebody'
  ).split(' '),
);

/** A weakness that quotes a common misconception the answer states (ADR 209). */
const MISCONCEPTION = /^You said "[^"]+", which is a common misconception\./;

/** A weakness that quotes what the answer sets aside, and what a strong answer does instead (ADR 211). */
const SETS_ASIDE = /^You said "[^"]+", but a strong answer (.+)\.$/;

/** The summary's sentence for an answer that states one or more common misconceptions (ADR 209). */
export const STATES_A_MISCONCEPTION = /states (?:a|\w+) common misconceptions? about the subject/;

/** A strength that praises terms the answer used ("You used the terms this question is about: …"). */
const PRAISES_TERMS = /^You used (a term|the terms|specific terms)\b/;

/** Every rule an evaluation breaks (an empty list when its feedback tells one consistent story). */
export function feedbackViolations(evaluation: Evaluation): Violation[] {
  const found: Violation[] = [];
  const flag = (rule: string, item: string) => found.push({ rule, item });
  const areas = [evaluation.domain_knowledge, evaluation.articulation];
  const items = areas.flatMap((a) => [...a.strengths, ...a.weaknesses, ...a.missing_areas]);
  // The answer as said, and as read without its fillers ("I, um, told my manager" is quoted as "I told my manager").
  const read = normalise(withoutFillers(evaluation.answer_text));
  const asSaid = normalise(evaluation.answer_text);
  const inTranscript = (words: string) => asSaid.includes(words) || read.includes(words);
  const question = normalise(evaluation.question_text);

  // Every list item is a whole sentence: a capital first, an end mark last, a few words in between.
  for (const item of [...items, evaluation.summary]) {
    if (!/^[A-Z]/.test(item) || !/[.!?]["”)]?$/.test(item) || item.split(/\s+/).length < 4)
      flag('a list item is not a full sentence', item);
    // The candidate's own words, in quotes, are theirs to count as they like.
    if (PLURAL_DISAGREES.test(item.replace(/"[^"]*"/g, ''))) flag('singular and plural disagree', item);
    if (/\ball (two|2)\b/i.test(item.replace(/"[^"]*"/g, '')))
      flag('"all two" where English says "both"', item);
  }

  // An answer too short to judge, or none, is judged on nothing: the summary says why, and each area gives that reason
  // as its one weakness, with no strength, nothing missing and a score of 0. The rules below are for answers judged.
  if (evaluation.level === INCOMPLETE_RESPONSE) {
    const why = new RegExp(`^${INCOMPLETE_RESPONSE}: (.+)\\.$`).exec(evaluation.summary)?.[1];
    if (!why) flag('an answer not judged does not say why', evaluation.summary);
    for (const area of areas) {
      const reason = area.weaknesses.length === 1 && area.weaknesses[0]!.toLowerCase() === `${why}.`;
      if (area.score !== 0 || area.strengths.length || area.missing_areas.length || !reason)
        flag('an answer not judged is judged', area.weaknesses.join(' ') || evaluation.summary);
    }
    return found;
  }

  // Every key point is listed once, where it was judged: covered among the strengths ("Your answer checks…"), missed
  // among the missing areas ("A strong answer also checks…"). Nothing listed as covered appears as missing.
  const { strengths: domainStrengths, missing_areas: missingAreas } = evaluation.domain_knowledge;
  // "Of that occasion, a strong answer also says how it ended" goes on from an item that names the occasion asked about.
  missingAreas.forEach((item, i) => {
    if (
      item.startsWith(OF_THAT_OCCASION) &&
      !missingAreas.slice(0, i).some((s) => s.startsWith(OCCASION_ASKED))
    )
      flag('an item speaks of an occasion no earlier item names', item);
  });
  const bare = (item: string) => item.replace(/[.!?]$/, '');
  const keyPointItems = new Set<string>();
  const covered: string[] = [];
  const missing: string[] = [];
  const keyPoints = evaluation.domain_knowledge.key_points ?? [];
  for (const k of keyPoints) {
    const said = keyPointSentences(k.point);
    // A labelled part of a story judged by its kind may be said as that part alone ("Your answer says what you did"),
    // and several such points shown by the same words, together ("Your answer says two things you did").
    const part = partShownSentence(k.point);
    const saysPart = (s: string, w: string) => bare(s) === w || s.startsWith(`${w} ("`);
    /** How many points of this key point's part a strength says: 0 for one that is no line of the part. */
    const partSaid = (s: string) => {
      if (part === null) return 0;
      if (saysPart(s, part)) return 1;
      for (let n = 2; n <= keyPoints.length; n++) if (saysPart(s, partShownSentence(k.point, n)!)) return n;
      return 0;
    };
    // The part's lines are the covered points' own: a point of the part that was missed has its missing line.
    const asCovered = domainStrengths.filter(
      (s) => saysPart(s, said.covered) || (k.covered && partSaid(s) > 0),
    );
    const asMissing = missingAreas.filter(
      (s) =>
        bare(s) === said.missing ||
        bare(s) === said.missingOfAnother ||
        bare(s) === said.missingOfThatOccasion,
    );
    for (const item of asMissing) keyPointItems.add(item);
    // Points of one part of a story judged by its kind alone ("Action: reproduced the bug…", "Action: kept the fix
    // small…") are said by that part's lines, together as many as such points are covered: two lines of what the
    // speaker did, or one that says two things they did (ADRs 183, 186).
    const partCovered = keyPoints.filter((o) => o.covered && partShownSentence(o.point) === part).length;
    const partLinesSay = domainStrengths.reduce((sum, s) => sum + partSaid(s), 0);
    const byPartLines = asCovered.length > 0 && asCovered.every((s) => partSaid(s) > 0);
    if (asCovered.length && asMissing.length) flag('a key point is both covered and missing', k.point);
    else if (part !== null && partLinesSay > 0 && partLinesSay !== partCovered)
      flag('the lines of a part of a story count other than its points covered', k.point);
    else if (
      !(byPartLines && asCovered.length > 1) &&
      (asCovered.length + asMissing.length !== 1 || (asCovered.length === 1) !== k.covered)
    )
      flag('a key point is listed other than it was judged', k.point);
    // A key point covered is shown where the answer says it: "Your answer tells how you stayed calm…" with no quote
    // came from the words of a general claim.
    if (asCovered.some((s) => !s.includes(` ("`))) flag('a covered key point quotes nothing', k.point);
    if (asCovered.length) covered.push(k.point);
    if (asMissing.length) missing.push(k.point);
  }
  // A part of a story covered as a key point is not advised as missing from the story ("Start with one specific
  // situation" beside "Your answer sets out the situation: when and where it happened"), nor what draws the speaker
  // to the work asked for again as a warm-up answer's reason ("Give the reason behind your answer…" beside "Your answer
  // says what draws you to the work").
  for (const point of covered) {
    const kind = evidenceAskedFor(point);
    const shownBy = kind && PART_OF[kind];
    if (!shownBy) continue;
    const part = partOf(shownBy.round, shownBy.id);
    const advice = [part.advice, part.beyondGeneral];
    if (evaluation.articulation.missing_areas.some((item) => advice.some((a) => item.includes(a))))
      flag(shownBy.rule, point);
  }
  // Nor is a part of a story, and no more, missed as a key point and praised in the story ("A strong answer also sets out
  // the situation: when and where it happened" beside "You set the scene with a specific situation"), unless it is
  // missed as the part of the occasion asked about; nor what draws the speaker missed beside a reason praised.
  const praised = (part: { done: string; alsoDone?: string }) =>
    evaluation.articulation.strengths.some((item) =>
      [part.done, ...(part.alsoDone ? [part.alsoDone] : [])].some((done) => praises(item, done)),
    );
  for (const point of missing) {
    const kind = evidenceAskedFor(point);
    const shownBy = kind && PART_OF[kind];
    if (!shownBy) continue;
    const part = partOf(shownBy.round, shownBy.id);
    if (kind === 'motivation') {
      if (praised(part)) flag('what draws the speaker is both missing and praised as a reason', point);
    } else if (
      onlyAStoryPart(point) &&
      praised(part) &&
      missingAreas.some((item) => bare(item) === keyPointSentences(point).missing)
    )
      flag('a part of the story is both missing and praised', point);
  }
  const strengthText = normalise(evaluation.domain_knowledge.strengths.join(' '));
  for (const item of missingAreas) {
    // "A strong answer also mentions how it was tested" is a key point, not a concept.
    const concept = keyPointItems.has(item) ? undefined : CONCEPT_MISSING.exec(item)?.[1];
    if (!concept) continue;
    if (strengthText.includes(normalise(concept))) flag('a concept is both named and missing', item);
    // "…mentions acknowledging" beside "Your answer says what you did: listened and acknowledged the feeling first".
    if (covered.some((point) => holdsAllStemsOf(contentStems(point), concept)))
      flag('a missing concept is a covered key point', item);
    const words = normalise(concept).split(' ');
    if (words.length === 1 && FUNCTION_WORDS.has(words[0]!))
      flag('a missing concept is a function word', item);
    if (words.every((w) => question.split(' ').includes(w)))
      flag('a missing concept is a piece of the question', item);
  }

  // The summary's counts equal the lists.
  const many = SUMMARY_COUNT.exec(evaluation.summary);
  const one = SUMMARY_ONE.exec(evaluation.summary);
  const said = many
    ? { covered: numberOf(many[1]!), total: numberOf(many[2]!) }
    : one
      ? { covered: one[1] === 'covered' ? 1 : 0, total: 1 }
      : { covered: 0, total: 0 };
  if (said.covered !== covered.length || said.total !== covered.length + missing.length)
    flag('the summary counts differ from the key point lists', evaluation.summary);
  const { strengths, missing_areas } = evaluation.articulation;
  // One strength may praise several parts shown by the same words ("You said plainly what it is and explained how…").
  const partsPraised = strengths.reduce((n, item) => n + partsIn(item), 0);
  for (const item of strengths) if (!partsIn(item)) flag('an articulation strength praises no part', item);
  // The parts one sentence shows are praised together, not the same words quoted twice.
  const quotedOnce = new Set<string>();
  for (const item of strengths)
    for (const quote of quotes(item).map(normalise)) {
      if (quotedOnce.has(quote)) flag('articulation strengths quote the same words twice', item);
      quotedOnce.add(quote);
    }
  const parts = ARTICULATION_COUNT.exec(evaluation.summary);
  const shown = parts
    ? { done: numberOf(parts[1]!), all: numberOf(parts[2]!) }
    : ARTICULATION_ALL.test(evaluation.summary)
      ? { done: partsPraised, all: partsPraised }
      : ARTICULATION_NOT_THE_ONE.test(evaluation.summary)
        ? { done: 0, all: 1 }
        : // A story not yet told is asked for once: nothing shown, and at least that one piece of advice.
          ARTICULATION_NO_STORY.test(evaluation.summary) && missing_areas.length > 0
          ? { done: 0, all: partsPraised + missing_areas.length }
          : null;
  if (!shown || shown.done !== partsPraised || shown.all !== partsPraised + missing_areas.length)
    flag('the summary counts differ from the articulation lists', evaluation.summary);

  // A quote in a strength is the candidate's own words, and more than function words.
  for (const area of areas) {
    for (const item of area.strengths) {
      for (const quote of quotes(item)) {
        const words = normalise(quote);
        if (!inTranscript(words)) flag('a quote is not in the transcript', item);
        if (words.split(' ').every((w) => FUNCTION_WORDS.has(w)))
          flag('a strength quotes only function words', item);
      }
      const quoted = quotes(item).map(normalise);
      if (new Set(quoted).size < quoted.length) flag('a strength lists the same words twice', item);
    }
    // Advice quotes words to use ("with "I" rather than "we""); advice about what was said quotes the candidate.
    const saidItems = area.missing_areas.filter((item) => item.startsWith('You said "'));
    for (const item of [...area.weaknesses, ...saidItems])
      for (const quote of quotes(item))
        if (!inTranscript(normalise(quote)) && !question.includes(normalise(quote)))
          flag('a quote is neither in the transcript nor the question', item);
  }

  // A term praised names something: never one function word or one everyday word that is not a noun ("together").
  for (const item of evaluation.domain_knowledge.strengths.filter((s) => PRAISES_TERMS.test(s)))
    for (const term of quotes(item).map((q) => q.toLowerCase()))
      if (!/[\s-]/.test(term) && (FUNCTION_WORDS.has(term) || isEverydayNonNoun(term)))
        flag('a term praised names nothing', item);

  // What the speaker did is not both shown ("You described what you personally did: …") and said to be absent.
  const didNothing = evaluation.articulation.weaknesses.find((w) => w.endsWith('never says what you did.'));
  const didSomething = [...evaluation.articulation.strengths, ...domainStrengths].find(
    (s) => praises(s, 'described what you personally did') || s.startsWith('Your answer says what you did'),
  );
  if (didNothing && didSomething) flag('what the speaker did is both shown and absent', didSomething);

  // A term is not praised from the sentence given as a general claim alone ("You used a term …: "stay calm"" beside
  // "…are general claims rather than evidence, for example: "I always stay calm with customers…"").
  const generalExamples = evaluation.domain_knowledge.weaknesses
    .filter((w) => /general claims? rather than evidence, for example/.test(w))
    .flatMap((w) => quotes(w).map(normalise));
  const outsideExamples = generalExamples.reduce((rest, example) => rest.replace(example, ' '), ` ${read} `);
  for (const item of domainStrengths.filter((s) => PRAISES_TERMS.test(s)))
    for (const term of quotes(item).map(normalise))
      if (
        generalExamples.some((example) => ` ${example} `.includes(` ${term} `)) &&
        !outsideExamples.includes(` ${term} `)
      )
        flag('a term is praised from a general claim', item);

  // Words called a common misconception are praised nowhere, as a term or as a part shown, and the summary says that
  // the answer states one (ADR 209).
  const misconceived = evaluation.domain_knowledge.weaknesses
    .filter((w) => MISCONCEPTION.test(w))
    .map((w) => normalise(quotes(w)[0] ?? ''));
  if (misconceived.length && !STATES_A_MISCONCEPTION.test(evaluation.summary))
    flag('a misconception is not in the summary', evaluation.summary);
  const outsideMisconceptions = misconceived.reduce((rest, said) => rest.replace(said, ' '), ` ${read} `);
  for (const item of [...domainStrengths, ...evaluation.articulation.strengths])
    for (const quote of quotes(item).map(normalise)) {
      const within = misconceived.some((said) => ` ${said} `.includes(` ${quote} `));
      if (PRAISES_TERMS.test(item)) {
        if (within && !outsideMisconceptions.includes(` ${quote} `))
          flag('a term is praised from a misconception', item);
      } else if (within || misconceived.some((said) => quote.includes(said)))
        flag('a misconception is praised', item);
    }

  // A key point the answer sets aside is not covered (ADR 211).
  for (const w of evaluation.domain_knowledge.weaknesses) {
    const instead = SETS_ASIDE.exec(w)?.[1];
    if (!instead) continue;
    const point = keyPoints.find(
      (k) => keyPointSentences(k.point).missing === `A strong answer also ${instead}`,
    );
    if (point?.covered) flag('a point set aside is covered', w);
  }

  // Specifics are not asked for beside the part praised for showing them ("Give one specific example…" beside "You
  // backed it with a specific example: …").
  for (const [round, shownBy] of Object.entries(SPECIFICS_SHOWN_BY) as [RoundType, string[]][]) {
    if (!evaluation.domain_knowledge.weaknesses.includes(ASK_FOR_SPECIFICS[round])) continue;
    const praised = articulationParts(round)
      .filter((part) => shownBy.includes(part.id))
      .map((part) => part.done);
    const shown = evaluation.articulation.strengths.find((s) => praised.some((done) => praises(s, done)));
    if (shown) flag('specifics are asked for beside a part that shows them', shown);
  }

  // An answer that does not address the question says so first, naming what was asked.
  const offQuestion = evaluation.domain_knowledge.weaknesses.some((w) =>
    w.startsWith('Your answer does not address'),
  );
  if (offQuestion) {
    const first = evaluation.domain_knowledge.weaknesses[0] ?? '';
    if (!first.startsWith('Your answer does not address') || !normalise(first).includes(question))
      flag('an off-question answer is not told so first', first);
    if (!evaluation.summary.includes('does not address'))
      flag('an off-question summary does not say so', evaluation.summary);
  }
  return found;
}
