import { type SetAside, readSetAside } from './set-aside.ts';
import {
  asksOnlyWhatItIs,
  deedsToldInThePresent,
  hasItsOwnRubric,
  questionAsks,
  quoteAround as quotePassageAround,
  tellsAStory,
  toldInThePast,
} from './articulation.ts';
import { showingTheOccasionAsked } from './asked-occasion.ts';
import { extractSkills } from '../plan/extract.ts';
import { escapeRegExp, holdsPhrase } from '../lib/regexp.ts';
import { pearson } from '../lib/stats.ts';
import { bankCorpus, cosine } from './corpus.ts';
import {
  ANOTHER_QUESTION_ASKS,
  type PassageFacts,
  saysWhatAnotherAsks,
  showsEvidence,
  USES_THE_PRODUCT,
} from './evidence.ts';
import type { QuestionProfile } from './question-profile.ts';
import type { KeyPointEvidence } from '../types.ts';
import { isEverydayWord } from './everyday-words.ts';
import { definesByItsOwnName } from './articulation.ts';
import {
  BUZZWORDS,
  DISMISSAL,
  EMPTY_REASON,
  EXAMPLE_MARKERS,
  JOKE,
  NON_ANSWERS,
  OUTCOME_WORDS,
  REASONING_CUES,
  STAR_CUES,
} from './lexicon.ts';
import {
  type AnalysedText,
  analyse,
  contentStems,
  contentWords,
  findPhrase,
  deedsInTurn,
  firstPersonActions,
  goesOnWithAVerb,
  namingWords,
  passagesBySentence,
  phraseStems,
  quoteAround,
  occasionsTold,
} from './text.ts';

/**
 * What the speaker had to do on a piece of work, as a past deed tells what they did: "I had to handle consumer groups
 * and make sure messages were not processed twice" is no general claim, though "make sure" sounds like one.
 */
const PAST_DUTY = /\b(?:i|we) (?:had|needed) to (?!(?:be|have|say|admit)\b)[a-z]+/i;

/**
 * What someone else did on the occasion, in a story told in the past: "She came back the next week to thank me…",
 * "The manager agreed to move it". Not a state ("They were happy") nor a feeling ("He loved it"), which say nothing
 * anyone could check.
 */
const THEIR_DEED =
  /\b(?:he|she|they|the (?:customer|client|guest|patient|manager|teacher|student|colleague|supervisor|parent|man|woman|lady)|my (?:manager|supervisor|teacher|colleague|lecturer|tutor|boss))\b (?:then |later |also )?(?:came back|came in|rang|called|phoned|emailed|wrote|sent|agreed|thanked|apologised|apologized|returned|signed|asked|mentioned|told|paid|left a|booked|renewed|ordered|bought|kept|moved|changed|approved|promoted)\b/i;

/** A piece of a sentence that opens on the reason for the piece before it. */
const GIVES_ITS_REASON = /^\W*(?:because|since|as|so that|which is why)\b/i;

/** A priority claimed ("safety comes first"), not the rule "first come, first served" (ADR 169). */
const PRIORITY_CLAIMED = /(?<!\bfirst,? )\bcomes? first\b(?!,? (?:served|serve)\b)/i;

/**
 * Whether every "… comes first" in the answer puts one of the two things a question compares first: "Authentication
 * comes first: a 401 means…" orders authentication and authorization, and claims no priority as "safety comes first"
 * does (ADR 197).
 */
function ordersTheCompared(pair: [Set<string>, Set<string>] | null, answerText: string): boolean {
  if (!pair) return false;
  return [...answerText.matchAll(/\b([a-z]+)\s+comes?\s+first\b/gi)].every(([, word]) =>
    sidesNamed(pair, contentStems(word!)).some(Boolean),
  );
}

/**
 * Clichés that are also plain words, counted only where they are the idiom: "At the end of the day, it's about…" opens a
 * clause; "My tills always balance at the end of the day" says when (ADR 162).
 */
const IDIOM_ONLY: Record<string, RegExp> = {
  'at the end of the day': /(?:^|[.!?;,]\s*|\b(?:but|and|so)\s+)at the end of the day\b/i,
  'come first': PRIORITY_CLAIMED,
  'comes first': PRIORITY_CLAIMED,
  // Said of something, as its verdict: "Communication is key", "…is really key to it", "…is the key"; not "is a plain
  // key-value cache" nor "is a unique key for each row".
  'is key':
    /\bis (?:the |(?:absolutely|really|so|very|just|also) )?key\b(?=\s*(?:[.!?;,]|$|\b(?:to|for|in|here|when|because|and|but|if)\b))/i,
};

/**
 * The pattern an idiom is said by, for the words it was found as: as itself, or with words between its own, as the
 * buzzwords are found ("is a plain key" is found for "is key", and is no verdict on anything).
 */
function idiomOf(used: string): RegExp | undefined {
  const words = used.toLowerCase().split(/\s+/);
  const idiom = Object.keys(IDIOM_ONLY).find((key) => {
    const own = key.split(' ');
    return own[0] === words[0] && own.at(-1) === words.at(-1);
  });
  return idiom === undefined ? undefined : IDIOM_ONLY[idiom];
}

