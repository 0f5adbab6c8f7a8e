import type { Encoder } from '../ports.ts';
import { dot, meanVector } from '../lib/vectors.ts';
import { bankVectors } from './bank-vectors.ts';
import { pearson } from '../lib/stats.ts';
import { GENERAL_CLAIMS } from './lexicon.ts';
import type { QuestionProfile } from './question-profile.ts';
import { contentWords, passagesBySentence } from './text.ts';
import { isEverydayWord } from './everyday-words.ts';
import { withoutHesitations } from '../lib/fillers.ts';
import { towardsAnswers } from './answer-weights.ts';
import { approachQuestion, questionSubjects } from './question-focus.ts';

/** What the sentence encoder hears in an answer, measured against its question's profile. */
export type Meaning = {
  /** The answer's passages: its sentences (a transcript without punctuation, in pieces of about 15 words). */
  passages: string[];
  /** Per passage: whether it opens a sentence, rather than going on with one cut into pieces. */
  opensSentence: boolean[];
  /**
   * Cosine of the answer (the mean of its passages) with the question, under the encoder's answer weights, as every
   * comparison of the answer with a question here is (ADR 155).
   */
  question: number;
  /**
   * How much better the answer fits the question than a general question about the same subject: negative when
   * it talks about the subject ("Kubernetes") but not about what was asked ("a zero-downtime deployment").
   */
  focus: number;
  /** The general question the answer fits best. */
  closestSubject: string | null;
  /** The closest bank question of a related role on another topic, and how close the answer is to it. */
  elsewhere: { question: string; similarity: number } | null;
  /**
   * The question the answer itself answers best among questions about its own subjects ("How do you approach chest
   * pain?" for an answer about chest pain given to a question about a stroke), and how close the answer is to it.
   */
  ownSubject: { question: string; similarity: number } | null;
  /** Whether the answer resembles the same bank questions as the question does (correlation over the bank). */
  agreement: number;
  /**
   * The question's own words the answer takes up, or words close to them in meaning ("chef" for "kitchen"),
   * weighted by how rare each is in the bank: 0-1.
   */
  questionWords: number;
  /** Per rubric key point: its similarity to each passage, in passage order. */
  keyPoints: number[][];
  /** Per rubric key point: its plain wording's similarity to each passage, or none where it has no plain wording. */
  keyPointsInPlainWords: number[][];
  /**
   * Per rubric key point: its similarity to the question itself. A passage that comes no closer to the point than
   * the question does only names its subject ("SQL injection is a kind of hacking attack").
   */
  keyPointsAsked: number[];
  /** Per passage: how close it is to a general claim any candidate could make ("I always give my best"). */
  generalClaim: number[];
  /**
   * By stem, how well each of the answer's uncommon words fits the answer as a whole (cosine with its mean): a
   * misheard word ("tentacles" in an answer about Kafka consumers) fits it poorly.
   */
  wordFit: Map<string, number>;
};

/**
 * The answer's own subjects asked about, at most this many (its noun phrases, in the order it names them). Each is one
 * more text for the encoder: six read as twelve did (dev 0.8662 / 0.933 against 0.8669 / 0.933) at a warm p95 of
 * 279-287 ms against 321-348 ms on one core (ADR 155).
 */
const OWN_SUBJECTS = 6;

/** Questions about what the answer itself talks about: "How do you approach lead flashing?" */
const ownSubjectQuestions = (answerText: string) =>
  questionSubjects(withoutHesitations(answerText)).slice(0, OWN_SUBJECTS).map(approachQuestion);

/** Of these questions, the one the answer fits best, and how well (null for none). */
function closestQuestion(
  answer: Float32Array,
  questions: { text: string; vector: Float32Array }[],
): { question: string; similarity: number } | null {
  let closest: { question: string; similarity: number } | null = null;
  for (const { text, vector } of questions) {
    const similarity = dot(answer, vector);
    if (!closest || similarity > closest.similarity) closest = { question: text, similarity };
  }
  return closest;
}

/** A word this close in meaning to one of the question's stands for it, counting as much as it is close. */
const STANDS_FOR_WORD = 0.6;

