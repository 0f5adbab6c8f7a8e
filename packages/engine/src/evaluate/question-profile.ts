import type { RoundType } from '@rehearse/contracts';
import { hintRole, questionOwnHints, roleHints } from '../adapters/asr-vocabulary/domain-hints.ts';
import { ROLE_BANKS, findBankQuestion, namesRole, roleBank } from '../bank/index.ts';
import type { BankQuestion } from '../bank/types.ts';
import type { Encoder } from '../ports.ts';
import type { QuestionToJudge, Rubric } from '../types.ts';
import { dot } from '../lib/vectors.ts';
import { towardsAnswers } from './answer-weights.ts';
import { type BankVectors, bankVectors } from './bank-vectors.ts';
import { COMMON } from '../bank/generic/common.ts';
import { FUNDAMENTALS, FUNDAMENTAL_CONTEXT, type Fundamental } from '../bank/generic/fundamentals.ts';
import { angleRubric } from '../bank/generic/fundamental-angles.ts';
import { COMMON_ID, type Bow, type CorpusDoc, bankCorpus, blend, commonId } from './corpus.ts';
import {
  type Angle,
  angleAsked,
  asksOnlyWhatItIs,
  hasItsOwnRubric,
  inferRound,
  questionAsks,
} from './articulation.ts';
import { questionSubjects, subjectQuestions } from './question-focus.ts';
import { evidenceAskedFor } from './evidence.ts';
import { occasionsAsked } from './asked-occasion.ts';
import { isEverydayWord } from './everyday-words.ts';
import { asSentence, contentStems, contentWords, phraseStems, stemList } from './text.ts';

/** What a question expects and where it sits among the bank's questions, as the scorer uses it. */
export type QuestionProfile = {
  text: string;
  round: RoundType;
  rubric: Rubric;
  /**
   * Whether the question is one of the common questions about the candidate ("Tell me about yourself", "What is your
   * greatest weakness?"), in any wording: its answer's subject is the speaker's own, whatever their work (ADR 162).
   */
  aboutTheSpeaker: boolean;
  /** Whether the question is one of the fundamentals of the field ("What is a deadlock?"), in any wording (ADR 194). */
  fundamental: boolean;
  /**
   * The question as the round's rubric reads it: a fundamental's own wording, whatever words it was asked in ("What is
   * garbage collection?" for "How would you explain garbage collection to a beginner?"), so that its answer is asked
   * what an explanation of a thing is, not of "your approach" (ADR 198); else the question itself.
   */
  partsAskedBy: string;
  /**
   * The angle the question asks a thing from, where it asks one rather than what the thing is: an example, its purpose,
   * its uses, its drawbacks or its pros and cons (ADR 206).
   */
  angle: Angle | null;
  /** Each key point as students say it (a fundamental's in_plain_words, ADR 197), or null where it has no such wording. */
  inPlainWords: (string | null)[];
  /**
   * A fundamental's own words, as stems: its wordings, its rubric's, its key points as students say them, and the words
   * of any context it is asked in. Empty for any other question. A definition strange to them is about something else
   * (ADR 200).
   */
  fundamentalWords?: Set<string>;
  /**
   * The common misconceptions about what the question asks: a fundamental's (ADR 209), or those of the bank question
   * whose rubric judges the answer (ADR 210). Empty for any other question.
   */
  misconceptions: Misconception[];
  /** Where the rubric came from: the bank, the planner (resume, job description, LLM), or the closest bank questions. */
  rubricSource: 'bank' | 'planner' | 'neighbours' | 'none';
  /** How much each rubric concept counts (borrowed ones as much as their question resembles this one). */
  conceptWeights: number[];
  vectors: {
    question: Float32Array;
    /** The question moved towards the answers that answer it (see towardsAnswers), as answers are compared with it. */
    questionTowardsAnswers: Float32Array;
    keyPoints: Float32Array[];
    /** Each key point as students say it, where its rubric says so (a fundamental's in_plain_words), else null. */
    keyPointsInPlainWords: (Float32Array | null)[];
    /** Each misconception, in the order of QuestionProfile.misconceptions. */
    misconceptions: Float32Array[];
    /**
     * A fundamental's own key points, as written and as students say them, whatever rubric judges the answer (none for
     * a bank question): a misconception is said only by a passage that comes closer to it than to any of them, and to
     * any of the rubric's.
     */
    fundamentalPoints: Float32Array[];
    /**
     * What the misconceptions' list says is right instead, where that is no key point (a bank question's corrections;
     * none for a fundamental): a passage states a misconception only where it comes closer to it than to every one of
     * them. "Head-based sampling decides at the start and can drop errors" says what is right in the words of
     * "head-based sampling keeps all the error traces because it decides after the request finishes" (ADR 212).
     */
    corrections: Float32Array[];
    /**
     * General questions about the question's subjects ("What is your experience with Kubernetes?"), moved towards the
     * answers that answer them: only answers are compared with them.
     */
    subjects: { text: string; vector: Float32Array }[];
    /** The question's similarity to every bank question, in corpus order: its place in the bank by meaning. */
    bankSimilarity: number[];
    /** The question's own content words, each weighted by how rare it is in the bank (BM25 idf). */
    words: { word: string; stem: string; weight: number; vector: Float32Array }[];
  };
  /** The closest other bank questions by topic and words (the question itself left out), closest first. */
  neighbours: { doc: CorpusDoc; similarity: number }[];
  /**
   * Stems of the words the transcriber is told to expect for this question (its text and rubric, the role's bank:
   * transcriptionHints): a word among them was not put in the answer by a misheard sound.
   */
  fieldVocabulary: Set<string>;
  /** Whether a bank role's questions are about the job asked for (generic questions always are). */
  relatedRole: (role: CorpusDoc['role']) => boolean;
  lexical: {
    /** What an answer to this question talks about: the question, its rubric and its closest bank questions. */
    bow: Bow;
    /** Bank questions about the same thing (an answer that fits them is not off the question). */
    sameTopic: Set<CorpusDoc>;
    /** Similarity of the profile to every corpus document, in corpus order. */
    docSimilarity: number[];
    questionStems: string[];
    /**
     * How much the bank can say of an answer's words to this question, 0-1: the share of BANK_REACH bank texts that
     * share a word with the profile. A question of a field the bank never touches ("What drew you to working in
     * professional kitchens…") shares words with a handful, and its measures over the bank say nothing.
     */
    bankSays: number;
  };
};

