import { extractSkills } from '../plan/extract.ts';
import { bankCorpus, cosine } from './corpus.ts';
import { bankSimilarities, dot, embed, passageEmbeddings } from './semantic.ts';
import type { QuestionProfile } from './infer-rubric.ts';
import {
  BUZZWORDS,
  EXAMPLE_MARKERS,
  NON_ANSWERS,
  OUTCOME_WORDS,
  REASONING_CUES,
  STAR_CUES,
} from './lexicon.ts';
import {
  type AnalysedText,
  analyse,
  contentStems,
  findPhrase,
  firstPersonActions,
  phraseStems,
  quoteAround,
} from './text.ts';

/** What the answer shows against the rubric, each part with the words that prove it. */
export type ContentFeatures = {
  words: number;
  contentWords: number;
  concepts: { name: string; quote: string | null; weight: number }[];
  /**
   * Key points: share of their words the answer uses, and the answer passage closest in meaning (word vectors),
   * so that a paraphrase ("struggling with reading" for "falling behind") is heard.
   */
  keyPoints: { point: string; coverage: number; similarity: number; closest: string | null }[];
  /** Share of the question's own topic words that the answer takes up, rare words weighing more. */
  questionOverlap: number;
  /**
   * How closely the answer's words match this question's profile, and the best match among bank questions
   * about something else (an answer on the domain but not on the question fits another question better).
   */
  relevance: {
    onQuestion: number;
    elsewhere: number;
    elsewhereQuestion: string | null;
    /**
     * Whether the answer resembles the same bank questions as the question does (correlation of the two
     * similarity profiles over the bank): related words count even when they are not the question's own.
     */
    agreement: number;
    /** The same agreement in word-vector space, where related words are close without sharing a stem. */
    vectorAgreement: number;
  };
  /** Action verbs with a first-person subject: what the speaker did (past) or would do. */
  actions: { verb: string; past: boolean }[];
  /**
   * Share of the answer's passages (sentences, long ones cut into 15-word pieces since transcripts have no
   * punctuation) that mention the question's core words: an answer about another question drifts off them.
   */
  onTopic: number;
  numbers: string[];
  namedThings: string[];
  outcomes: string[];
  examples: string[];
  buzzwords: string[];
  nonAnswer: string | null;
  star: Record<keyof typeof STAR_CUES, string | null>;
  reasoning: string[];
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

function allMatches(analysed: AnalysedText, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => findPhrase(analysed.stems, phraseStems(phrase)) >= 0);
}

const NUMBER_WORDS = new Set(
  'two three four five six seven eight nine ten twelve fifteen twenty thirty forty fifty hundred thousand million percent half double'.split(
    ' ',
  ),
);

/** Numbers, named tools and products: the concrete details that separate an example from a generality. */
function concreteDetails(analysed: AnalysedText, text: string): { numbers: string[]; named: string[] } {
  const numbers = new Set<string>();
  const named = new Set<string>();
  analysed.original.forEach((word, i) => {
    const lower = analysed.words[i]!;
    if (/\d/.test(word) || NUMBER_WORDS.has(lower)) numbers.add(quoteAround(analysed, i, 2));
    // A capitalised word inside a sentence, or a mixed token like "p95"/"OAuth", names something.
    const capitalised = !analysed.sentenceStart[i] && /^[A-Z]/.test(word) && word !== 'I';
    if (capitalised || /^[a-z]+[A-Z0-9]/.test(word)) named.add(word);
  });
  // Transcripts are lower case: known tools and skills ("excel", "kafka") are named things too.
  const known = extractSkills(text).filter(
    (skill) => ![...named].some((n) => n.toLowerCase() === skill.toLowerCase()),
  );
  return { numbers: [...numbers], named: [...named, ...known] };
}

/**
 * Where a concept is named: its words in order, or, for a long phrase from a resume or job description
 * ("prioritising a product roadmap"), most of its topic words anywhere in the answer.
 */
function findLoosely(analysed: AnalysedText, phrase: string): number {
  const at = findPhrase(analysed.stems, phraseStems(phrase));
  if (at >= 0) return at;
  const topic = [...contentStems(phrase)];
  if (topic.length < 3) return -1;
  const positions = topic.map((s) => analysed.stems.indexOf(s)).filter((i) => i >= 0);
  return positions.length * 3 >= topic.length * 2 ? Math.min(...positions) : -1;
}

