import {
  findArticulation,
  plainlyTellsStoryPart,
  questionAsks,
  quoteAround,
  quoteForPoint,
} from './articulation.ts';
import { type ContentFeatures, sidesNamed } from './features.ts';
import type { KeyPointEvidence } from '../types.ts';
import type { Meaning } from './meaning.ts';
import { NEGATES, type QuestionProfile } from './question-profile.ts';
import { ASKS_FOR_LESS, readSetAside, setsAside } from './set-aside.ts';
import { STEP_CUE, STEP_KINDS, disguisesAStrength } from './evidence.ts';
import { contentStems, holdsAllStemsOf } from './text.ts';
import { holdsPhrase } from '../lib/regexp.ts';

const clamp = (x: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));

/**
 * A reading of an answer made once, however many measures ask for it: kept by the answer's meaning, for the features
 * it was read with.
 */
function oncePerAnswer<T>(
  read: (f: ContentFeatures, m: Meaning) => T,
): (f: ContentFeatures, m: Meaning) => T {
  const known = new WeakMap<Meaning, { f: ContentFeatures; value: T }>();
  return (f, m) => {
    const got = known.get(m);
    if (got?.f === f) return got.value;
    const value = read(f, m);
    known.set(m, { f, value });
    return value;
  };
}

/** A passage at least this close to a general claim ("I always give my best") is one (docs/decisions/090). */
export const GENERAL_CLAIM = 0.5;
/** Key point coverage: a passage this close in meaning says it; closer than SUPPORTED, with some of its words too. */
const SAYS_KEY_POINT = 0.6;
const SUPPORTED_KEY_POINT = 0.45;
/** Share of a key point's topic words that says it on their own, and that supports a paraphrase. */
const KEY_POINT_WORDS = 0.5;
const SUPPORTING_WORDS = 0.25;
/**
 * Asked what a fundamental is, a passage this close to a key point says it in any words; below it, a passage close in
 * meaning says the point only with one of the point's own words beyond the question's: "A deadlock is when the program
 * gets locked and stops working" is 0.63 of "timeouts or deadlock detection break it…". Only of a fundamental, whose
 * points say what the thing is: of a bank question's, "The patch method changes part of a resource…" says "PATCH
 * partially updates…" at 0.63 in no word of its own (see judgeKeyPoints; ADR 195).
 */
const CLEARLY_SAYS = 0.75;
/**
 * A passage this close to a fundamental's key point in students' plain words, with two of that wording's own words
 * (one from CLEARLY_SAYS up), says it (ADR 197). Of the scratch answers, 48 of 70 plain correct answers say a point so,
 * and 1 of 39 confident wrong ones.
 */
const PLAINLY_SAYS = 0.7;
/** How much closer to a key point than the question a passage must come to say it by meaning alone. */
const SAYS_MORE_THAN_ASKED = 0.05;
/** A key point whose concept the answer names is shown by a passage this close to it. */
const NAMED_IN_POINT = 0.3;

/** The six measures of whether an answer addresses the question asked (see onQuestion). */
export function relevanceMeasures(f: ContentFeatures, m: Meaning) {
  return {
    /** Fits the question better than a general question about its subject (sentence encoder). */
    focus: m.focus,
    /** Resembles the same bank questions as the question does (BM25 over the bank). */
    agreement: f.relevance.agreement,
    /** Takes up the question's own rare words, or words close to them in meaning. */
    questionTerms: m.questionWords,
    /** Closer in words to the question's profile than to the closest bank question on another topic. */
    contrast: f.relevance.onQuestion - f.relevance.elsewhere,
    /**
     * Closer in meaning to the question than to the closest bank question of a related role on another topic: an
     * answer in words of its own still comes closer to what was asked ("a clear title, then the steps…" to a
     * question about a good bug report). With no question of a related role on another topic, nothing is closer.
     */
    closerInMeaning: m.elsewhere ? m.question - m.elsewhere.similarity : 0,
    /**
     * Closer in meaning to the question than to a question about the answer's own subjects: an answer about chest pain
     * fits "How do you approach chest pain?" better than a question about a stroke, in the same field.
     */
    overOwnSubject: m.ownSubject ? m.question - m.ownSubject.similarity : 0,
  };
}

/**
 * How much each measure can say of this question, 0-1, in the order of relevanceMeasures: the two measured over
 * the bank's words say as much as the bank knows of the question's words (lexical.bankSays), so an answer to a
 * question from a field the bank never touches is not taken off it for sharing no words with the bank.
 */
export const relevanceSays = (f: ContentFeatures) =>
  f.relevance.aboutTheSpeaker
    ? // A common question about the candidate ("What is your greatest weakness?") is answered about their own work, in
      // words of their own: only the bank's measures, read against the common question's rubric, say whether it was
      // answered (ADR 162).
      [0, f.relevance.bankSays, 0, f.relevance.bankSays, 0, 0]
    : [
        1,
        f.relevance.bankSays,
        1,
        f.relevance.bankSays,
        1,
        // A question about one occasion, or about what draws the speaker, leaves its subject to them: the project they
        // built, the mistake they made, the neighbour whose bees they helped with.
        f.toldOfAnOccasion === null && f.drawnIn === null ? 1 : 0,
      ];

/**
 * A logistic model over the relevance measures, each scaled by its mean and spread over the labelled set and by how
 * much it can say (a measure that says nothing counts as average), with weights fitted on its dev half only:
 * `npm run bench:engine -- fit` prints them (docs/decisions/090). The sixth, the answer's own subject, joined the five
 * with its mean and spread from the fit and its weight chosen on the dev half (0.3-0.8 measured; ADR 152). The three
 * read by the sentence encoder (the first, fifth and sixth) have their mean and spread measured again since they are
 * read with the answer weights, which widen them; their weights are unchanged (ADR 155).
 */
const ON_QUESTION_MODEL = {
  mean: [-0.0105, 0.2376, 0.3827, -0.006, -0.0351, -0.094],
  spread: [0.1162, 0.2092, 0.2392, 0.1555, 0.1072, 0.1484],
  weight: [0.598, 1.1303, 0.4234, 0.5105, 0.1538, 0.4],
  bias: 1.5521,
};

/**
 * Asked what one thing is, an answer that opens by saying what another is keeps this share of its on-question
 * probability: it answers another question (docs/decisions/194).
 */
const DEFINES_ANOTHER = 0.3;