function takenUp(
  question: QuestionProfile['vectors']['words'],
  answerStems: Set<string>,
  answer: Float32Array[],
): number {
  const total = question.reduce((sum, w) => sum + w.weight, 0);
  if (!total) return 0;
  const taken = question.reduce((sum, w) => {
    const closest = answerStems.has(w.stem) ? 1 : Math.max(0, ...answer.map((a) => dot(a, w.vector)));
    return sum + (closest >= STANDS_FOR_WORD ? w.weight * closest : 0);
  }, 0);
  return taken / total;
}

export async function measureMeaning(
  encoder: Encoder,
  profile: QuestionProfile,
  answerText: string,
): Promise<Meaning> {
  const pieces = passagesBySentence(answerText);
  const passages = pieces.map((piece) => piece.passage);
  const { vectors } = profile;
  const words = contentWords(answerText);
  const own = new Set(vectors.words.map((w) => w.stem));
  // The question's own stems count as they are; of the other words only those of some field can stand for one of
  // its terms, and everyday words, half an answer's, would double the encoder's time for no gain (ADR 090).
  const uncommon = words.filter((w) => !own.has(w.stem) && !isEverydayWord(w.word));
  const ownQuestions = ownSubjectQuestions(answerText);
  const [bank, claims, passageVectors, wordVectors, ownVectors] = await Promise.all([
    bankVectors(encoder),
    encoder.embed(GENERAL_CLAIMS),
    // Read without its hesitations: "…so fun to be er around" means what "…so fun to be around" does.
    encoder.embed(passages.map(withoutHesitations)),
    encoder.embed(uncommon.map((w) => w.word)),
    encoder.embed(ownQuestions),
  ]);
  // The answer as the mean of its passages: as good as embedding the whole text on the labelled set (all 0.66 /
  // 0.83 against 0.66 / 0.82), at half the encoder time, which grows faster than linearly with a text's length.
  const whole = meanVector(passageVectors);
  // Whether the answer answers a question is read where questions meet their answers, not merely their field.
  const towards = (v: Float32Array) => towardsAnswers(encoder.answerWeights, v);
  const answer = towards(whole);
  const question = dot(answer, vectors.questionTowardsAnswers);
  const subject = closestQuestion(answer, vectors.subjects);
  const answerVsBank = bank.questionsTowardsAnswers.map((q) => dot(q, answer));
  let elsewhere: Meaning['elsewhere'] = null;
  bank.docs.forEach((doc, i) => {
    // Only a question of the job's own or a related role is one this candidate could have been answering instead:
    // a social worker's answer never "fits" a sales quota question better, nor a generic one that fits anything.
    const related = doc.role !== 'generic' && profile.relatedRole(doc.role);
    if (profile.lexical.sameTopic.has(doc) || vectors.bankSimilarity[i]! >= 0.6 || !related) return;
    if (!elsewhere || answerVsBank[i]! > elsewhere.similarity)
      elsewhere = { question: doc.question.text, similarity: answerVsBank[i]! };
  });
  const ownSubject = closestQuestion(
    answer,
    ownQuestions.map((text, i) => ({ text, vector: towards(ownVectors[i]!) })),
  );
  return {
    passages,
    opensSentence: pieces.map((piece, i) => i === 0 || piece.sentence !== pieces[i - 1]!.sentence),
    question,
    focus: subject ? question - subject.similarity : 0,
    closestSubject: subject?.question ?? null,
    elsewhere,
    ownSubject,
    agreement: pearson(answerVsBank, vectors.bankSimilarity),
    questionWords: takenUp(vectors.words, new Set(words.map((w) => w.stem)), wordVectors),
    keyPoints: vectors.keyPoints.map((k) => passageVectors.map((p) => dot(p, k))),
    keyPointsAsked: vectors.keyPoints.map((k) => dot(vectors.question, k)),
    keyPointsInPlainWords: vectors.keyPointsInPlainWords.map((k) =>
      k ? passageVectors.map((p) => dot(p, k)) : [],
    ),
    generalClaim: passageVectors.map((p) => Math.max(...claims.map((c) => dot(p, c)))),
    wordFit: new Map(uncommon.map((w, i) => [w.stem, dot(wordVectors[i]!, whole)])),
  };
}