/** What the answer shows against the rubric, each part with the words that prove it. */
export type ContentFeatures = {
  words: number;
  /** The answer's word stems, in order. */
  stems: string[];
  contentWords: number;
  /**
   * Rubric concepts, each with the words of the answer that name it (null when none does), and whether those words
   * are all the question's own ("Kafka" in an answer to "Your resume mentions Kafka…"), which shows nothing.
   */
  concepts: { name: string; used: string | null; weight: number; echoesQuestion?: boolean }[];
  /**
   * Key points (their words and meaning are measured apart, see content-score.ts and meaning.ts), with the evidence
   * that shows them.
   */
  keyPoints: {
    point: string;
    /** For a key point that asks for a kind of evidence (Rubric.evidence), the passages that show it; else null. */
    shownIn: number[] | null;
    /**
     * The passages that would show it if the answer named the thing the question is about: an answer that
     * addresses the question is about that thing, in whatever words ("I scored forty requests with RICE…" for
     * prioritising a product roadmap). Used only when the answer addresses the question (keyPointStatus).
     */
    shownIfOnQuestion: number[] | null;
    /** The kind of evidence it asks for (Rubric.evidence), if any. */
    kind?: KeyPointEvidence | null;
    /** The point as students say it, where its rubric says so (ADR 197). */
    inPlainWords?: string | null;
  }[];
  /** Share of the question's own topic words that the answer takes up, rare words weighing more. */
  questionOverlap: number;
  /**
   * In a technical question, its own topic stems: the subject of the explanation, which no key point is shown by
   * (docs/decisions/189). Empty for a warm-up or a story, whose points name the speaker's own ("a goal for the next
   * few years" to "Where do you see yourself in five years?").
   */
  subjectAsked: string[];
  /**
   * Distinct words the bank's questions rarely use ("cardinality", "idempotent"), as the answer wrote them and
   * not taken from the question: the vocabulary of expertise.
   */
  rareTerms: string[];
  /**
   * The rare terms that are not everyday words either ("sure", "usually", "tree"): the ones feedback may praise as
   * terms of the field (docs/decisions/136). Specificity counts all rare terms: "tree" is everyday English and
   * still specific in "an index is usually a tree".
   */
  fieldTerms: string[];
  /**
   * How closely the answer's words match this question's profile, and the best match among bank questions
   * about something else (an answer on the domain but not on the question fits another question better).
   */
  relevance: {
    onQuestion: number;
    elsewhere: number;
    /**
     * Whether the answer resembles the same bank questions as the question does (correlation of the two
     * similarity profiles over the bank): related words count even when they are not the question's own.
     */
    agreement: number;
    /** How much the two bank measures (elsewhere, agreement) can say of this question (lexical.bankSays). */
    bankSays: number;
    /** The question is a common one about the candidate (QuestionProfile.aboutTheSpeaker). */
    aboutTheSpeaker: boolean;
    /** Asked about the candidate, the answer says what another common question asks for (ANOTHER_QUESTION_ASKS). */
    answersAnother: boolean;
    /**
     * Asked what one thing is, the answer opens by saying what another thing is: "Hoisting means…" to "What is a closure
     * in JavaScript?" (see definesAnother).
     */
    definesAnother: boolean;
    /**
     * Asked what one thing is, the answer opens by saying what that thing is: the term it defines shares a word with the
     * question ("Virtual memory is…" to "What is virtual memory?"; see definesTheSubject).
     */
    definesTheSubject: boolean;
    /**
     * Of an opening that defines a fundamental, the words strange to it: neither its own words nor everyday ones.
     * "Garbage collection is when the operating system deletes your temp files and empties the recycle bin" has seven;
     * "A race condition is a bug you get with multiple threads when the timing messes things up" one (ADR 200).
     */
    strangeToTheSubject: number;
    /**
     * Asked what a fundamental is, the answer explains it by a likeness: "Think of a coat check…", "It's like a waiter
     * at a restaurant…", "A mutex is like a single bathroom key…" (see explainsByLikeness).
     */
    byLikeness: boolean;
    /** The question is a fundamental of the field (QuestionProfile.fundamental). */
    fundamental: boolean;
  };
  /**
   * For a question about one occasion ("Tell me about a time…"), the share of passages that tell of it (see
   * tellsOfAnOccasion); null for any other question. An answer about what the speaker usually does tells of none.
   */
  toldOfAnOccasion: number | null;
  /**
   * For a question about what draws the speaker to the work (questionAsks), the passages that tell it ("My favourite
   * part is talking to users…"); null for any other question.
   */
  drawnIn: number[] | null;
  /**
   * For a question that weighs two things against each other ("What is the difference between IPv4 and IPv6?"), whether
   * the answer names each of them outside general claims; null for any other question (docs/decisions/196).
   */
  namesBothCompared: boolean | null;
  /** The two things such a question weighs, each by the stems only it has (see comparedPair); null for any other. */
  compared: [Set<string>, Set<string>] | null;
  /**
   * For a question about one occasion, the passages that show the occasion is of the common kind the question asks
   * about, if it asks about one ("I had four hours" to "Describe a time you worked under pressure", "I showed him
   * that…" to "…persuade someone"; asked-occasion.ts); null for any other question.
   */
  showsTheOccasionAsked: number[] | null;
  /** Action verbs with a first-person subject: what the speaker did (past) or would do. */
  actions: { verb: string; past: boolean }[];
  /**
   * Per passage, how many things the speaker does in it, by distinct verb: "I reproduced it, then read the handler"
   * does two, "I replaced the object with a Map" one (docs/decisions/186).
   */
  deedsIn: number[];
  /**
   * Share of the answer's passages (sentences, long ones cut into 15-word pieces since transcripts have no
   * punctuation) that mention the question's core words: an answer about another question drifts off them.
   */
  onTopic: number;
  numbers: string[];
  namedThings: string[];
  outcomes: string[];
  examples: string[];
  /** Buzzwords and clichés, in the answer's own words. */
  buzzwords: string[];
  nonAnswer: string | null;
  /** The words of a joke the answer makes instead of answering ("I just touch it quickly …, ha ha"). */
  joke: string | null;
  star: Record<keyof typeof STAR_CUES, string | null>;
  reasoning: string[];
  /**
   * Per passage (see answerPassages): whether it holds something specific, a figure, a named thing or an action
   * the speaker took; such a passage is never a general claim.
   */
  specificPassages: boolean[];
  /** Per passage: whether it holds one of the answer's buzzwords or clichés ("I am very data-driven"). */
  clichePassages: boolean[];
  /**
   * Per passage: whether, asked in a technical round what something is, it says what it is by its own name and nothing
   * new ("Dependency injection is when you inject dependencies into your code"; docs/decisions/195).
   */
  ownNamePassages: boolean[];
  /**
   * Per passage: whether it gives up on the question ("I am not sure when it would hurt, maybe if there are too
   * many"), with nothing specific in it.
   */
  hedgePassages: boolean[];
  /** Per passage: whether it waves the risk or the problem away ("it is probably fine if the doctor prescribed it"). */
  dismissivePassages: boolean[];
  /** Per passage: what it sets aside as not needed or best avoided, and the rest of it (docs/decisions/211). */
  setAside: SetAside[];
  /** The first such passage, quoted around what waves it away. */
  dismissal: string | null;
  /** Per passage: whether its reason fits any problem ("because that fixes most network issues"). */
  emptyReasonPassages: boolean[];
};