/**
 * A misconception about what a question asks, as its profile holds it: a fundamental's (Fundamental.misconceptions) or a
 * bank question's (BankQuestion.misconceptions).
 */
export type Misconception = {
  text: string;
  /** Its stems that are none of the question's own words: a passage that says it says some of them. */
  strange: Set<string>;
  /**
   * How many of them a passage must say: one of a fundamental's, whose own words include the context it is asked in
   * and its key points as students say them; two of a bank question's, whose own words are only its text and rubric,
   * so that one strange word is weaker evidence ("debug", "pipeline"; ADR 210).
   */
  strangeNeeded: number;
  /** Whether it says what something is not, does not or never does. */
  negated: boolean;
  /** What is right instead, as a sentence the report gives the candidate. */
  correction: string;
  /** The key point the correction makes, where it is one (a fundamental's), so that it is not said twice; else null. */
  corrects: string | null;
};

/** Words that turn a sentence into its opposite: "debug off by default" says no "turning on debug-level logs…". */
export const NEGATES =
  /\b(?:not|no|never|neither|nor|none|nothing|nobody|cannot)\b|n't\b|\b(?:turn|switch)\w* (?:\w+ ){0,3}?off\b|\boff by default\b/i;

/** A question's misconceptions with what a passage must share to say them, and the points they are weighed against. */
type Misconceived = {
  misconceptions: Misconception[];
  vectors: Float32Array[];
  points: Float32Array[];
  /** What the list says is right instead, where that is no key point (QuestionProfile.vectors.corrections). */
  corrections: Float32Array[];
};

/**
 * Misconceptions with what a passage must share to say them. Strange words are read against the question's own texts:
 * its wordings, its key points as written and as students say them, and its concepts, not its strong answer, which may
 * name the very thing students get wrong ("…rather than in a GET query string").
 */
async function misconceptionsOf(
  encoder: Encoder,
  said: string[],
  own: Set<string>,
  strangeNeeded: number,
  points: Float32Array[],
  correct: (vector: Float32Array, i: number) => { correction: string; corrects: string | null },
): Promise<Misconceived> {
  const vectors = await encoder.embed(said);
  return {
    misconceptions: said.map((text, i) => ({
      text,
      strange: new Set([...contentStems(text)].filter((stem) => !own.has(stem))),
      negated: NEGATES.test(text),
      strangeNeeded,
      ...correct(vectors[i]!, i),
    })),
    vectors,
    points,
    corrections: [],
  };
}

/**
 * A fundamental's misconceptions, each corrected by its key point that comes closest to it in meaning, of those that say
 * something of the thing: a point that asks for an example ("an example such as a Car class and one car object")
 * corrects nothing.
 */
async function fundamentalMisconceptions(fundamental: Fundamental, encoder: Encoder): Promise<Misconceived> {
  const { text, also, key_points, in_plain_words, concepts, misconceptions } = fundamental;
  const own = contentStems(
    [
      text,
      ...also,
      ...key_points,
      ...(in_plain_words ?? []),
      ...concepts.flatMap((c) => [c.name, ...c.synonyms]),
      FUNDAMENTAL_CONTEXT,
    ].join('. '),
  );
  const [points, plain] = await Promise.all([encoder.embed(key_points), encoder.embed(in_plain_words ?? [])]);
  const statements = key_points.flatMap((point, k) => (evidenceAskedFor(point) ? [] : [k]));
  return misconceptionsOf(encoder, misconceptions, own, 1, [...points, ...plain], (vector) => {
    const closeness = statements.map((k) => dot(points[k]!, vector));
    const point = key_points[statements[closeness.indexOf(Math.max(...closeness))]!]!;
    return { correction: asSentence(`In fact, ${point}`), corrects: point };
  });
}

/** A bank question's own words, as stems: its text, key points and concepts (see Misconception.strange). */
export const bankQuestionWords = ({ text, key_points, concepts }: BankQuestion) =>
  contentStems([text, ...key_points, ...concepts.flatMap((c) => [c.name, ...c.synonyms])].join('. '));

/** How many of a bank question's misconception's strange words a passage must say (Misconception.strangeNeeded). */
export const BANK_STRANGE_NEEDED = 2;