/** Whether the answer addresses the question asked, 0-1. */
export function onQuestion(f: ContentFeatures, m: Meaning): number {
  const { mean, spread, weight, bias } = ON_QUESTION_MODEL;
  const says = relevanceSays(f);
  const z = Object.values(relevanceMeasures(f, m)).reduce(
    (sum, x, i) => sum + (says[i]! * weight[i]! * (x - mean[i]!)) / spread[i]!,
    bias,
  );
  return byOccasion(1 / (1 + Math.exp(-z)), f) * (f.relevance.definesAnother ? DEFINES_ANOTHER : 1);
}

/**
 * A question about one occasion is answered by telling what happened (docs/decisions/090). An answer that tells of
 * no occasion (what the speaker usually does, or would do) keeps OCCASION_UNTOLD of its on-question probability,
 * rising to all of it once OCCASION_TOLD of its passages tell of one; above that its doubt is cut, down to
 * OCCASION_WHOLE_DOUBT where every passage tells of one, as the encoder reads a story in words of its own as far off.
 * The cut grows with the share told, so that one passage misread (a transcriber's "I tell him" for "I told him")
 * costs a story a part of it, not all.
 */
const OCCASION_UNTOLD = 0.4;
export const OCCASION_TOLD = 0.5;
const OCCASION_WHOLE_DOUBT = 0.5;
function byOccasion(p: number, f: ContentFeatures): number {
  const told = f.toldOfAnOccasion;
  if (told === null) return p;
  if (told > OCCASION_TOLD)
    return (
      1 - (1 - p) * (1 - (1 - OCCASION_WHOLE_DOUBT) * clamp((told - OCCASION_TOLD) / (1 - OCCASION_TOLD)))
    );
  return p * (OCCASION_UNTOLD + (1 - OCCASION_UNTOLD) * clamp(told / OCCASION_TOLD));
}

/**
 * Passages that are general claims, by index: close to one in meaning, with nothing specific in them and no step of
 * the work a key point asks for ("If something has to wait, I tell the person why").
 */
export const generalPassages = (f: ContentFeatures, m: Meaning) =>
  m.generalClaim.flatMap((similarity, i) =>
    similarity >= GENERAL_CLAIM && !f.specificPassages[i] && !showsAStep(f, i) ? [i] : [],
  );

const showsAStep = (f: ContentFeatures, passage: number) =>
  f.keyPoints.some((k) => k.kind && STEP_KINDS.has(k.kind) && k.shownIn?.includes(passage));

const marked = (flags: boolean[]) => flags.flatMap((flag, i) => (flag ? [i] : []));

/**
 * Passages that show no part of a clear answer: general claims, passages built on a cliché however specific
 * ("companies like Netflix use them, so it is a best practice" explains nothing), and passages that give up on the
 * question with nothing specific in them ("I am not sure when it would hurt, maybe if there are too many" says
 * nothing of when it fails), and passages that wave the risk away however specific ("I would look it up on the
 * system, but it is probably fine if the doctor prescribed it" names no case where it fails; ADR 161), and a definition
 * of the thing asked by its own name ("Dependency injection is when you inject dependencies"; ADR 195).
 */
export const passagesShowingNothing = (f: ContentFeatures, m: Meaning, ownNames = true) => [
  ...new Set([
    ...generalPassages(f, m),
    ...marked(f.clichePassages),
    ...(ownNames ? marked(f.ownNamePassages) : []),
    ...marked(f.hedgePassages),
    ...marked(f.dismissivePassages),
  ]),
];

/**
 * The terms that stand in a passage showing something. A term inside a general claim shows no knowledge of the work:
 * "Accuracy is very important in accounting" names accounting's aim, not how the answer would reach it.
 */
export function termsInSpecifics(terms: string[], f: ContentFeatures, m: Meaning): string[] {
  const nothing = new Set(passagesShowingNothing(f, m));
  if (!nothing.size) return terms;
  const shown = m.passages.filter((_, i) => !nothing.has(i));
  return terms.filter((term) => shown.some((passage) => holdsPhrase(passage, term)));
}

export const generalShare = (f: ContentFeatures, m: Meaning) =>
  m.passages.length ? generalPassages(f, m).length / m.passages.length : 0;

/**
 * How much the steps an answer shows say that it answers this question, 0-1 (docs/decisions/149): a key point that
 * asks for a step of the work (ranking it, checking it, agreeing it with others) asks for what this question is
 * about, so an answer that shows two or more of those steps addresses it, in whatever plain words ("I compare this
 * month's payroll to last month's… If something looks odd, I ask the manager before I send it on"). One step alone
 * says little: an answer to a neighbouring task may show it in passing ("the timesheet their manager approved").
 */
export function stepsShown(f: ContentFeatures): number {
  const steps = f.keyPoints.filter((k) => k.kind && STEP_KINDS.has(k.kind));
  if (steps.length < 2) return 0;
  const shown = steps.filter((k) => k.shownIn?.length).length;
  return clamp((shown - 1) / (steps.length - 1));
}

/**
 * An answer to a question about what draws the speaker to the work that tells what draws them ("I like solving
 * problems for real people… My favourite part is talking to users") answers it: this forgives that share of the
 * encoder's doubt, which reads such plain words as far from "What do you enjoy most about UX design…?". Raised from
 * 0.5 once a sentence naming the work in terms of the field stopped being a general claim, whose share had forgiven
 * the same doubt ("I like making posters and social media graphics, because…" fell below the weak answer; ADR 151).
 */
const DRAWN_IN = 0.7;
const drawnIn = (f: ContentFeatures) => (f.drawnIn?.length ? DRAWN_IN : 0);

/**
 * Asked about an occasion of a common kind, a story that shows it is of that kind ("I had four hours" to "Describe a
 * time you worked under pressure", "I showed him that the bar sales covered the staff cost" to "…where you had to
 * persuade someone") is about it, whatever its work: this forgives that share of the encoder's doubt, which reads such
 * a story by its work and finds it far off (ADR 173). Only a story: "When I have a deadline, I make a list…" tells of
 * no occasion, and is judged as before.
 */
const OCCASION_SHOWN = 0.7;
const occasionShown = (f: ContentFeatures) =>
  f.showsTheOccasionAsked?.length && (f.toldOfAnOccasion ?? 0) >= OCCASION_TOLD ? OCCASION_SHOWN : 0;

/**
 * How far the answer keeps to the question, 0-1. Only specific talk about something else costs: a vague answer
 * drifts off the question in the encoder's eyes too, and is already judged by its general claims; nor does an
 * answer that shows the steps the question asks for, or what draws the speaker to the work when asked, which the
 * encoder reads as far off when told in plain words.
 */