function firstMatch(
  analysed: AnalysedText,
  phrases: readonly string[],
): { phrase: string; at: number } | null {
  for (const phrase of phrases) {
    const at = findPhrase(analysed.stems, phraseStems(phrase));
    if (at >= 0) return { phrase, at };
  }
  return null;
}

/**
 * Not knowing said of a case, not of the question: "It's also handy when I have no idea how big it'll get", "if you're
 * not sure which one you need, start with…" (ADR 206).
 */
const CASE_NOT_KNOWN =
  /\b(?:when|if|whenever|because|since|until|unless|where|while)\s+(?:i|you|we|they|people|users|nobody)(?:\s+(?:really |just |still )?(?:have|had|are|were|am|is)|'(?:ve|re|m|s|d))?\s+(?:no idea|not sure)\b/gi;

/** The first way of saying "I do not know" in a text, unless each time it is said it is said of a case. */
function notKnowing(
  analysed: AnalysedText,
  text: string,
): { phrase: string; at: number; said: string } | null {
  const found = firstMatch(analysed, NON_ANSWERS);
  if (!found) return null;
  const said = text.match(new RegExp(`\\b${escapeRegExp(found.phrase)}\\b`, 'gi'))?.length ?? 0;
  const ofCases = (text.match(CASE_NOT_KNOWN) ?? []).filter((m) =>
    m.toLowerCase().endsWith(found.phrase),
  ).length;
  if (said > 0 && ofCases >= said) return null;
  // Quoted as said, with any words the phrase was matched across: "not 100% sure", "not quite sure".
  const across = new RegExp(
    found.phrase
      .split(' ')
      .map(escapeRegExp)
      .join(String.raw`(?:[^\p{L}\p{N}]+[\p{L}\p{N}%'’-]+){0,2}?[^\p{L}\p{N}]+`),
    'iu',
  );
  return { ...found, said: across.exec(text)?.[0] ?? found.phrase };
}

function allMatches(analysed: AnalysedText, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => findPhrase(analysed.stems, phraseStems(phrase)) >= 0);
}

/**
 * The words as the answer wrote them ("B-tree", not "B tree"; "everyone's", not "everyone 's"): the text between the
 * first and the last word, the tokenizer's pieces of a word joined as they were.
 */
function verbatim(text: string, tokens: string[]): string {
  const words = tokens.filter((t) => /[\p{L}\p{N}]/u.test(t));
  const pattern = new RegExp(words.map(escapeRegExp).join('[^A-Za-z0-9]{0,3}'), 'iu');
  return pattern.exec(text)?.[0] ?? words.join(' ');
}

/**
 * The answer's own words wherever one of the phrases occurs, each place once ("data-driven", not also "data driven";
 * "think outside the box", not also "outside the box").
 */
function usedWords(text: string, analysed: AnalysedText, phrases: readonly string[]): string[] {
  const found = new Map<number, string>();
  for (const phrase of phrases) {
    const span = findLoosely(analysed, phrase);
    if (span && !found.has(span.from))
      found.set(span.from, verbatim(text, analysed.original.slice(span.from, span.to)));
  }
  // A phrase inside another that was found is the same place ("outside the box" of "think outside the box").
  const all = [...new Set(found.values())];
  return all.filter((w) => !all.some((other) => other !== w && holdsPhrase(other, w)));
}

/**
 * A number word after these is a figure compared with another ("an hour a week instead of three", "from seven
 * fields to three"); not "two", which may be a misheard "to".
 */
const COMPARED = new Set(['of', 'than', 'to', 'from']);
/** Units that make a number word a figure ("three weeks", "ten hours"); "two" alone may be a misheard "to". */
const UNIT = /^(percent|%|x|times|[a-z]+s)$/;
const NUMBER_WORDS = new Set(
  'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million percent half double'.split(
    ' ',
  ),
);

/** Skills of the planner's list that name a competency rather than a tool or product. */
const COMPETENCIES = new Set([
  'Security',
  'Testing',
  'Monitoring',
  'Accessibility',
  'Leadership',
  'Troubleshooting',
  'Onboarding',
  'Negotiation',
  'Prospecting',
  'Budgeting',
  'Cold calling',
  'Customer support',
  'Customer retention',
  'Account management',
  'Pipeline management',
  'Project management',
  'Public speaking',
  'Data analysis',
  'Content marketing',
  'Social media',
  'Email marketing',
  'Microservices',
]);

/** One of two things weighed: up to four words. */
const SIDE = String.raw`((?:[a-z0-9'/+#.-]+\s+){0,3}?[a-z0-9'/+#.-]+)`;
const BETWEEN = new RegExp(
  String.raw`\bbetween\s+${SIDE}\s+and\s+${SIDE}(?=\s*(?:[?.;,]|$|\b(?:in|when|for|with|and|on)\b))`,
  'i',
);
const VERSUS = new RegExp(String.raw`${SIDE}\s+(?:vs\.?|versus)\s+${SIDE}(?=\s*(?:[?.;,:]|$))`, 'i');

/**
 * The two things a question weighs against each other, each by the stems only it has: "What is the difference between
 * an inner join and a left join?" gives "inner" and "left". Null for a question that weighs nothing, more than two
 * things ("GET, POST, PUT and DELETE"), or two that share all their words.
 */
export function comparedPair(question: string): [Set<string>, Set<string>] | null {
  const weighed = BETWEEN.exec(question) ?? VERSUS.exec(question);
  if (!weighed) return null;
  const [one, other] = [contentStems(weighed[1]!), contentStems(weighed[2]!)];
  const own = (a: Set<string>, b: Set<string>) => new Set([...a].filter((stem) => !b.has(stem)));
  const pair: [Set<string>, Set<string>] = [own(one, other), own(other, one)];
  return pair[0].size && pair[1].size ? pair : null;
}