/**
 * A bank question's misconceptions, each corrected by what its list says is right instead (ADR 210), and weighed against
 * that correction (ADR 212).
 */
async function bankMisconceptions(question: BankQuestion, encoder: Encoder): Promise<Misconceived> {
  const { misconceptions = [] } = question;
  const truths = misconceptions.map((m) => m.truth);
  const [misconceived, corrections] = await Promise.all([
    misconceptionsOf(
      encoder,
      misconceptions.map((m) => m.said),
      bankQuestionWords(question),
      BANK_STRANGE_NEEDED,
      [],
      (_, i) => ({ correction: truths[i]!, corrects: null }),
    ),
    encoder.embed(truths),
  ]);
  return { ...misconceived, corrections };
}

/**
 * A question this close in meaning to a common question, in any of its wordings, is that question: "So, tell me a bit
 * about yourself" (0.88) is "Tell me about yourself". The closest of the 80 labelled questions comes to 0.70 (ADR 162).
 */
const COMMON_MEANING = 0.8;
/**
 * A question that asks what a common question asks in words none of its wordings holds (CommonQuestion.asked: "Can I ask
 * why you left your last position?", "Have you got a figure in mind, salary-wise?") is that question where the encoder
 * puts it at least this close to one of its wordings and no bank question comes to COMMON_MEANING of it. USE reads such
 * questions by their words and puts "…why you left your last position?" closer to "Why do you want to work here?"
 * (0.70) than to any wording of the question it asks. Of the third common-questions probe's dev questions, the ten such
 * come to between 0.40 and 0.78 of the question they ask; at 0.45 one stayed without a rubric (ADR 208).
 */
const ASKED_IN_WORDS_MEANING = 0.4;

/** A common question a question is: one about the speaker, by its corpus id, or a fundamental of the field. */
type CommonAsked = { id: string; fundamental?: undefined } | { id?: undefined; fundamental: Fundamental };

/**
 * A technical question this close in meaning to a fundamental that names its subject and no other's, in no words beyond
 * the fundamental's own, is that fundamental: "What is a closure and where would you use one?" comes to 0.69 of "What
 * are closures, and why are they useful?". Meaning alone does not tell such questions apart ("What is hoisting?" is 0.83
 * of "What is a closure?"), their subjects and words do (ADRs 194, 195).
 */
const FUNDAMENTAL_MEANING = 0.6;
/** A question that weighs one thing against another: a fundamental never asked as a comparison answers half of it. */
const COMPARES =
  /\b(differ(s|ences?)?|different(?!\s+(?:types|kinds|sorts|forms|ways|levels))|vs|versus|compared?)\b/i;

/** Each fundamental's own words, as stems: its wordings and its rubric's, with the words of any context it is asked in. */
const fundamentalWords = new Map<Fundamental, Set<string>>();
function wordsOf(fundamental: Fundamental): Set<string> {
  let words = fundamentalWords.get(fundamental);
  if (!words) {
    const { text, also, competency, key_points, concepts, strong_answer, follow_up } = fundamental;
    const own = [
      text,
      ...also,
      competency,
      ...key_points,
      ...concepts.flatMap((c) => [c.name, ...c.synonyms]),
    ];
    words = contentStems([...own, strong_answer, follow_up, FUNDAMENTAL_CONTEXT].join('. '));
    fundamentalWords.set(fundamental, words);
  }
  return words;
}

/**
 * The fundamental a question may be: a technical one that names its subject alone, asks for no story, and says nothing
 * the fundamental does not ("What is project closure?" is about projects).
 */
function fundamentalNamed(text: string, round: RoundType, job: string | undefined): Fundamental | undefined {
  if (round !== 'Technical' || ASKS_OWN_WORK.test(text)) return undefined;
  const named = FUNDAMENTALS.filter(
    (f) =>
      f.subject.test(text) ||
      (f.named_alone?.subject.test(text) && !f.named_alone.not_for_jobs.test(job ?? '')),
  );
  const [only] = named;
  // A comparison is one only where the fundamental is asked as one in some wording: "What is the difference between get
  // and set methods?" weighs the two halves of encapsulation's getters and setters.
  if (
    named.length !== 1 ||
    (COMPARES.test(text) && ![only!.text, ...only!.also].some((w) => COMPARES.test(w)))
  )
    return undefined;
  const own = wordsOf(only!);
  return [...contentStems(text)].every((stem) => own.has(stem)) ? only : undefined;
}

const commonWordings = new WeakMap<
  Encoder,
  Promise<{ asked: CommonAsked; vectors: Float32Array[]; askedInWords?: RegExp }[]>
>();

/**
 * The common question this one is, if any: by its closest wording in meaning, unless another bank question is closer
 * still ("Describe a time you made a mistake…" is the generic behavioural question, not "Tell me about a time you
 * failed"). Of the fundamentals, only the one the question names can be it.
 */