export const keepsToQuestion = (f: ContentFeatures, m: Meaning) =>
  asksOfTheSpeaker(f, m) *
  (1 -
    (1 - onQuestion(f, m)) *
      (1 - generalShare(f, m)) *
      (1 - stepsShown(f)) *
      (1 - drawnIn(f)) *
      (1 - occasionShown(f)) *
      (1 - toldOfThemselves(f)) *
      (1 - saidOfTheSubject(f, m)) *
      (1 - (f.namesBothCompared ? BOTH_COMPARED : 0)) *
      (1 - (f.relevance.byLikeness ? BY_LIKENESS : 0)));

/**
 * Asked a common question about themselves, an answer that shows none of what it asks for, beyond an example or a story
 * of the speaker's own, which any answer about them shows, and says what another common question asks for, answers
 * that one: asked for a weakness, "My main strength is accuracy under time pressure…" (ADR 207). Its specific share
 * keeps NOTHING_ASKED of its worth; a vague answer is judged by its general claims. Without what another question asks
 * for, the answer may be one the readings miss ("Running my own small garden design business…" to "Where do you see
 * yourself in five years?"), and is judged as before. Chosen on the dev half of the first common-questions probe (0.6
 * and 0.75 measured).
 */
const NOTHING_ASKED = 0.6;
const ANY_ANSWER_SHOWS: ReadonlySet<KeyPointEvidence> = new Set([
  'example',
  'scene',
  'deed',
  'outcome',
  'measured',
]);
/**
 * What some common questions ask for is plain whatever else the answer says: a sum or a range of pay, a question put to
 * the interviewer. An answer without it does not answer "Have you got a figure in mind, salary-wise?" or "Is there
 * anything you'd like to ask us?", though it says nothing another common question asks for (an introduction, given to
 * the salary question; ADR 208). Chosen on the dev halves of the common-questions probes: a weakness, a strength or
 * qualities read so moved nothing, or told a strong answer it strays.
 */
const ASKED_PLAINLY: ReadonlySet<KeyPointEvidence> = new Set(['range', 'asks']);
function asksOfTheSpeaker(f: ContentFeatures, m: Meaning): number {
  const plain = f.relevance.aboutTheSpeaker && f.keyPoints.some((k) => k.kind && ASKED_PLAINLY.has(k.kind));
  if (!f.relevance.answersAnother && !plain) return 1;
  const asked = f.keyPoints.filter((k) => k.kind && !ANY_ANSWER_SHOWS.has(k.kind));
  if (!asked.length || asked.some((k) => k.shownIn?.length)) return 1;
  // "I'd say I'm a perfectionist" offers a strength as the weakness asked for: a poor answer to this question, not one
  // to another.
  if (asked.some((k) => k.kind === 'weakness') && m.passages.some(disguisesAStrength)) return 1;
  return 1 - (1 - NOTHING_ASKED) * (1 - generalShare(f, m));
}

/**
 * Asked to weigh two things against each other ("What is the difference between IPv4 and IPv6?"), an answer that
 * names both is about what was asked: this forgives that share of the encoder's doubt, which reads an answer about
 * address sizes, NAT and dual stack as further from the question than "IPv6 is newer and IPv4 is older"
 * (docs/decisions/196).
 */
const BOTH_COMPARED = 0.5;

/**
 * Asked about a fundamental, an answer that explains it by a likeness or a small case ("Think of a coat check where…",
 * "Imagine a library where nobody returns books…") is about what was asked: this forgives that share of the encoder's
 * doubt, which reads the coat check, not the hash table. Chosen on the dev half of the fundamentals probe (0.5 and 0.7
 * measured): a wrong likeness gains as a right one does, and more of it would lift wrong ones past wrong definitions
 * (ADR 198).
 */
const BY_LIKENESS = 0.5;

/**
 * Asked a common question about themselves ("What are your strengths?"), an answer that says what its key points ask
 * for, each by its kind of evidence ("I'm really good with numbers… last Christmas I was the fastest cashier in the
 * store"), answers it in whatever words: this forgives that share of the doubt, which the bank's words alone leave
 * for an answer about a cashier's tills (ADR 162).
 */
function toldOfThemselves(f: ContentFeatures): number {
  if (!f.relevance.aboutTheSpeaker) return 0;
  const asked = f.keyPoints.filter((k) => k.kind);
  return asked.length ? asked.filter((k) => k.shownIn?.length).length / asked.length : 0;
}

/** How much of the encoder's doubt an answer that says one of a fundamental's points in plain words is forgiven. */
const SAID_PLAINLY = 0.7;

/**
 * Asked about a fundamental of the field ("What is a race condition?"), an answer that says its key points answers it,
 * in whatever words: this forgives that share of the doubt. The encoder reads the question's few words poorly ("race
 * condition" as a race), and "Well, it's when two threads change the same variable at the same time…" as far from
 * it (ADR 194). An answer about another subject says none of them, and keeps its doubt; one that opens by saying what
 * another thing is says that thing's points, whatever words it shares with these ("Hoisting means variable and
 * function declarations…" to "What is a closure?"). Read once per answer: every measure of the answer asks for it.
 */
const saidOfTheSubject = oncePerAnswer((f, m) => {
  if (!f.relevance.fundamental || f.relevance.definesAnother) return 0;
  const points = judgeKeyPoints(f, m, false).filter((k) => !k.evidence);
  const covered = points.filter((k) => k.covered).length / Math.max(1, points.length);
  // One point said as students say it shows the answer is about the subject, however far the encoder reads it: "When
  // two threads change the same thing at the same time and the answer depends on who gets there first" is 0.87 of a
  // race condition's first point in plain words (ADR 197).
  return points.some((k) => k.plainly) ? Math.max(covered, SAID_PLAINLY) : covered;
});

/** Below this the answer is treated as not addressing the question: the summary and feedback say so. */
export const OFF_QUESTION = 0.557;

/**
 * Between OFF_QUESTION and this, the answer is judged as one to the question, but its scores keep only about half their
 * worth (0.48 to 0.64 of them, questionGate), and the summary says that much of it is about something else. Of the 320
 * labelled answers, 8 fall in this band: five off-topic answers and three weak ones (ADR 155).
 */
export const STRAYS = 0.65;

/**
 * How much of its scores an answer keeps, GATE_FLOOR-1, by how far it keeps to the question: all of them from 0.85
 * up, falling steeply below that, so an answer to another question scores below a vague answer to this one
 * (docs/decisions/090). The floor leaves an answer the encoder misjudges something to stand on.
 */