/** Which of the two things compared some words name, by their stems: one flag per thing. */
export const sidesNamed = (pair: [Set<string>, Set<string>], stems: ReadonlySet<string>) =>
  pair.map((side) => [...side].some((stem) => stems.has(stem)));

/** Whether passages that are not clichés name each of the two things compared (null where nothing is). */
function namesBoth(
  pair: [Set<string>, Set<string>] | null,
  passages: { stems: string[] }[],
  cliches: boolean[],
): boolean | null {
  if (!pair) return null;
  return sidesNamed(pair, new Set(passages.flatMap((p, i) => (cliches[i] ? [] : p.stems)))).every(Boolean);
}

/** Numbers, named tools and products: the concrete details that separate an example from a generality. */
function concreteDetails(
  analysed: AnalysedText,
  text: string,
  /** The stems of what was asked: a name the question gives ("TCP", "Big O") is not a detail of the answer. */
  asked: ReadonlySet<string>,
): { numbers: string[]; named: string[] } {
  const numbers = new Set<string>();
  const named = new Set<string>();
  analysed.original.forEach((word, i) => {
    const lower = analysed.words[i]!;
    const unit = analysed.words[i + 1] ?? '';
    const compared = COMPARED.has(analysed.words[i - 1] ?? '') && lower !== 'two';
    // A name with a figure in it that the question gives ("IPv6", "HTTP/2") is no figure of the answer's.
    const figure = /\d/.test(word) && !asked.has(analysed.stems[i]!);
    if (figure || (NUMBER_WORDS.has(lower) && (UNIT.test(unit) || compared)))
      numbers.add(quoteAround(analysed, i, 2));
    // A capitalised word inside a sentence, or a mixed token like "p95"/"OAuth", names something; "I", "I'm" and
    // "I've" do not.
    const capitalised = !analysed.sentenceStart[i] && /^[A-Z]/.test(word) && !/^I(['’][a-z]+)?$/.test(word);
    if (capitalised || /^[a-z]+[A-Z0-9]/.test(word)) named.add(word);
  });
  // Transcripts are lower case: known tools ("excel", "kafka") are named things too; competencies are not
  // ("security", "leadership" name no tool).
  const known = extractSkills(text).filter(
    (skill) => !COMPETENCIES.has(skill) && ![...named].some((n) => n.toLowerCase() === skill.toLowerCase()),
  );
  const ownName = (name: string) => {
    const stems = [...contentStems(name)];
    return !stems.length || stems.some((stem) => !asked.has(stem));
  };
  return { numbers: [...numbers], named: [...named, ...known].filter(ownName) };
}

/**
 * Where a concept is named: its words in order, or, for a long phrase from a resume or job description
 * ("prioritising a product roadmap"), most of its topic words anywhere in the answer.
 */
function findLoosely(analysed: AnalysedText, phrase: string): { from: number; to: number } | null {
  const stems = phraseStems(phrase);
  const at = findPhrase(analysed.stems, stems);
  if (at >= 0) {
    // The words that matched, gaps included: the phrase's last stem after `at`.
    let to = at;
    for (const stem of stems.slice(1)) to = analysed.stems.indexOf(stem, to + 1);
    return { from: at, to: to + 1 };
  }
  const topic = [...contentStems(phrase)];
  if (topic.length < 3) return null;
  const positions = topic.map((s) => analysed.stems.indexOf(s)).filter((i) => i >= 0);
  if (positions.length * 3 < topic.length * 2) return null;
  const first = Math.min(...positions);
  return { from: first, to: first + 1 };
}

const PASSAGE_WORDS = 15;

/** Verbs whose past is their present ("I set up a test", "I put it in the calendar"): neither tense by themselves. */
const SAME_IN_THE_PAST = new Set(
  'set put cut let hit read shut quit cost hurt split spread upset bet cast burst broadcast'.split(' '),
);

/**
 * Whether the speaker says what they do now, in a verb whose present differs from its past ("I keep the line
 * moving"), not in a name the tagger reads as a verb ("Google Optimize").
 */
const inThePresent = (passage: string) =>
  firstPersonActions(passage).some(
    (a) =>
      a.present &&
      !SAME_IN_THE_PAST.has(a.verb) &&
      !new RegExp(`\\S\\s+${a.verb.charAt(0).toUpperCase()}${a.verb.slice(1)}`).test(passage),
  );

/**
 * The share of passages that tell of one occasion. The pieces of a sentence that tells of one tell of it too ("I set
 * up an A/B test in Google Optimize with one change, a shorter headline…, and calculated that we needed…" tells of it
 * in its last piece only, as "set" may be present), unless the sentence says what the speaker does now ("I keep the
 * line moving…, which helped our team beat the target last quarter" tells of what they usually do).
 */
function toldShare(passages: string[], occasions: boolean[], sentenceOf: number[]): number {
  if (!passages.length) return 0;
  const now = new Set(sentenceOf.filter((_, i) => inThePresent(passages[i]!)));
  const told = new Set(sentenceOf.filter((sentence, i) => occasions[i] && !now.has(sentence)));
  return passages.filter((_, i) => occasions[i] || told.has(sentenceOf[i]!)).length / passages.length;
}

function onTopicShare(analysed: AnalysedText, core: Set<string>): number {
  let passages = 0;
  let anchored = 0;
  let length = 0;
  let hit = false;
  const close = () => {
    if (length) {
      passages++;
      if (hit) anchored++;
    }
    length = 0;
    hit = false;
  };
  analysed.stems.forEach((stem, i) => {
    if (analysed.sentenceStart[i] || length >= PASSAGE_WORDS) close();
    length++;
    if (analysed.content[i] && core.has(stem)) hit = true;
  });
  close();
  return passages ? anchored / passages : 0;
}

/** An answer's opening that says what something is: "Hoisting means…", "So, a closure is…". */
const OPENS_BY_DEFINING =
  /^\s*(?:(?:so|well|basically|okay|ok|right|um+|uh+|er+)\b[,\s]*)*(?:an?\s+|the\s+)?([a-z][a-z -]{0,40}?)\s+(?:is|are|means|refers to|represents?|stands? for)\s/i;

/** Words that open a phrase about things counted or picked out ("two programs", "every app"), not a term defined. */
const COUNTED = /^(?:one|two|three|four|both|all|every|each|many|several|some|most|multiple|\d+)\b/i;
/**
 * What an answer opens on to name the first of what it lists, not a term it defines: "I think the main downside is…",
 * "The biggest one is…", "The big pro is…" (ADR 206).
 */
const LISTS_ITS_FIRST =
  /^(?:i (?:think|guess|would say|'d say)\s+)?(?:(?:the|my|one|a|an)\s+)?(?:(?:main|biggest|big|first|key|real|major|obvious|other|second|third|last|only|nice|good|great|most important|important|usual|typical|common|classic)\s+)?(?:one|thing|downside|drawback|benefit|advantage|disadvantage|pro|con|problem|reason|point|use|use case|case|issue|cost|risk|catch|upside|gain|win|plus|minus|limitation|pitfall|trade-off|tradeoff|example)s?$/i;

/**
 * Whether, asked what one thing is, the answer opens by saying what another thing is: the term it defines shares no
 * word with the question or its rubric ("Hoisting means declarations are moved…" to "What is a closure in
 * JavaScript?"). The encoder reads such an answer as close to the question, both being about the same language's
 * workings, and the rubric's words ("scope", "variables") as taken up (docs/decisions/194).
 */
function definesAnother(profile: QuestionProfile, answerText: string): boolean {
  const term = termDefined(profile, answerText);
  if (!term) return false;
  const known = questionAndRubricStems(profile);
  return ![...term].some((stem) => known.has(stem));
}

/**
 * Whether, asked what one thing is, the answer opens by saying what that thing is: "Virtual memory is the memory used
 * by virtual machines" to "What is virtual memory?", "GET is the secure method…" to "What is the difference between GET
 * and POST?" (ADR 198).
 */
function definesTheSubject(profile: QuestionProfile, answerText: string): boolean {
  // Asked what a thing is for, when to use it or what it costs, an answer that opens on what it is is judged by the
  // angle's rubric, which says nothing of what it is (ADR 206).
  if (hasItsOwnRubric(profile.angle)) return false;
  const term = termDefined(profile, answerText);
  // A likeness makes no claim of what the thing is: the answer explains it by another.
  if (!term || likensOnly(answerText)) return false;
  const asked = contentStems(profile.text);
  return [...term].some((stem) => asked.has(stem));
}

/** The words of an answer's first sentence strange to the fundamental asked: neither its own nor everyday ones. */
function strangeToTheSubject(
  profile: QuestionProfile,
  passages: string[],
  pieces: { sentence: number }[],
): number {
  const own = profile.fundamentalWords ?? new Set<string>();
  const opening = passages.filter((_, i) => pieces[i]!.sentence === pieces[0]?.sentence).join(' ');
  // Everyday in any of its forms: "turns" and "messes" are as everyday as "turn" and "mess".
  return contentWords(opening).filter(
    ({ word, stem }) =>
      /^[a-z]/i.test(word) && !own.has(stem) && !isEverydayWord(word) && !isEverydayWord(stem),
  ).length;
}

/** A definition that only likens the thing to another: "A mutex is like a single bathroom key…". */
const LIKENS = /^(?:(?:just|basically|kind of|sort of|a bit|pretty much)\s+)?(?:like|similar to)\b/i;

/** Asked what something is, or about a fundamental, the stems of the term the answer opens by defining, if it does. */
function termDefined(profile: QuestionProfile, answerText: string): Set<string> | null {
  // A fundamental is asked what it is in any words: "How would you explain garbage collection to a beginner?".
  if (!asksOnlyWhatItIs(profile.text) && !profile.fundamental) return null;
  // "Imagine every hotel guest is told…" sets a scene, and defines no term.
  if (OPENS_ON_A_LIKENESS.test(answerText)) return null;
  const defined = OPENS_BY_DEFINING.exec(answerText)?.[1];
  // "Two programs are each waiting for the other…", "Every app you open is a process…": things counted or picked out
  // are what the answer tells of, not a term it defines (ADR 197).
  if (!defined || COUNTED.test(defined) || LISTS_ITS_FIRST.test(defined.trim())) return null;
  const term = contentStems(defined);
  return term.size ? term : null;
}

/**
 * An answer's opening that explains by a likeness or a small case: "Think of…", "Imagine…", "Picture…", "It's like…",
 * "Say you have…", "Like a…".
 */
const OPENS_ON_A_LIKENESS =
  /^\W*(?:(?:so|well|basically|okay|ok|right|honestly|um+|uh+|er+)\b[,\s]*)*(?:think of|think about|imagine|picture|it'?s (?:a bit |kind of |sort of |just )?like|it is (?:a bit |kind of |sort of |just )?like|(?:it'?s|it is) similar to|say (?:you|we|there|a|an|your|two|three|some|someone|somebody|[0-9]+)|suppose|like (?:a|an|when|if|you)|take (?:a|an)|you know (?:how|when)|let'?s say|consider (?:a|an|two))\b/i;

/**
 * Whether the answer opens by explaining the thing asked through a likeness or a small case (one that says what another
 * term is does not): the likeness stands for the thing asked, in words the sentence encoder reads as far from it (ADR
 * 198).
 */
const explainsByLikeness = (answerText: string) =>
  OPENS_ON_A_LIKENESS.test(answerText) || likensOnly(answerText);

/** Whether the answer's opening definition only likens the thing to another ("A mutex is like a bathroom key"). */
function likensOnly(answerText: string): boolean {
  const opening = OPENS_BY_DEFINING.exec(answerText);
  return opening !== null && LIKENS.test(answerText.slice(opening[0].length));
}

/** The stems of a question and of its rubric's key points and concepts, read once per question (see definesAnother). */
const rubricStems = new WeakMap<QuestionProfile, Set<string>>();
function questionAndRubricStems(profile: QuestionProfile): Set<string> {
  let stems = rubricStems.get(profile);
  if (!stems) {
    const { key_points, concepts } = profile.rubric;
    stems = contentStems(
      [profile.text, ...key_points, ...concepts.flatMap((c) => [c.name, ...c.synonyms])].join('. '),
    );
    rubricStems.set(profile, stems);
  }
  return stems;
}

/** The answer against the bank: its best match on another topic, and its agreement with the question's profile. */
function placeInBank(profile: QuestionProfile, answerBow: Record<string, number>) {
  const corpus = bankCorpus();
  const similarities = [...corpus.similarities(answerBow)];
  let similarity = 0;
  corpus.docs.forEach((doc, i) => {
    if (!profile.lexical.sameTopic.has(doc)) similarity = Math.max(similarity, similarities[i]!);
  });
  return { similarity, agreement: pearson(similarities, profile.lexical.docSimilarity) };
}

/**
 * A passage that names this many terms of the field is specific, in any round ("I like making posters and social
 * media graphics, because I get to play with typography and colour"), unless it is built on a cliché ("Accuracy is
 * key in payroll, and I'm a very detail-oriented person…").
 */
const TERMS_MAKE_SPECIFIC = 3;

/**
 * A passage that opens as a step of a procedure and says what the speaker does ("Only then do I start work", "After
 * that I re-run the job") is part of the method, never a general claim, however short.
 */
const STEP_OPENING =
  /^\W*(then|only then|after that|afterwards|next|finally|otherwise|if not|if so|in that case|failing that|once (that|this|it) is done|first|to start|(i|we) (would |will )?(first|start (with|by)|begin (with|by)))\b/i;

/** The speaker working with a thing named before: "I have used it for…", "we applied them to…". */
const USED_IT = /\b(i|we)( have| had)? (used|applied|ran|deployed|set up|built on) (it|them)\b/i;

/** A word this rare in the bank (BM25 idf; a word the bank never uses is ~7.2) is a specific term. */
const RARE_TERM = 4.5;

function rareTerms(analysed: AnalysedText, question: Set<string>, idf: (stem: string) => number): string[] {
  const seen = new Map<string, string>();
  analysed.stems.forEach((stem, i) => {
    if (!analysed.content[i] || question.has(stem) || idf(stem) < RARE_TERM || seen.has(stem)) return;
    const word = analysed.original[i]!.replace(/[.,;:!?]+$/, '');
    if (!PRONOUN_CONTRACTION.test(word)) seen.set(stem, word);
  });
  return [...seen.values()];
}

/** Days, months and times of day name when something happened, not a term of any field. */
const CALENDAR =
  /^(mon|tues|wednes|thurs|fri|satur|sun)days?$|^(january|february|march|april|june|july|august|september|october|november|december|weekends?|mornings?|afternoons?|evenings?|nights?|tonight|yesterday|tomorrow)$/i;

/** "I'm", "it's", "they're" name nothing (the tagger takes "I'm" for a noun; a transcriber hears "um" as "I'm"). */
const PRONOUN_CONTRACTION = /^(i|you|we|they|he|she|it|that|there|here|what|who|let)'[a-z]+$/i;

/** How many of the profile's strongest words count as core words of the question. */
const CORE_PROFILE_TERMS = 40;

/**
 * The examples a key point names after "such as", each as its topic stems: "a concrete example such as users and
 * orders" names one, users and orders together; "a flexbox example such as a navbar or button group", two.
 */
function examplesNamed(point: string): Set<string>[] {
  const named = /\bsuch as (.+)$/i.exec(point)?.[1];
  if (!named) return [];
  return named
    .split(/\s*,\s*|\s+or\s+/i)
    .map((example) => contentStems(example))
    .filter((stems) => stems.size > 0);
}

/** Whether a passage names one of these examples, every topic word of it. */
const namesAnExample = (passage: string, examples: Set<string>[]) => {
  const stems = contentStems(passage);
  return examples.some((example) => [...example].every((stem) => stems.has(stem)));
};

/** The words an answer to this question can hardly avoid: its own, its concepts', its profile's strongest. */
function coreStems(profile: QuestionProfile): Set<string> {
  const strongest = Object.entries(profile.lexical.bow)
    .sort((a, b) => b[1] - a[1])
    .slice(0, CORE_PROFILE_TERMS)
    .map(([stem]) => stem);
  const conceptWords = profile.rubric.concepts
    .flatMap((c) => [c.name, ...c.synonyms])
    .map((t) => phraseStems(t.toLowerCase()))
    .filter((stems) => stems.length === 1)
    .flat();
  return new Set([...profile.lexical.questionStems, ...strongest, ...conceptWords]);
}

export function extractFeatures(profile: QuestionProfile, answerText: string): ContentFeatures {
  const { rubric } = profile;
  const analysed = analyse(answerText);
  const answerStems = new Set(analysed.stems);
  const askedStems = contentStems(profile.text);
  const concepts = rubric.concepts.map((concept, i) => {
    let used: string | null = null;
    for (const variant of [concept.name, ...concept.synonyms]) {
      const span = findLoosely(analysed, variant.toLowerCase());
      if (span) {
        used = verbatim(answerText, analysed.original.slice(span.from, span.to));
        break;
      }
    }
    // A concept named only in the question's words, or only in common words with no topic of their own ("when",
    // "because", "team", "uses"), shows no knowledge: every() over no topic stem holds, so such a naming counts for
    // nothing. That loses "good at" for a skill too; counting them was tried, and made "when" a situation named.
    const echoesQuestion = used !== null && [...contentStems(used)].every((stem) => askedStems.has(stem));
    return { name: concept.name, used, weight: profile.conceptWeights[i] ?? 1, echoesQuestion };
  });
  // The passages, and the sentence each is a piece of, from one split of the answer.
  const pieces = passagesBySentence(answerText);
  const passages = pieces.map((piece) => piece.passage);
  const actions = firstPersonActions(answerText);
  const compared = comparedPair(profile.text);
  const another = definesAnother(profile, answerText);
  // A one-word buzzword only as itself: "Excel" and "excellent" share the stem of "excellence".
  const buzzwords = usedWords(answerText, analysed, BUZZWORDS).filter(
    (used) =>
      (/[\s-]/.test(used) || BUZZWORDS.includes(used.toLowerCase())) &&
      (idiomOf(used)?.test(answerText) ?? true) &&
      !(
        profile.round === 'Technical' &&
        PRIORITY_CLAIMED.test(used) &&
        ordersTheCompared(compared, answerText)
      ),
  );
  const buzzWords = new Set(buzzwords.flatMap((b) => b.toLowerCase().split(/[\s-]+/)));
  const plain = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9']+/g, ' ')} `;
  const cliches = passages.map((passage) => buzzwords.some((b) => plain(passage).includes(plain(b))));
  // A reason given for a cliché in the rest of its sentence is the cliché's: "…and keeps learning about new techniques,
  // | because the frontend world changes so fast" explains no approach.
  passages.forEach((passage, at) => {
    if (at > 0 && !cliches[at] && cliches[at - 1] && pieces[at]!.sentence === pieces[at - 1]!.sentence)
      cliches[at] = GIVES_ITS_REASON.test(passage);
  });
  // An explanation's subject is no detail of it: "TCP is more reliable and UDP is faster" names only what was asked.
  // A warm-up or a story names the job asked about as a detail of the speaker's own ("I worked as a care assistant…").
  const asked = new Set(profile.round === 'Technical' ? profile.lexical.questionStems : []);
  // Each passage analysed once, and tagged for an occasion only when a question or a key point asks for one.
  // A piece that goes on with the speaker's verbs ("…got a colleague to take over my section") is the speaker acting.
  const analysedPassages: {
    here: AnalysedText;
    details: ReturnType<typeof concreteDetails>;
    actions: ReturnType<typeof firstPersonActions>;
  }[] = [];
  passages.forEach((passage, at) => {
    const here = analyse(passage);
    const goesOn =
      at > 0 &&
      pieces[at]!.sentence === pieces[at - 1]!.sentence &&
      analysedPassages[at - 1]!.actions.length > 0 &&
      goesOnWithAVerb(passage);
    const actions = firstPersonActions(goesOn ? `I ${passage}` : passage);
    analysedPassages.push({ here, details: concreteDetails(here, passage, asked), actions });
  });
  const asks = questionAsks(profile.text);
  const askedOccasion = asks.occasion;
  const withEvidence = !!rubric.evidence?.some(Boolean);
  const occasions = askedOccasion || withEvidence ? occasionsTold(passages) : [];
  const corpus = bankCorpus();
  const question = new Set(profile.lexical.questionStems);
  const rare = rareTerms(analysed, question, corpus.idf);
  // A term of the field names a thing ("dose", "ward", "Excel"), never a description or a manner ("easier",
  // "scalable", "automatically", "nowadays"); the tagger reads the answer only when some word is left to judge.
  const candidates = rare.filter(
    (term) =>
      !isEverydayWord(term) &&
      !buzzWords.has(term.toLowerCase()) &&
      !CALENDAR.test(term) &&
      (term.length > 2 || term === term.toUpperCase()),
  );
  const names = candidates.length ? namingWords(answerText) : new Set<string>();
  // Never a word of a cliché the answer used: "proactive", "mile" of "extra mile", "oriented" of "detail-oriented".
  const fieldTerms = candidates.filter((term) => names.has(term.toLowerCase()));
  // How many of them each passage names.
  const termsIn = passages.map((passage) => fieldTerms.filter((term) => holdsPhrase(passage, term)).length);
  const thing = rubric.concepts[0];
  const passageFacts = (passage: string, at: number): PassageFacts => {
    const { here, details, actions: actionsHere } = analysedPassages[at]!;
    return {
      passage,
      cliche: cliches[at]!,
      // Read only where a question or a kind of evidence needs it.
      occasion: occasions[at] ?? false,
      numbers: details.numbers.length,
      named: details.named.length,
      // …by name, or by "it" in an answer that names it: "I have used it for budgets and for a group project".
      namesTheThing:
        !!thing &&
        ([thing.name, ...thing.synonyms].some((v) => findLoosely(here, v.toLowerCase())) ||
          (concepts[0]?.used != null && USED_IT.test(passage))),
      answerNamesTheThing: concepts[0]?.used != null,
      speakerActs: actions.length > 0,
      speakerDidHere: actionsHere.some((a) => a.past),
      actsHere: actionsHere.map((a) => a.verb),
      terms: termsIn[at]!,
    };
  };
  const asksMotivation = asks.motivation;
  const facts = withEvidence || asksMotivation ? passages.map(passageFacts) : [];
  // The passages that show a kind of evidence. Where no passage tells the speaker's deed in the past, one told in the
  // present in a story told in the past tells it, as the story's action part takes it (presentInAPastStory).
  const shownBy = (kind: KeyPointEvidence, untold: boolean) => {
    const shown = facts.flatMap((passage, at) => (!untold && showsEvidence(kind, passage) ? [at] : []));
    return kind === 'deed' && !shown.length ? deedsToldInThePresent(passages, occasions) : shown;
  };
  const keyPoints = rubric.key_points.map((point, i) => {
    const kind = rubric.evidence?.[i];
    // How a story ended needs a story: "I have solved many problems for my family" ends none.
    const untold = (kind === 'outcome' || kind === 'measured') && !occasions.some(Boolean);
    // An example the point names is given where a passage names it ("With users and orders, an inner join…" for "a
    // concrete example such as users and orders"), with or without "for example" (docs/decisions/190).
    const named = kind === 'illustration' ? examplesNamed(point) : [];
    const shown = kind ? shownBy(kind, untold) : null;
    return {
      point,
      kind,
      inPlainWords: profile.inPlainWords[i] ?? null,
      shownIn:
        shown && named.length
          ? passages.flatMap((passage, at) =>
              shown.includes(at) || namesAnExample(passage, named) ? [at] : [],
            )
          : shown,
      shownIfOnQuestion: kind
        ? facts.flatMap((passage, at) =>
            !untold && showsEvidence(kind, { ...passage, answerNamesTheThing: true }) ? [at] : [],
          )
        : null,
    };
  });
  // Asked about themselves, what of the answer says what another common question asks for: a strength, to "What is your
  // greatest weakness?" (ADR 207).
  const askedKinds = new Set(keyPoints.map((k) => k.kind));
  const answersAnother =
    profile.aboutTheSpeaker &&
    ANOTHER_QUESTION_ASKS.some(
      (kind) => !askedKinds.has(kind) && facts.some((passage) => saysWhatAnotherAsks(kind, passage)),
    );
  const questionWeight = [...question].reduce((sum, s) => sum + corpus.idf(s), 0);
  const questionOverlap = questionWeight
    ? [...question].filter((s) => answerStems.has(s)).reduce((sum, s) => sum + corpus.idf(s), 0) /
      questionWeight
    : 0;
  // A figure names no topic: to the bank an unseen "540" or "25th" is the rarest of words, and took an answer with
  // figures off its question.
  const topic = analysed.stems.filter((stem, i) => analysed.content[i] && !/\d/.test(stem));
  const answerBow = corpus.bowOf(topic);
  const elsewhere = placeInBank(profile, answerBow);
  const details = concreteDetails(analysed, answerText, asked);
  const nonAnswer = notKnowing(analysed, answerText);
  const joke = passages.find((passage) => JOKE.test(passage));
  const dismissive = passages.map((passage) => DISMISSAL.test(passage));
  const dismissal = passages.find((_, at) => dismissive[at]);
  const star = Object.fromEntries(
    Object.entries(STAR_CUES).map(([part, cues]) => {
      const match = firstMatch(analysed, cues);
      return [part, match ? quoteAround(analysed, match.at, 3) : null];
    }),
  ) as ContentFeatures['star'];

  // In a story told in the past, the speaker's present is a past ending the transcriber dropped ("I learn to test the
  // landing page before spending on traffic", said "I learned to…"): an action all the same (docs/decisions/143).
  const pastStory = askedOccasion && toldInThePast(occasions);
  // In an explanation, a term of the rubric the answer brought is a specific ("Database migrations should be backward
  // compatible so old and new versions can run together"); a story's concepts name qualities ("stay calm"), not terms.
  const termsBrought =
    profile.round === 'Technical'
      ? concepts.flatMap((c) => (c.used && !c.echoesQuestion ? [c.used] : []))
      : [];
  const specific = passages.map((passage, at) => {
    const { details, actions } = analysedPassages[at]!;
    return (
      details.numbers.length + details.named.length > 0 ||
      termsBrought.some((term) => holdsPhrase(passage, term)) ||
      actions.some((a) => a.past || (pastStory && a.present)) ||
      PAST_DUTY.test(passage) ||
      (pastStory && THEIR_DEED.test(passage)) ||
      USES_THE_PRODUCT.test(passage) ||
      (STEP_OPENING.test(passage) && actions.length > 0) ||
      tellsAStory(passage) ||
      (!cliches[at] && termsIn[at]! >= TERMS_MAKE_SPECIFIC)
    );
  });
  const definesIt = definesTheSubject(profile, answerText);
  return {
    words: analysed.words.length,
    stems: analysed.stems,
    contentWords: topic.length,
    rareTerms: rare,
    fieldTerms,
    concepts,
    keyPoints,
    questionOverlap,
    subjectAsked: [...asked],
    relevance: {
      onQuestion: cosine(answerBow, profile.lexical.bow),
      elsewhere: elsewhere.similarity,
      agreement: elsewhere.agreement,
      bankSays: profile.lexical.bankSays,
      aboutTheSpeaker: profile.aboutTheSpeaker,
      answersAnother,
      definesAnother: another,
      definesTheSubject: definesIt,
      strangeToTheSubject: definesIt ? strangeToTheSubject(profile, passages, pieces) : 0,
      byLikeness: profile.fundamental && !another && explainsByLikeness(answerText),
      fundamental: profile.fundamental,
    },
    namesBothCompared: namesBoth(
      compared,
      analysedPassages.map((p) => p.here),
      cliches,
    ),
    compared,
    drawnIn: asksMotivation
      ? facts.flatMap((passage, at) => (showsEvidence('motivation', passage) ? [at] : []))
      : null,
    showsTheOccasionAsked: askedOccasion ? showingTheOccasionAsked(profile.text, passages) : null,
    toldOfAnOccasion: askedOccasion
      ? toldShare(
          passages,
          occasions,
          pieces.map((piece) => piece.sentence),
        )
      : null,
    actions,
    // Read only where the rubric asks for more than one thing the speaker did.
    deedsIn:
      keyPoints.filter((k) => k.kind === 'deed').length > 1
        ? passages.map(deedsInTurn)
        : passages.map(() => 0),
    onTopic: onTopicShare(analysed, coreStems(profile)),
    numbers: details.numbers,
    namedThings: details.named,
    outcomes: allMatches(analysed, OUTCOME_WORDS),
    examples: allMatches(analysed, EXAMPLE_MARKERS),
    buzzwords,
    nonAnswer: nonAnswer ? nonAnswer.said : null,
    joke: joke ? quotePassageAround(joke, JOKE) : null,
    star,
    reasoning: allMatches(analysed, REASONING_CUES),
    clichePassages: cliches,
    ownNamePassages: passages.map(
      (passage) => profile.round === 'Technical' && definesByItsOwnName(passage, profile.text),
    ),
    hedgePassages: passages.map(
      (passage, at) => !specific[at] && notKnowing(analysedPassages[at]!.here, passage) !== null,
    ),
    dismissivePassages: dismissive,
    setAside: passages.map(readSetAside),
    emptyReasonPassages: passages.map((passage) => EMPTY_REASON.test(passage)),
    dismissal: dismissal ? quotePassageAround(dismissal, DISMISSAL) : null,
    specificPassages: specific,
  };
}