async function commonQuestion(
  encoder: Encoder,
  text: string,
  round: RoundType,
  job: string | undefined,
  question: Float32Array,
  bank: BankVectors,
  bankSimilarity: number[],
): Promise<CommonAsked | undefined> {
  let wordings = commonWordings.get(encoder);
  if (!wordings) {
    wordings = (async () => {
      const all = [
        ...COMMON.map((q, i) => ({ q, asked: { id: commonId(i) } as CommonAsked, askedInWords: q.asked })),
        ...FUNDAMENTALS.map((q) => ({
          q,
          asked: { fundamental: q } as CommonAsked,
          askedInWords: undefined,
        })),
      ];
      const vectors = await encoder.embed(all.flatMap(({ q }) => [q.text, ...q.also]));
      let at = 0;
      return all.map(({ q, asked, askedInWords }) => ({
        asked,
        askedInWords,
        vectors: [q.text, ...q.also].map(() => vectors[at++]!),
      }));
    })();
    commonWordings.set(encoder, wordings);
  }
  const named = fundamentalNamed(text, round, job);
  const all = await wordings;
  // A question that names a fundamental's subject and says nothing beyond its words is that fundamental, whichever bank
  // question USE puts closer: "What is a foreign key in SQL?" comes to 0.80 of "What is a SQL join?…" and 0.73 of "What
  // is a foreign key?" (ADR 195).
  if (named) {
    const own = all.find(({ asked }) => asked.fundamental === named)!;
    if (Math.max(...own.vectors.map((v) => dot(v, question))) >= FUNDAMENTAL_MEANING) return own.asked;
  }
  let best: { asked: CommonAsked; similarity: number } | undefined;
  let inWords: { asked: CommonAsked; similarity: number } | undefined;
  // Asked in words of its own: a question about the speaker, not a story ("Tell me about a time you made a mistake at
  // work" is the bank's behavioural question) and not a technical one.
  const aboutThem = round !== 'Technical' && !TELLS_OF_A_TIME.test(text);
  for (const { asked, vectors, askedInWords } of all) {
    if (asked.fundamental) continue;
    const similarity = Math.max(...vectors.map((v) => dot(v, question)));
    if (similarity >= COMMON_MEANING && (!best || similarity > best.similarity)) best = { asked, similarity };
    if (aboutThem && askedInWords?.test(text) && (!inWords || similarity > inWords.similarity))
      inWords = { asked, similarity };
  }
  const closestOther = Math.max(
    ...bankSimilarity.filter((_, i) => !COMMON_ID.test(bank.docs[i]!.question.id)),
  );
  if (best && best.similarity >= closestOther) return best.asked;
  return inWords && inWords.similarity >= ASKED_IN_WORDS_MEANING && closestOther < COMMON_MEANING
    ? inWords.asked
    : undefined;
}

/** A question that asks for one occasion: "Tell me about a time…", "Describe a situation where…". */
const TELLS_OF_A_TIME = /\b(a time|an occasion|a situation|an example of (a time|when))\b/i;