const GATE_FLOOR = 0.2;
export function questionGate(f: ContentFeatures, m: Meaning): number {
  return GATE_FLOOR + (1 - GATE_FLOOR) * clamp((keepsToQuestion(f, m) - 0.4) / 0.45);
}

/**
 * An answer this far on the question is about its subject even where it never names it: its work and its situation
 * count for a key point about that subject (a concrete piece of work involving prioritising a product roadmap shown
 * by "I scored forty requests with RICE…"). Well above OFF_QUESTION: an answer about other work, near the line, is
 * not credited with this one.
 */
export const CLEARLY_ON_QUESTION = 0.75;

export type KeyPointStatus = {
  point: string;
  covered: boolean;
  passage: number | null;
  /** The words of the passage quoted for a covered point, null for a missing one. */
  quote: string | null;
  similarity: number;
  words: number;
  /** Judged by the kind of evidence the key point asks for (Rubric.evidence), not by meaning and words. */
  evidence: boolean;
  /** The passage that sets the point aside as not needed or best avoided, where one does (ADR 211); else null. */
  setAsideIn: number | null;
};

/**
 * The passage quoted for a key point is the closest in meaning, with a share of the point's own words as a bonus
 * that outweighs a small lead: "POST … is not idempotent" quotes the sentence about POST, not the one about DELETE. A
 * passage that says a fundamental's point as students say it gets as much again: "…the plain recursive Fibonacci,
 * which is exponential" quotes "it can recompute the same subproblems unless results are memoised", not a passage
 * about something else that comes as close to it in meaning (ADR 206).
 */
const OWN_WORDS_IN_QUOTE = 0.3;
/**
 * Asked to compare two things, a key point about one of them is quoted from a passage about that one where it fits it
 * about as well: USE reads "Authentication checks who you are…" and "Authorization decides what you are allowed to
 * do…" as equally close to "authentication proves who the user is", and the second's "user" quoted it (ADR 196).
 */
const SIDE_IN_QUOTE = 0.1;
/**
 * A key point is not quoted in the words an earlier point was when a passage that fits it this nearly as well gives
 * other words: "a recovery plan with the customer" quotes the training sessions, not the scene the situation did.
 */
const NEARLY_AS_WELL = 0.06;

/**
 * Each key point covered or not, one decision used by the score, the lists and the summary alike, judged once per
 * answer. A general claim never covers a key point, however close its words come ("I care about the customer's goals").
 */
export const keyPointStatus = oncePerAnswer((f, m): KeyPointStatus[] =>
  quoteKeyPoints(f, m, judgeKeyPoints(f, m)),
);

/**
 * Words strange to a fundamental that a definition must bring to say what it is not. On the dev half of the blind
 * definitions probe, the rule without it faults 6 of 40 right or vague definitions and 15 of 20 wrong ones; with two
 * words, none of the right ones and 14 of the wrong (ADR 200).
 */
const STRANGE_TO_IT = 2;

/** Key points said anywhere that show an answer knows what the thing is (see definitionSayingNothing). */
const KNOWS_IT = 2;

/**
 * Asked what a fundamental is, an answer that opens by saying what it is, in a sentence that says none of its key
 * points and brings words of some other thing, has said what it is not: "Garbage collection is when the operating
 * system deletes your temp files and empties the recycle bin", "A primary key is the main password used to get into
 * the database…" (ADRs 198, 200). The passages that say none of its points, the opening first, or none. A definition
 * among them shows no part of an explanation ("TCP is the cable standard for desktop computers and UDP is the wireless
 * one for phones and tablets. TCP uses cables and UDP uses wifi."), and the opening one is quoted with advice to check
 * what the thing means. Read once per answer: the articulation parts, the domain score and the articulation score ask
 * for it.
 */
export const definitionSayingNothing = oncePerAnswer(readDefinition);

function readDefinition(f: ContentFeatures, m: Meaning): number[] {
  if (!f.relevance.fundamental || !f.relevance.definesTheSubject || !m.passages.length) return [];
  // A definition in the thing's own words and everyday ones is vague, not wrong: "A race condition is a bug you get with
  // multiple threads when the timing messes things up" (ADR 200).
  if (f.relevance.strangeToTheSubject < STRANGE_TO_IT) return [];
  // A definition in general words is judged as general already (passagesShowingNothing).
  if (passagesShowingNothing(f, m).includes(0)) return [];
  const next = m.opensSentence.indexOf(true, 1);
  const opening = next < 0 ? m.passages.length : next;
  const covered = keyPointStatus(f, m).filter((k) => k.covered);
  // An answer that goes on to say two of the thing's points knows what it is, however its first sentence reads: "DNS
  // is the domain name system. It translates names…" opens on what the letters stand for.
  if (covered.length >= KNOWS_IT) return [];
  const saying = new Set(covered.flatMap((k) => (k.passage === null ? [] : [k.passage])));
  if ([...saying].some((passage) => passage < opening)) return [];
  return m.passages.flatMap((_, passage) => (saying.has(passage) ? [] : [passage]));
}

/** A key point judged, before it is quoted. */
type PointJudged = Omit<KeyPointStatus, 'passage' | 'quote'> & {
  /** For a point judged by its kind of evidence, the passages that show it, in order; null for one judged by meaning. */
  showing: number[] | null;
  /** Per passage, how well it fits the point as its quote: closeness in meaning, plus a share of the point's words. */
  fits: number[];
  /** For a point judged by meaning, the passage that fits it best. */
  best: number | null;
  /** Whether a passage says it as students say it (ADR 197). */
  plainly?: boolean;
};

const endsAStory = (k: ContentFeatures['keyPoints'][number]) => k.kind === 'outcome' || k.kind === 'measured';

/** A concept of the rubric the answer names in words beyond the question's own: a term it brought. */
const brought = (c: ContentFeatures['concepts'][number]) => c.used !== null && !c.echoesQuestion;

/**
 * Whether each key point is covered: by the kind of evidence it asks for, or by meaning and words. Ungated, it says
 * whether the answer says each point by meaning and words, whether or not it keeps to the question, and shows no
 * kind of evidence (see saidOfTheSubject).
 */