function pearson(a: number[], b: number[]): number {
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  a.forEach((x, i) => {
    num += (x - ma) * (b[i]! - mb);
    da += (x - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  });
  return da && db ? num / Math.sqrt(da * db) : 0;
}

const PASSAGE_WORDS = 15;

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

/** The answer against the bank: its best match on another topic, and its agreement with the question's profile. */
function placeInBank(profile: QuestionProfile, answerBow: Record<string, number>) {
  const docs = bankCorpus().docs;
  const similarities = docs.map((doc) => cosine(answerBow, doc.bow));
  let best = { similarity: 0, question: null as string | null };
  docs.forEach((doc, i) => {
    if (!profile.sameTopic.has(doc) && similarities[i]! > best.similarity)
      best = { similarity: similarities[i]!, question: doc.question.text };
  });
  return { ...best, agreement: pearson(similarities, profile.docSimilarity) };
}

export function extractFeatures(profile: QuestionProfile, answerText: string): ContentFeatures {
  const { rubric } = profile;
  const analysed = analyse(answerText);
  const answerStems = new Set(analysed.stems);
  const concepts = rubric.concepts.map((concept, i) => {
    let quote: string | null = null;
    for (const variant of [concept.name, ...concept.synonyms]) {
      const at = findLoosely(analysed, variant.toLowerCase());
      if (at >= 0) {
        quote = quoteAround(analysed, at);
        break;
      }
    }
    return { name: concept.name, quote, weight: profile.conceptWeights[i] ?? 1 };
  });
  const passages = passageEmbeddings(answerText);
  const keyPoints = rubric.key_points.map((point, i) => {
    const stems = [...contentStems(point)];
    const vector = profile.vector.keyPoints[i];
    let similarity = 0;
    let closest: string | null = null;
    for (const passage of vector ? passages : []) {
      const s = dot(passage.vector, vector!);
      if (s > similarity) [similarity, closest] = [s, passage.text];
    }
    const hit = stems.filter((s) => answerStems.has(s)).length;
    return { point, coverage: stems.length ? hit / stems.length : 0, similarity, closest };
  });
  const corpus = bankCorpus();
  const question = new Set(profile.questionStems);
  const questionWeight = [...question].reduce((sum, s) => sum + corpus.idf(s), 0);
  const questionOverlap = questionWeight
    ? [...question].filter((s) => answerStems.has(s)).reduce((sum, s) => sum + corpus.idf(s), 0) /
      questionWeight
    : 0;
  const topic = analysed.stems.filter((_, i) => analysed.content[i]);
  const answerBow = corpus.bowOf(topic);
  const elsewhere = placeInBank(profile, answerBow);
  const details = concreteDetails(analysed, answerText);
  const nonAnswer = firstMatch(analysed, NON_ANSWERS);
  const star = Object.fromEntries(
    Object.entries(STAR_CUES).map(([part, cues]) => {
      const match = firstMatch(analysed, cues);
      return [part, match ? quoteAround(analysed, match.at, 3) : null];
    }),
  ) as ContentFeatures['star'];
  return {
    words: analysed.words.length,
    contentWords: topic.length,
    concepts,
    keyPoints,
    questionOverlap,
    relevance: {
      onQuestion: cosine(answerBow, profile.bow),
      elsewhere: elsewhere.similarity,
      elsewhereQuestion: elsewhere.question,
      agreement: elsewhere.agreement,
      vectorAgreement: pearson(bankSimilarities(embed(answerText)), profile.vector.docSimilarity),
    },
    actions: firstPersonActions(answerText),
    onTopic: onTopicShare(analysed, profile.coreStems),
    numbers: details.numbers,
    namedThings: details.named,
    outcomes: allMatches(analysed, OUTCOME_WORDS),
    examples: allMatches(analysed, EXAMPLE_MARKERS),
    buzzwords: allMatches(analysed, BUZZWORDS),
    nonAnswer: nonAnswer ? nonAnswer.phrase : null,
    star,
    reasoning: allMatches(analysed, REASONING_CUES),
  };
}