/** A question about the speaker's own work: "What scripts have you written…?", "Walk me through a service you built". */
const ASKS_OWN_WORK =
  /\b(have you (ever )?[a-z]+|you('ve| have) (built|written|made|used|led|done|worked|run|designed|shipped)|you (built|wrote|made|led|ran|designed|shipped)|(?<!\b(?:write|build|implement|define|create|roll|make) )your (experience|resume|own(?! words)|last|current|first)|tell me about (a|an|one|some|your|yourself)|walk me through (a|an|one|your|the last)|(?<!\bwould you )describe (a|an|one|your))\b/i;

/**
 * The question without the audience an explanation is for: "How would you explain a p-value to a non-technical
 * manager?" -> "How would you explain a p-value?". The answer explains the p-value, in plain words; it need not talk
 * about managers (ADR 164).
 */
export const withoutAudience = (question: string) =>
  question.replace(
    /\b((?:explain|describe|teach|present|introduce)\s+(?!to\b)[^?.,]+?)\s+to\s+(?:a|an|the|your|our|some|someone|somebody|people|anyone|non-technical|new)\b[^?.,]*(?=[?.]?\s*$)/i,
    '$1',
  );

/** A bank question this close in meaning and in words is the same question (another role's copy, a rewording). */
const SAME_MEANING = 0.85;
const SAME_WORDS = 0.6;
/**
 * Bank questions at least this close (half the encoder's topic similarity plus the BM25 similarity of their
 * words, docs/decisions/090) lend their key points and concepts to a question outside the bank; a second or
 * third lender only when about as close as the first, else its points are about another subject.
 */
const LENDS_RUBRIC = 0.38;
const LENDER_MARGIN = 0.03;
/**
 * A lent key point this much closer in meaning to its own question than to the one asked, and naming something its
 * question asks, is about that question: it is not lent ("names a concrete reason for preferring server-side work"
 * is no point of "What is a project you built end to end, and what did you learn from it?").
 */
const LENDER_BOUND = 0.15;
/** Borrowed key points: the ones closest in meaning to the question asked, at most this many. */
const BORROWED_POINTS = 4;
/** Bank questions this close in words are about the same topic: fitting them is no fault. */
const SAME_TOPIC_WORDS = 0.45;
/** A profile that shares a word with this many bank texts gets a full say from the bank (see lexical.bankSays). */
const BANK_REACH = 50;
const NEIGHBOURS = 12;
/**
 * A role's bank question lends its rubric only to a job at least this close to the role (cosine of the two titles):
 * a marketing rebrand's key points are no advice to an HR generalist, whatever the questions share. Generic bank
 * questions lend to any job (docs/decisions/090).
 */
const RELATED_ROLE = 0.6;

const ROUND_STRONG_ANSWER: Record<RoundType, string> = {
  'Warm-up': 'Answers what was asked in a few clear sentences, with a specific reason or example.',
  Technical:
    'Answers exactly what was asked: what it is, how it works, the trade-offs and when it fails, with the specifics that matter.',
  Behavioral:
    'Tells one real story: the situation, what the candidate personally did, the result, and what they learned.',
};

/**
 * The story round's own key points, for a story question no bank question is close to ("Tell me about a time a
 * student was falling behind in your class"): the parts of a story, each judged by that part (docs/decisions/140).
 */
const STORY_KEY_POINTS = [
  'situation: when and where it happened',
  'action: what you did yourself',
  'result: how it ended',
];

/**
 * The warm-up round's own key point, for a question about what draws the speaker to the work that no bank question is
 * close to ("What do you enjoy most about UX design, and what drew you to it?"): what draws them, judged by that kind
 * of evidence in any words ("I got into it after seeing how confusing some apps were for my parents"), not by the
 * question's own words taken up.
 */
const MOTIVATION_KEY_POINTS = ['what draws you to the work'];
const ROUND_OWN = new Set(MOTIVATION_KEY_POINTS);

/**
 * What a question about what something is defines, as stems: the subject that holds its rarest word in the bank
 * ("closure" in "What is a closure in JavaScript?", "dependency injection" in "What is dependency injection?").
 */
function definedTerm(questionText: string, idf: (stem: string) => number): string[] | null {
  let rarest: string | null = null;
  for (const stem of contentStems(questionText))
    if (rarest === null || idf(stem) > idf(rarest)) rarest = stem;
  if (rarest === null) return null;
  // The whole of the subject it belongs to: "dependency injection", not "injection", which SQL injection names too.
  const subject = questionSubjects(questionText)
    .map((phrase) => [...contentStems(phrase)])
    .find((stems) => stems.includes(rarest));
  return subject ?? [rarest];
}

/** The last word of each subject a question names, as a stem: "custom" of "a difficult customer". */
const subjectHeads = (questionText: string) =>
  questionSubjects(questionText).flatMap((subject) => [...contentStems(subject)].slice(-1));

/**
 * The rubric of a question outside the bank: the key points of its closest bank questions that are closest in
 * meaning to what was asked, and the closest question's concepts. When no bank question is close, a story's parts
 * for a story question, what draws the speaker for a warm-up question about it, and nothing otherwise.
 */
function borrowedRubric(
  question: Float32Array,
  questionText: string,
  round: RoundType,
  lenders: ProfileNeighbour[],
  bank: BankVectors,
  idf: (stem: string) => number,
) {
  // A story's rubric ("Situation: ...", "Result: ...") does not fit an explanation, nor the reverse; nor does a question
  // about the speaker's own work lend to one that asks what something is ("Walk me through a small API or service you
  // have built…" to "What is a REST API?"; ADR 162).
  const definition = asksOnlyWhatItIs(questionText) && !ASKS_OWN_WORK.test(questionText);
  // A question about what something is asks about that thing: a lender that never names it explains something else of
  // the same field ("Explain the JavaScript event loop…" to "What is a closure in JavaScript?"; ADR 167). A term of
  // several words is named whole: SQL injection's key points are not dependency injection's (ADR 181).
  const defined = definition ? definedTerm(questionText, idf) : null;
  // Whether a lender's text or one of its key points holds any of these stems, or all of them.
  const lenderNames = (n: ProfileNeighbour, stems: string[], all = false) =>
    [n.doc.question.text, ...n.doc.question.key_points].some((text) => {
      const own = contentStems(text);
      return all ? stems.every((stem) => own.has(stem)) : stems.some((stem) => own.has(stem));
    });
  // Named in what its answer says, not only in what it asks: "Design an observability approach for hundreds of
  // microservices…" names microservices and says nothing of what they are (ADR 201).
  const named = definition
    ? questionSubjects(questionText).flatMap((phrase) => [...contentStems(phrase)])
    : [];
  const namesIt = (n: ProfileNeighbour) =>
    defined === null ||
    (lenderNames(n, defined, true) &&
      n.doc.question.key_points.some((point) => named.some((stem) => contentStems(point).has(stem))));
  // A story question asks about one kind of occasion, named by its subjects: a lender that names none of them, nor
  // asks about the same common kind ("…deliver under a tight deadline" to "…worked under pressure"), asks about another
  // ("Tell me about a time you received difficult feedback" to "…you handled a difficult customer"; ADR 174).
  const occasion = round === 'Behavioral' ? subjectHeads(questionText) : [];
  const kinds = new Set(occasionsAsked(questionText).map((o) => o.kind));
  const namesTheOccasion = (n: ProfileNeighbour) =>
    !occasion.length ||
    occasionsAsked(n.doc.question.text).some((o) => kinds.has(o.kind)) ||
    lenderNames(n, occasion);
  const sameRound = lenders.filter(
    (n) =>
      n.doc.round === round &&
      !(definition && ASKS_OWN_WORK.test(n.doc.question.text)) &&
      namesIt(n) &&
      namesTheOccasion(n),
  );
  const best = sameRound[0]?.similarity ?? 0;
  const kept = sameRound
    .filter((n) => n.similarity >= LENDS_RUBRIC && n.similarity >= best - LENDER_MARGIN)
    .slice(0, 3);
  const roundPoints =
    round === 'Behavioral'
      ? STORY_KEY_POINTS
      : round === 'Warm-up' && questionAsks(questionText).motivation
        ? MOTIVATION_KEY_POINTS
        : null;
  if (!kept.length && roundPoints)
    return {
      rubric: {
        key_points: roundPoints,
        concepts: [],
        strong_answer: ROUND_STRONG_ANSWER[round],
        follow_up: 'Can you give me a specific example of that?',
      },
      weights: [],
      lent: false,
    };
  const asked = contentStems(questionText);
  const notLent: string[] = [];
  const candidates = kept.flatMap((n) => {
    const index = bank.docs.indexOf(n.doc);
    const lenderAsks = contentStems(n.doc.question.text);
    const lenderVector = bank.questions[index]!;
    return n.doc.question.key_points.flatMap((point, k) => {
      const vector = bank.keyPoints[index]![k]!;
      // The kind of evidence the lender asks of the point goes with it ("the disagreement and who was involved" is
      // the scene of a story); else it is read from the point's words, as for any rubric.
      const kind = n.doc.question.evidence?.[k] ?? evidenceAskedFor(point);
      const closerToLender = dot(vector, lenderVector) - dot(vector, question) >= LENDER_BOUND;
      if (!closerToLender || !namesWhatLenderAsks(point, lenderAsks, asked)) return [{ point, vector, kind }];
      notLent.push(point);
      return [];
    });
  });
  const chosen: typeof candidates = [];
  for (const c of candidates.sort((a, b) => dot(b.vector, question) - dot(a.vector, question))) {
    if (chosen.length >= BORROWED_POINTS) break;
    if (!chosen.some((k) => dot(k.vector, c.vector) >= SAME_MEANING || sameWords(k.point, c.point)))
      chosen.push(c);
  }
  const lender = kept[0]?.doc.question;
  const points = chosen.map((c) => c.point);
  const evidence = chosen.map((c) => c.kind);
  const rubric: Rubric = {
    key_points: points,
    ...(evidence.some(Boolean) ? { evidence } : {}),
    // The lender's concepts, but not one that belongs to a key point it did not lend ("server side"), nor one that is
    // a single everyday word, which says nothing of this question ("place", one of the four Ps, lent to "How would you
    // measure the success of a social media campaign?"; ADR 162).
    concepts: (lender?.concepts ?? []).filter(
      (c) =>
        (!sharesTerms(c.name, notLent) || sharesTerms(c.name, points)) &&
        !(/^[a-z]+$/i.test(c.name) && isEverydayWord(c.name)),
    ),
    strong_answer: lender?.strong_answer ?? ROUND_STRONG_ANSWER[round],
    follow_up: lender?.follow_up ?? 'Can you give me a specific example of that?',
  };
  return { rubric, weights: rubric.concepts.map(() => 0.8), lent: kept.length > 0 };
}

/**
 * Whether a key point names something its own question asks and the question asked does not ("server" in "names a
 * concrete reason for preferring server-side work", lent by "What got you interested in backend development … the
 * first server-side project you built?"), and nothing the question asked names ("conversion rate: how well the page
 * converts" is a point of any question about conversions). Everyday words ("first", "side", "parts") name nothing.
 */
function namesWhatLenderAsks(point: string, lenderAsks: Set<string>, asked: Set<string>): boolean {
  const own = terms(point);
  return own.some((stem) => lenderAsks.has(stem) && !asked.has(stem)) && !own.some((stem) => asked.has(stem));
}

const terms = (text: string) =>
  contentWords(text).flatMap(({ word, stem }) =>
    isEverydayWord(word) || isEverydayWord(stem) ? [] : [stem],
  );

/** Whether a name shares a term with any of the texts ("server side" with "… preferring server-side work"). */
function sharesTerms(name: string, texts: string[]): boolean {
  const own = new Set(terms(name));
  return texts.some((text) => terms(text).some((stem) => own.has(stem)));
}

/** Two key points that share most of their topic words say the same thing ("expand and contract in several deploys"). */
function sameWords(a: string, b: string): boolean {
  const x = contentStems(a);
  const y = contentStems(b);
  const shared = [...x].filter((s) => y.has(s)).length;
  return shared / Math.max(1, Math.min(x.size, y.size)) >= 0.6;
}

type ProfileNeighbour = { doc: CorpusDoc; similarity: number };

/** The lexical side of the profile: BM25 vectors of the question and its rubric against the bank's. */
function lexicalProfile(
  question: QuestionToJudge,
  rubric: Rubric,
  bankDoc: CorpusDoc | undefined,
  lenders: ProfileNeighbour[],
) {
  const corpus = bankCorpus();
  const questionStems = stemList(question.text);
  let bow: Bow;
  if (bankDoc) bow = bankDoc.bow;
  else {
    const query = corpus.bowOf([
      ...questionStems,
      ...questionStems,
      // The warm-up round's own key point says what any answer about motivation shows, not what this question is
      // about. (The story round's are kept: leaving them out too lowered dev from 0.859 to 0.855, ADR 151.)
      ...stemList(
        `${question.competency ?? ''}. ${rubric.key_points.filter((k) => !ROUND_OWN.has(k)).join('. ')}`,
      ),
      ...rubric.concepts.flatMap((c) => phraseStems(c.name.toLowerCase())),
    ]);
    bow = blend([
      { bow: query, weight: 1 },
      ...lenders
        .filter((n) => n.similarity >= LENDS_RUBRIC)
        .slice(0, 2)
        .map((n) => ({ bow: n.doc.bow, weight: n.similarity })),
    ]);
  }
  const docSimilarity = [...corpus.similarities(bow)];
  const sameTopic = new Set(
    corpus.docs.filter((d, i) => d === bankDoc || docSimilarity[i]! >= SAME_TOPIC_WORDS),
  );
  const reach = docSimilarity.filter((similarity) => similarity > 0).length;
  return { bow, sameTopic, docSimilarity, questionStems, bankSays: Math.min(1, reach / BANK_REACH) };
}

/** Whether each bank role is close enough to the job to lend its rubrics; every role when no job is named. */
async function relatedRoles(encoder: Encoder, jobTitle: string | undefined) {
  const job = jobTitle?.trim();
  if (!job) return (_role: CorpusDoc['role']) => true;
  const roles = ROLE_BANKS.map((b) => b.role);
  const [jobVector, ...roleVectors] = await encoder.embed([job, ...roles]);
  const related = new Set(
    roles.filter((role, i) => namesRole(job, role) || dot(jobVector!, roleVectors[i]!) >= RELATED_ROLE),
  );
  return (role: CorpusDoc['role']) => role === 'generic' || related.has(role);
}

/** Stems of each role's bank text, read once per role (~60 ms for a bank role: the tagger reads ~8,000 words). */
const roleVocabularies = new Map<string, Set<string>>();

/** The stems of the words the transcriber is told to expect for the question (see transcriptionHints). */
function fieldVocabulary(question: QuestionToJudge): Set<string> {
  // Keyed by the bank role, not the title asked for: titles are the candidates' own, and unbounded.
  const title = hintRole(question);
  const role = (title && roleBank(title)?.role) ?? '';
  let ofRole = roleVocabularies.get(role);
  if (!ofRole) {
    ofRole = new Set(stemList(roleHints(role || undefined).join('\n')));
    roleVocabularies.set(role, ofRole);
  }
  return new Set([...ofRole, ...stemList(questionOwnHints(question).join('\n'))]);
}

/** The id the planner gives a generic question (`generic-<round>-<difficulty>-nn`), whose "{role}" it fills in. */
const GENERIC_ID = /^generic-/;

async function build(question: QuestionToJudge, encoder: Encoder): Promise<QuestionProfile> {
  const bank = await bankVectors(encoder);
  const corpus = bankCorpus();
  const banked = (question.id && findBankQuestion(question.id)) || findBankQuestion(question.text);
  const round = question.round_type ?? banked?.round_type ?? inferRound(question.text);
  // What the question is about, without whom the answer is for (ADR 164): read whole, "How would you explain a p-value
  // to a non-technical manager?" is about talking to managers, and a plain explanation of a p-value seemed off it.
  const content = withoutAudience(question.text);
  const subjects = subjectQuestions(content);
  const [vector, ...subjectVectors] = await encoder.embed([content, ...subjects]);
  const bankSimilarity = bank.questions.map((q) => dot(q, vector!));
  const stems = stemList(content);
  const query = corpus.bowOf([...stems, ...stems]);
  const words = corpus.similarities(query);
  const bankDoc = banked ? bank.docs.find((d) => d.question.id === banked.id) : undefined;
  const ranked = bank.docs
    .map((doc, i) => ({ doc, similarity: 0.5 * dot(bank.topics[i]!, vector!) + words[i]!, i }))
    .filter((n) => n.doc !== bankDoc)
    .sort((a, b) => b.similarity - a.similarity);
  const common = bankDoc
    ? undefined
    : await commonQuestion(encoder, content, round, question.job_title, vector!, bank, bankSimilarity);
  // A copy of a bank question (another role's, or reworded) is judged against that question's rubric, and a common
  // question in any wording against the common question's, though its words may be all function words ("Tell me
  // about yourself").
  const same = bankDoc
    ? undefined
    : common
      ? common.id !== undefined
        ? ranked.find((n) => n.doc.question.id === common.id)
        : undefined
      : ranked.find((n) => bankSimilarity[n.i]! >= SAME_MEANING && words[n.i]! >= SAME_WORDS);
  // The common questions are matched whole or not at all: "Tell me about a time you failed" lends nothing to "…a time
  // you went above and beyond for a customer" (ADR 162).
  const neighbours = ranked
    .filter((n) => n !== same && !COMMON_ID.test(n.doc.question.id))
    .slice(0, NEIGHBOURS);
  const related = await relatedRoles(encoder, question.job_title);
  let rubric: Rubric;
  let rubricSource: QuestionProfile['rubricSource'];
  let conceptWeights: number[];
  // A fundamental's key points as students say them, only where its rubric is the one judged against.
  let inPlainWords: string[] = [];
  const angle = angleAsked(question.text);
  if (question.rubric) {
    rubric = question.rubric;
    rubricSource = banked ? 'bank' : 'planner';
    conceptWeights = rubric.concepts.map(() => 1);
  } else if (banked ?? same) {
    rubric = banked ?? same!.doc.question;
    rubricSource = 'bank';
    conceptWeights = rubric.concepts.map(() => 1);
  } else if (common?.fundamental) {
    // A fundamental of the field is judged against its own rubric, as a bank question is (ADR 194); asked from an angle,
    // against what a strong answer to that angle says ("What are the drawbacks of garbage collection?"; ADR 206).
    const { follow_up } = common.fundamental;
    const { key_points, concepts, strong_answer, in_plain_words } =
      (hasItsOwnRubric(angle) ? angleRubric(common.fundamental, angle) : null) ?? common.fundamental;
    rubric = { key_points, concepts, strong_answer, follow_up };
    inPlainWords = in_plain_words ?? [];
    rubricSource = 'bank';
    conceptWeights = concepts.map(() => 1);
  } else {
    const lenders = neighbours.filter((n) => related(n.doc.role));
    const borrowed = borrowedRubric(vector!, question.text, round, lenders, bank, (stem) => corpus.idf(stem));
    rubric = borrowed.rubric;
    rubricSource = borrowed.lent ? 'neighbours' : 'none';
    conceptWeights = borrowed.weights;
  }
  // A rubric that says nothing of evidence (the bank's, an LLM's) still asks for parts of a story where its key points
  // are labelled so ("situation: …", "result: …"), and for lessons, reasons, examples or tools where they say so.
  if (!rubric.evidence) {
    const evidence = rubric.key_points.map(evidenceAskedFor);
    if (evidence.some(Boolean)) rubric = { ...rubric, evidence };
  }
  const keyPoints = rubric.key_points.length ? await encoder.embed(rubric.key_points) : [];
  const plainVectors = inPlainWords.length ? await encoder.embed(inPlainWords) : [];
  // What candidates get wrong about the thing asked: a fundamental's misconceptions, or the bank question's whose rubric
  // judges the answer (ADRs 209, 210).
  const bankQuestion = banked ?? same?.doc.question;
  const misconceived = common?.fundamental
    ? await fundamentalMisconceptions(common.fundamental, encoder)
    : bankQuestion?.misconceptions?.length
      ? await bankMisconceptions(bankQuestion, encoder)
      : { misconceptions: [], vectors: [], points: [], corrections: [] };
  // The job's title put into a generic question ("Which tools or methods does a Carpenter use…") is none of the words
  // that show an answer keeps to it: a carpenter lists the tools without saying "carpenter", and an answer to another
  // question from the same job names the job as often. A question written about its field ("What do you enjoy most
  // about UX design?") keeps them as its words.
  const titleStems = contentStems(GENERIC_ID.test(question.id ?? '') ? (question.job_title ?? '') : '');
  const ownWords = contentWords(content).filter((w) => !titleStems.has(w.stem));
  const wordVectors = await encoder.embed(ownWords.map((w) => w.word));
  return {
    text: question.text,
    round,
    rubric,
    rubricSource,
    aboutTheSpeaker: common?.id !== undefined,
    fundamental: common?.fundamental !== undefined,
    // A fundamental asked from an angle ("Give me an example of polymorphism", "When would you use a linked list?") is
    // asked what that angle asks, not what the thing is (ADR 206).
    partsAskedBy: common?.fundamental && angle === null ? common.fundamental.text : question.text,
    angle,
    inPlainWords: rubric.key_points.map((_, i) => inPlainWords[i] ?? null),
    fundamentalWords: common?.fundamental
      ? new Set([...wordsOf(common.fundamental), ...contentStems(inPlainWords.join('. '))])
      : new Set(),
    misconceptions: misconceived.misconceptions,
    conceptWeights,
    vectors: {
      question: vector!,
      questionTowardsAnswers: towardsAnswers(encoder.answerWeights, vector!),
      keyPoints,
      keyPointsInPlainWords: keyPoints.map((_, i) => plainVectors[i] ?? null),
      misconceptions: misconceived.vectors,
      fundamentalPoints: misconceived.points,
      corrections: misconceived.corrections,
      subjects: subjects.map((text, i) => ({
        text,
        vector: towardsAnswers(encoder.answerWeights, subjectVectors[i]!),
      })),
      bankSimilarity,
      words: ownWords.map(({ word, stem }, i) => ({
        word,
        stem,
        weight: corpus.idf(stem),
        vector: wordVectors[i]!,
      })),
    },
    neighbours: neighbours.map(({ doc, similarity }) => ({ doc, similarity })),
    fieldVocabulary: fieldVocabulary(question),
    relatedRole: related,
    lexical: lexicalProfile(
      { ...question, text: content, competency: question.competency ?? common?.fundamental?.competency },
      rubric,
      bankDoc ?? same?.doc,
      neighbours,
    ),
  };
}

/** Profiles are kept per encoder: an interview scores several answers to the same few questions. */
export function createProfiles(encoder: Encoder) {
  const cache = new Map<string, Promise<QuestionProfile>>();
  return function profileOf(question: QuestionToJudge): Promise<QuestionProfile> {
    // The job decides which roles lend a rubric, so the same text for another job is another profile.
    const key = `${question.id ?? ''}|${question.round_type ?? ''}|${question.job_title ?? ''}|${question.text}|${question.rubric ? JSON.stringify(question.rubric) : ''}`;
    let profile = cache.get(key);
    if (!profile) {
      profile = build(question, encoder);
      profile.catch(() => cache.delete(key));
      if (cache.size >= 500) cache.delete(cache.keys().next().value!);
      cache.set(key, profile);
    }
    return profile;
  };
}