function judgeKeyPoints(f: ContentFeatures, m: Meaning, gated = true): PointJudged[] {
  // A passage that states a misconception says none of the thing's points, however close it comes to one: "A hash table
  // encrypts every key with a hash…" is 0.81 of "a hash function turns each key into the index of a bucket" (ADR 209).
  const general = new Set([...passagesShowingNothing(f, m), ...misconceivedPassages(m)]);
  const passageStems = m.passages.map(contentStems);
  let kept: number | undefined;
  const keeps = () => (kept ??= keepsToQuestion(f, m));
  // The passages that show a key point's kind of evidence. An answer that addresses the question is about its subject
  // even when it never names it. A kind is shown only in an answer to this question: another story's scene is not this
  // one, nor are the tools of another task this question's (docs/decisions/149).
  const showingOf = (k: ContentFeatures['keyPoints'][number]) => {
    const shownIn =
      k.shownIn!.length || keeps() < CLEARLY_ON_QUESTION ? k.shownIn! : (k.shownIfOnQuestion ?? []);
    return keeps() >= OFF_QUESTION ? shownIn.filter((passage) => !general.has(passage)) : [];
  };
  const asked = new Set(f.subjectAsked);
  // Of the two things a question compares, the one alone that some words name (0 or 1), or null.
  const sideOf = (stems: Set<string>) => {
    const named = f.compared && sidesNamed(f.compared, stems);
    return named && named[0] !== named[1] ? (named[0] ? 0 : 1) : null;
  };
  const passageSides = passageStems.map(sideOf);
  const termsNamed = !f.concepts.length || f.concepts.some(brought);
  const judged = f.keyPoints.map((k, i): PointJudged => {
    const pointStems = contentStems(k.point);
    const side = sideOf(pointStems);
    // A passage that says the thing works says nothing of where it does not: "When you query by an indexed column, the
    // database walks the tree…" is close in meaning to "low-selectivity columns… may not benefit", and says the opposite.
    const isNot = SAYS_WHAT_IS_NOT.test(k.point);
    // A passage that sets aside what the point asks for says nothing of it, whatever of its words it names: "There's no
    // real need to look at our delivery logs" says no "checks our delivery logs and response codes" (ADR 211). A point
    // that says what is not done or needed is said by such a passage.
    const mayBeSetAside =
      !isNot &&
      !NEGATES.test(k.point) &&
      !ASKS_FOR_LESS.test(k.point) &&
      !readSetAside(k.point).setAside.size;
    const setAside = m.passages.map(
      (_, passage) => mayBeSetAside && setsAside(f.setAside[passage]!, pointStems, asked),
    );
    const setAsideIn = setAside.indexOf(true);
    const unfit = (passage: number) =>
      general.has(passage) || (isNot && !LIMITING.test(m.passages[passage]!)) || setAside[passage]!;
    const ownWords = (passage: number) => {
      let own = 0;
      for (const stem of pointStems) if (passageStems[passage]!.has(stem)) own++;
      return pointStems.size ? own / pointStems.size : 0;
    };
    // A passage that says a fundamental's point as students say it says it, whichever terms it names, with one of that
    // wording's own words beyond the question's, or two a little further off: "It's like the ID of each row, so no two
    // rows have the same one" is 0.80 of "every row has its own id and no two rows share it". "A stack is used for
    // storing numbers…" comes to 0.81 of "a stack is used for undo and for function calls" in its shape alone, and says
    // none of its words (ADR 197).
    const plainOwn = k.inPlainWords
      ? [...contentStems(k.inPlainWords)].filter((stem) => !asked.has(stem))
      : [];
    const saysItPlainly = (m.keyPointsInPlainWords[i] ?? []).map(
      (closeness, passage) =>
        closeness >= PLAINLY_SAYS &&
        !unfit(passage) &&
        plainOwn.filter((stem) => passageStems[passage]!.has(stem)).length >=
          Math.min(closeness >= CLEARLY_SAYS ? 1 : 2, plainOwn.length),
    );
    const saysPlainly = saysItPlainly.some(Boolean);
    const fits = m.passages.map((_, passage) =>
      unfit(passage)
        ? -Infinity
        : (m.keyPoints[i]?.[passage] ?? 0) +
          OWN_WORDS_IN_QUOTE * ownWords(passage) +
          (saysItPlainly[passage] ? OWN_WORDS_IN_QUOTE : 0) +
          (side !== null && side === passageSides[passage] ? SIDE_IN_QUOTE : 0),
    );
    const similarity = Math.max(0, ...(m.keyPoints[i] ?? []).filter((_, passage) => !unfit(passage)));
    // A kind of evidence is shown by what a passage does, not by the key point's words ("situation", "result").
    if (k.shownIn) {
      const showing = gated ? showingOf(k) : [];
      const covered = showing.length > 0;
      return {
        point: k.point,
        covered,
        similarity,
        words: 0,
        evidence: true,
        showing,
        fits,
        best: null,
        setAsideIn: null,
      };
    }
    // Closeness in meaning counts only where the answer comes closer to the point than the question itself does: a
    // sentence that names the question's subject is close to every point about it.
    const lead = similarity - (m.keyPointsAsked[i] ?? 0);
    // A concept of the rubric named in the answer in any of its words shows the key point it names ("not drop the
    // price" names "no immediate discount", which "stays calm and does not discount immediately" asks for).
    const named = f.concepts.some((c) => brought(c) && holdsAllStemsOf(pointStems, c.name));
    // The share of the point's own words said outside general claims: "…to see if they still have interest, and try
    // to reach someone else on their team", a general claim, does not cover "reaches other contacts" for the sentence
    // after it.
    // The technical question's own words support a point only beside one of the point's own: "A transaction is when
    // you buy something and the money moves" takes up "transaction" from the question, and says nothing of "a
    // transaction groups operations into one unit" (docs/decisions/189).
    let said = 0;
    let saidBeyondQuestion = 0;
    const beyond = [...pointStems].filter((stem) => !asked.has(stem)).length;
    const beyondQuestion = beyond > 0;
    for (const stem of pointStems)
      if (passageStems.some((stems, passage) => !unfit(passage) && stems.has(stem))) {
        said++;
        if (!asked.has(stem)) saidBeyondQuestion++;
      }
    const words = pointStems.size && (saidBeyondQuestion > 0 || !beyondQuestion) ? said / pointStems.size : 0;
    // Of a fundamental, words alone say a point only by the point's own words: "A primary key is the most important
    // column in the table" says half the words of "a primary key uniquely identifies each row of a table", and of its
    // own only "table" (ADR 197). Of a bank question's, the question's words count beside one of the point's own: "A
    // transaction is a group of statements…" says "a transaction groups operations into one unit" (ADR 189).
    const ownWordsSaid = f.relevance.fundamental && beyondQuestion ? saidBeyondQuestion / beyond : words;
    // An answer to another question covers none of this one's points, as it shows none of their kinds of evidence; nor
    // does an answer that names none of the rubric's terms cover a point by closeness in meaning alone: "A closure is
    // when you close a function with a curly brace…" is close to every point about closures (docs/decisions/194).
    const covered =
      ((named && similarity >= NAMED_IN_POINT) ||
        (termsNamed &&
          ((similarity >= SAYS_KEY_POINT &&
            ((lead >= SAYS_MORE_THAN_ASKED &&
              (!f.relevance.fundamental ||
                similarity >= CLEARLY_SAYS ||
                saidBeyondQuestion > 0 ||
                !beyondQuestion)) ||
              words >= SUPPORTING_WORDS)) ||
            (similarity >= SUPPORTED_KEY_POINT && words >= SUPPORTING_WORDS && lead >= 0))) ||
        ownWordsSaid >= KEY_POINT_WORDS ||
        saysPlainly) &&
      // An answer that sets the point aside does not make it elsewhere in other words (ADR 211).
      setAsideIn < 0 &&
      (!gated || keeps() >= OFF_QUESTION);
    const best = fits.reduce<number | null>(
      (at, fit, passage) => (fit > (at === null ? 0 : fits[at]!) ? passage : at),
      null,
    );
    return {
      point: k.point,
      covered,
      similarity,
      words,
      evidence: false,
      showing: null,
      fits,
      best,
      plainly: saysPlainly,
      setAsideIn: setAsideIn < 0 ? null : setAsideIn,
    };
  });
  return oneDeedEach(f, judged);
}

/**
 * A key point that says what a thing is not or where it does not help ("low-selectivity columns or small tables may not
 * benefit", "POST … is not idempotent", "storage APIs are not"), not what the speaker does not do ("does not discount
 * immediately"), which an answer shows by what it does instead (docs/decisions/188).
 */
const SAYS_WHAT_IS_NOT =
  /\b(?:is|are|may|might|can|could|will|would|do)(?: not|n't)\b|\bnot (?:help|benefit|worth|suitable|enough)\b|\bhurts?\b/i;
/** A passage that says what is not so, or limits what it says: only such a passage says a point of SAYS_WHAT_IS_NOT. */
const LIMITING =
  /\b(?:not|no|never|nothing|neither|nor|only|unless|without|little|few|barely|hardly|cannot|hurts?|worse|slower|slows?|waste[sd]?|useless|pointless|but|however|although|though|too|except)\b|n't\b/i;

/** How many things the speaker does in a passage that shows a deed: at least one. */
const deedsIn = (f: ContentFeatures, passage: number) => Math.max(1, f.deedsIn[passage] ?? 0);

/**
 * Two key points of what the speaker did ("Action: reproduced the bug and read the code", "Action: kept the fix small
 * and added a test") take two deeds (docs/decisions/186). An answer that tells fewer covers as many of them as it
 * tells, those its words fit best: "I replaced the object with a Map" covers the fix, and the reproduction is missed.
 */
function oneDeedEach(f: ContentFeatures, judged: PointJudged[]): PointJudged[] {
  const deeds = judged.flatMap((k, at) => (k.covered && f.keyPoints[at]!.kind === 'deed' ? [at] : []));
  if (deeds.length < 2) return judged;
  const told = [...new Set(deeds.flatMap((at) => judged[at]!.showing!))].reduce(
    (sum, passage) => sum + deedsIn(f, passage),
    0,
  );
  if (told >= deeds.length) return judged;
  const fit = (at: number) => Math.max(...judged[at]!.showing!.map((passage) => judged[at]!.fits[passage]!));
  const kept = new Set([...deeds].sort((a, b) => fit(b) - fit(a) || a - b).slice(0, told));
  return judged.map((k, at) =>
    deeds.includes(at) && !kept.has(at) ? { ...k, covered: false, showing: [] } : k,
  );
}

/**
 * The passage each key point is quoted from, and its words. A point that can be quoted in words of its own is, and a
 * story's scene is the last place to quote what the speaker did or planned.
 */
function quoteKeyPoints(f: ContentFeatures, m: Meaning, judged: PointJudged[]): KeyPointStatus[] {
  // The quotes given so far, and the passages quoted as a story's scene.
  const quotesSoFar = new Set<string>();
  const scenes = new Set<number>();
  const quotes = new Map<string, string>();
  const quoteOf = (passage: number, point: string) => {
    const key = `${passage} ${point}`;
    let quote = quotes.get(key);
    if (quote === undefined) {
      // A step of the work is quoted where it shows: "…and tell the directors what's moving later and why".
      const kind = f.keyPoints.find((k) => k.point === point)?.kind;
      const cue = kind ? STEP_CUE[kind] : undefined;
      const text = m.passages[passage]!;
      quote = cue?.test(text) ? quoteAround(text, cue) : quoteForPoint(text, point);
      quotes.set(key, quote);
    }
    return quote;
  };
  const inNewWords = (passages: number[], point: string) => {
    const fresh = passages.filter((passage) => !quotesSoFar.has(quoteOf(passage, point)));
    return fresh.length ? fresh : passages;
  };
  const storyEndings = new Set(
    judged.flatMap((k, at) => (k.showing && endsAStory(f.keyPoints[at]!) ? k.showing.slice(-1) : [])),
  );
  // A point judged by its kind of evidence is quoted: a story's scene where it opens; how it ended, at its end
  // ("dropped from 32 users to 11" sets the scene, "back to 30" ends it), where the answer says what came of it rather
  // than at a deed that followed ("Afterwards I set up an on-call list…"); what the speaker did, where closest to the
  // key point ("I re-planned with the team…" for "action: planning and tracking tasks") and not where the story ends,
  // when the speaker did something elsewhere too, so that one sentence is not quoted for both; any other kind, where
  // it first shows; and, but for the scene and the end, a passage that gives other words than the points before it.
  const shownAt = (at: number): number | null => {
    const { showing, fits, point } = judged[at]!;
    const kind = f.keyPoints[at]!.kind;
    if (!showing?.length) return null;
    if (endsAStory(f.keyPoints[at]!))
      return (
        showing.filter((passage) => plainlyTellsStoryPart('result', m.passages[passage]!)).at(-1) ??
        showing.at(-1)!
      );
    if (kind === 'scene') return showing[0]!;
    if (kind !== 'deed') return inNewWords(showing, point)[0]!;
    // Each deed quoted once: a passage that tells one thing the speaker did is not quoted for a second point of what
    // they did, and a second point goes where the answer tells it in new words, even where the story ends ("I added a
    // guard and a test…" for "kept the fix small and added a test"; ADR 186).
    const room = showing.filter((passage) => (deedsQuoted.get(passage) ?? 0) < deedsIn(f, passage));
    const open = room.length ? room : showing;
    const beforeTheEnd = open.filter((passage) => !storyEndings.has(passage));
    const fresh = open.filter((passage) => !quotesSoFar.has(quoteOf(passage, point)));
    const candidates =
      deedsQuoted.size && !fresh.some((passage) => beforeTheEnd.includes(passage)) && fresh.length
        ? fresh
        : inNewWords(beforeTheEnd.length ? beforeTheEnd : open, point);
    return candidates.reduce((best, passage) => (fits[passage]! > fits[best]! ? passage : best));
  };
  const deedsQuoted = new Map<number, number>();
  const points: KeyPointStatus[] = [];
  const give = (at: number, passage: number | null) => {
    const { showing: _, fits: __, best: ___, ...point } = judged[at]!;
    const covered = point.covered && passage !== null;
    const quote = covered ? quoteOf(passage, point.point) : null;
    if (quote !== null) {
      quotesSoFar.add(quote);
      if (f.keyPoints[at]!.kind === 'scene') scenes.add(passage!);
      if (f.keyPoints[at]!.kind === 'deed') deedsQuoted.set(passage!, (deedsQuoted.get(passage!) ?? 0) + 1);
    }
    points[at] = { ...point, passage, quote };
  };
  // The points judged by their kind of evidence first, in order, each quoted where it shows, and the points missed.
  judged.forEach((k, at) => {
    if (k.evidence) give(at, shownAt(at));
    else if (!k.covered) give(at, k.best);
  });
  // Then the points covered by meaning, the closest fit first: each quoted from the passage closest to it, or from one
  // that fits it nearly as well and gives other words than the points quoted before it, or failing that, one that is
  // not a story's scene ("I got a meeting with their new operations director…" for "a recovery plan with the
  // customer", not the scene "Last year a 40-seat logistics customer dropped…" that the situation was quoted from).
  const byMeaning = judged.flatMap((k, at) => (!k.evidence && k.covered ? [at] : []));
  const choice = (at: number) => {
    const { fits, best, point } = judged[at]!;
    if (best === null) return { passage: null, fit: -Infinity, rank: 0 };
    const rank = (passage: number) =>
      !quotesSoFar.has(quoteOf(passage, point)) ? 0 : scenes.has(passage) ? 2 : 1;
    return fits.reduce(
      (chosen, fit, passage) => {
        if (fit < fits[best]! - NEARLY_AS_WELL) return chosen;
        return (rank(passage) - chosen.rank || chosen.fit - fit) < 0
          ? { passage, fit, rank: rank(passage) }
          : chosen;
      },
      { passage: best as number | null, fit: fits[best]!, rank: rank(best) },
    );
  };
  while (byMeaning.length) {
    const next = byMeaning
      .map((at) => ({ at, ...choice(at) }))
      .reduce((a, b) => ((b.rank - a.rank || a.fit - b.fit) < 0 ? b : a));
    give(next.at, next.passage);
    byMeaning.splice(byMeaning.indexOf(next.at), 1);
  }
  return points;
}

/**
 * Expected concepts named, 0-1, saturating: a focused answer names a few well, not every one. A concept named only
 * in the question's own words ("Kafka is a great tool…" to "Your resume mentions Kafka…") is not counted.
 */
export function conceptCoverage(f: ContentFeatures): number {
  const total = f.concepts.reduce((sum, c) => sum + c.weight, 0);
  if (!total) return f.questionOverlap;
  const named = f.concepts.filter(brought).reduce((sum, c) => sum + c.weight, 0);
  return clamp(named / Math.min(4, 0.6 * total));
}

/** How much of the rubric the answer covers, 0-1: key points, concepts and the question's own terms. */
export function coverage(f: ContentFeatures, m: Meaning): number {
  const points = keyPointStatus(f, m);
  const keyPoints = points.length
    ? points.reduce((sum, k) => sum + (k.covered ? 1 : clamp((k.words - 0.15) / 0.5) * 0.5), 0) /
      points.length
    : m.questionWords;
  // Asked what a fundamental is, naming it is no part of the answer: "Multithreading is when you use many threads of
  // cable…" takes up every word of "What is multithreading?" and says none of its points (ADR 197).
  if (f.relevance.fundamental) return 0.35 * conceptCoverage(f) + 0.65 * keyPoints;
  return 0.35 * conceptCoverage(f) + 0.35 * keyPoints + 0.3 * m.questionWords;
}

/** A technical answer's specificity is at least this share of the key points it covers (docs/decisions/091). */
const SPECIFIC_BY_KEY_POINTS = 0.8;

/**
 * Specificity, 0-1, by round (docs/decisions/091): a technical answer shows it in the specific terms and named
 * tools it uses (figures only where asked), or in the key points it covers, which are the specifics that matter to
 * the question however common their words ("the get method reads a resource"); a story shows it in figures, named
 * things, own actions, outcomes and examples.
 */
export function specificity(profile: QuestionProfile, f: ContentFeatures, m: Meaning): number {
  if (profile.round === 'Technical') {
    const points = keyPointStatus(f, m);
    const covered = points.length ? points.filter((k) => k.covered).length / points.length : 0;
    const terms =
      0.5 * Math.min(1, f.rareTerms.length / 6) +
      0.3 * Math.min(1, f.namedThings.length / 3) +
      0.2 *
        (questionAsks(profile.text).figures
          ? Math.min(1, f.numbers.length / 2)
          : Math.min(1, (f.rareTerms.length + f.numbers.length) / 8));
    return clamp(Math.max(terms, SPECIFIC_BY_KEY_POINTS * covered));
  }
  const actions = f.actions.reduce((n, a) => n + (a.past ? 1 : 0.5), 0);
  return clamp(
    (0.25 * Math.min(2, f.numbers.length)) / 2 +
      (0.25 * Math.min(3, f.namedThings.length)) / 3 +
      (0.2 * Math.min(4, actions)) / 4 +
      (0.15 * Math.min(2, f.outcomes.length)) / 2 +
      0.15 * Math.min(1, f.examples.length),
  );
}

/** Buzzwords cost in proportion to how much of the answer they make up. */
export const buzzPenalty = (f: ContentFeatures) =>
  clamp((f.buzzwords.length / Math.max(1, f.contentWords)) * 10, 0, 0.5);

/**
 * Each part of the round's rubric with the passage that shows it (findArticulation). Asked what draws the speaker, a
 * warm-up answer gives its reason where the rubric's key point finds what draws them, and nowhere else: "…because
 * home was noisy" is no reason to work in a library, "I realised how much of the job is about people" is one.
 */
export function articulationFound(profile: QuestionProfile, f: ContentFeatures, m: Meaning) {
  const ofKind = (kind: KeyPointEvidence) =>
    keyPointStatus(f, m).flatMap((status, k) => (f.keyPoints[k]?.kind === kind ? [status] : []));
  const shownAt = (points: KeyPointStatus[]) =>
    points.flatMap((s) => (s.covered && s.passage !== null ? [s.passage] : []));
  const motivation = ofKind('motivation');
  const example = ofKind('example');
  const judged = {
    // Where the rubric asks what draws the speaker, however the question words it ("What made you apply for this
    // post?"; ADR 208).
    ...(profile.round === 'Warm-up' && motivation.length ? { reason: shownAt(motivation) } : {}),
    // A warm-up answer backs itself with an example exactly where the rubric's key point finds one, so that the two
    // never disagree ("a real example of how it showed" missed beside "You backed it with a specific example"; ADR 162).
    ...(profile.round === 'Warm-up' && example.length ? { example: shownAt(example) } : {}),
  };
  // A reason that fits any problem shows no part either ("I'd restart the router and the PC, because that fixes most
  // network issues"), though what else its passage says may still show a key point ("I've done my yearly CPD because
  // you have to" says how it was learned; ADR 161).
  // A definition by the thing's own name is left to the definition part, which says what is wrong with it (ADR 182).
  const showingNothing = [
    ...new Set([...passagesShowingNothing(f, m, false), ...marked(f.emptyReasonPassages)]),
  ];
  return findArticulation(
    profile.round,
    m.passages,
    showingNothing,
    profile.partsAskedBy,
    judged,
    [...new Set([...definitionSayingNothing(f, m), ...misconceivedPassages(m)])],
    misconceivedPassages(m),
  );
}

/** The round's articulation rubric: the weighted share of its parts the answer shows. */
export function articulationShare(profile: QuestionProfile, f: ContentFeatures, m: Meaning): number {
  const found = articulationFound(profile, f, m);
  const total = found.reduce((sum, a) => sum + a.part.weight, 0);
  return found.reduce((sum, a) => sum + (a.passage === null ? 0 : a.part.weight), 0) / total;
}

/**
 * Scores on a 0.35-1 scale once the answer addresses the question: answering it at all is worth something, a
 * little less so in general claims alone ("I am passionate and always give my best"), whose quality already pays
 * for them.
 */
const scaled = (quality: number, gate: number, general: number) =>
  Math.round(100 * gate * (0.35 * (1 - 0.2 * general) + 0.65 * clamp(quality)));

/** What a joke in place of an answer keeps of its quality ("I just touch it with my hand, ha ha"). */
const JOKING = 0.6;

/**
 * Specifics count for this much of their worth in an answer that covers none of the key points: named things and
 * figures about something the question did not ask show nothing of what it asked ("At my last branch I ran the
 * Tuesday rhyme time…" to "What made you want to work in a public library?"). Chosen on the dev half (0.3-0.7, ADR 152).
 */
const NONE_COVERED = 0.5;

/**
 * With no key points to cover (a question far from every bank question), how far the answer keeps to the question
 * says whether its specifics are about what was asked: below this they keep NONE_COVERED of their worth, rising to all
 * of it where the answer keeps wholly to the question. "For a trial binder I put the pleadings first…", given to "How
 * do you keep track of court deadlines…?", names the work of a paralegal, not what was asked. Chosen on the dev half
 * (0.5-0.8 from, 0.9-1 to, measured; ADR 153).
 */
const SPECIFICS_OFF_QUESTION = 0.8;

/** What the answer's specifics are worth, 0-1, by whether they are about what the question asked. */
function specificsWorth(f: ContentFeatures, m: Meaning): number {
  const points = keyPointStatus(f, m);
  if (points.length) return points.some((k) => k.covered) ? 1 : NONE_COVERED;
  const onIt = clamp((keepsToQuestion(f, m) - SPECIFICS_OFF_QUESTION) / (1 - SPECIFICS_OFF_QUESTION));
  return NONE_COVERED + (1 - NONE_COVERED) * onIt;
}

/** The passages that state a common misconception about what the question asks (ADRs 209, 210). */
export const misconceivedPassages = (m: Meaning) =>
  m.misconceived.flatMap(({ passage, also }) => (also === null ? [passage] : [passage, also]));

/**
 * Whether the answer says what the thing is not: it opens on a definition that says none of it, or states a common
 * misconception about it anywhere ("…That's why login forms should always use GET"), which an interviewer weighs as
 * heavily (ADR 209).
 */
const saysWhatItIsNot = (f: ContentFeatures, m: Meaning) =>
  definitionSayingNothing(f, m).length > 0 || m.misconceived.length > 0;

/**
 * What an answer keeps of its domain and articulation scores where it opens by saying what a fundamental is and says
 * none of its key points (definitionSayingNothing): what it goes on to explain is what it took the thing to be, as an
 * answer to another question is. Its specifics keep NONE_COVERED of their worth, too. Chosen on the dev half of the
 * fundamentals probe (0.5-0.7 measured, with specifics at 0.5 and 1; ADR 198).
 */
const WRONG_DEFINITION = 0.6;

/**
 * The share of its domain and articulation scores an answer keeps: less off the question, as a joke, or where it opens
 * on a definition of what the thing is not.
 */
const scoresKept = (f: ContentFeatures, m: Meaning, wrongDefinition: boolean) =>
  questionGate(f, m) * (f.joke ? JOKING : 1) * (wrongDefinition ? WRONG_DEFINITION : 1);

export function domainScore(profile: QuestionProfile, f: ContentFeatures, m: Meaning): number {
  const hedge = f.nonAnswer && coverage(f, m) < 0.3 ? 0.5 : 1;
  const quality =
    (0.5 * coverage(f, m) + 0.5 * specificity(profile, f, m) * specificsWorth(f, m)) *
    (1 - buzzPenalty(f)) *
    (1 - 0.5 * generalShare(f, m));
  const wrong = saysWhatItIsNot(f, m);
  return scaled(quality * hedge * (wrong ? NONE_COVERED : 1), scoresKept(f, m, wrong), generalShare(f, m));
}

export function articulationScore(profile: QuestionProfile, f: ContentFeatures, m: Meaning): number {
  const quality = articulationShare(profile, f, m) * (1 - buzzPenalty(f)) * (1 - 0.5 * generalShare(f, m));
  return scaled(quality, scoresKept(f, m, saysWhatItIsNot(f, m)), generalShare(f, m));
}
