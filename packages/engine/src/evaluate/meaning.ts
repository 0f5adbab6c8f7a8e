import type { Encoder } from '../ports.ts';
import { dot, meanVector } from '../lib/vectors.ts';
import { bankVectors } from './bank-vectors.ts';
import { pearson } from '../lib/stats.ts';
import { GENERAL_CLAIMS } from './lexicon.ts';
import { type Misconception, NEGATES, type QuestionProfile } from './question-profile.ts';
import { contentStems, contentWords, passagesBySentence } from './text.ts';
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
  /**
   * The passages that state one of the question's common misconceptions (QuestionProfile.misconceptions), each with
   * the misconception it states, in passage order.
   */
  misconceived: {
    passage: number;
    /** The passage after it, where the two state it together; else null. */
    also: number | null;
    misconception: Misconception;
    similarity: number;
  }[];
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

/**
 * A passage this close in meaning to one of the question's misconceptions may state it. On the dev halves of the three
 * fundamentals probes, of the passages that meet every other condition below, the wrong answers' come to 0.71-0.98 and
 * the right answers' to at most 0.70 (0.61-0.70, three of them; 0.75 measured, which catches two wrong answers fewer;
 * ADR 209).
 */
const MISCONCEIVED = 0.72;
/**
 * …and it states it only where it comes this much closer to the misconception than to any key point, the rubric's or
 * the fundamental's, as written or as students say it: "Each developer works on their own copy…" is 0.68 of "version
 * control is saving copies of files…" and 0.56 of its nearest point (ADR 209).
 */
const CLOSER_TO_IT = 0.1;
/**
 * A passage that tells of what others believe or get wrong, or sets the thing against what it is not ("Unlike C, where
 * you free memory by hand…"), reports a misconception rather than stating it. Set against it after the claim ("…keeps
 * one socket open instead of making separate requests"), it is the claim.
 */
const REPORTS_A_BELIEF =
  /^\W*(?:\w+\W+){0,2}(?:unlike|instead of|rather than|as opposed to|contrary to)\b|\b(?:misconceptions?|myths?|mistakes?|mistaken(?:ly)?|wrongly|confus(?:e|es|ed|ing|ion)|mix(?:es|ed)? (?:them |it )?up)\b|\b(?:people|some|many|others|students|beginners|juniors|everyone|folks)\b[^.,;]{0,20}\b(?:think|thinks|thought|believe|believes|assume|assumes|say|says|claim|claims)\b/i;

/**
 * The passages that state one of the question's misconceptions: close to it in meaning, closer to it than to any key
 * point, closer to it than to any correction its list gives (ADR 212), in enough of its own words strange to the
 * question (Misconception.strangeNeeded), with the same sense (a passage that says "neither is encrypted" states no
 * "…encrypts the parameters"), and as the speaker's own claim. A misconception told over two passages in turn is
 * stated by the two together ("REST means the API rests between calls. When no traffic comes in it goes idle…" is 0.62
 * and 0.71 of "a REST API rests and goes idle when there is no traffic…" apart, 0.79 together): their meaning is read
 * as the mean of theirs, which comes within 0.001 of the encoder's reading of the two as one text.
 */
function misconceptionsStated(
  profile: QuestionProfile,
  passages: string[],
  passageVectors: Float32Array[],
): Meaning['misconceived'] {
  const { misconceptions } = profile;
  if (!misconceptions.length) return [];
  const { keyPoints, keyPointsInPlainWords, fundamentalPoints, corrections } = profile.vectors;
  const points = [...keyPoints, ...keyPointsInPlainWords.filter((v) => v !== null), ...fundamentalPoints];
  const statedIn = (at: number, also: number | null): Meaning['misconceived'][number] | null => {
    const text = also === null ? passages[at]! : `${passages[at]!} ${passages[also]!}`;
    if (REPORTS_A_BELIEF.test(text)) return null;
    const v = also === null ? passageVectors[at]! : meanVector([passageVectors[at]!, passageVectors[also]!]);
    const nearestPoint = Math.max(...points.map((point) => dot(point, v)));
    // What the list says is right instead, where that is no key point: a passage closer to one of those says what is
    // right in the misconception's words (ADR 212).
    const nearestCorrection = Math.max(-1, ...corrections.map((correction) => dot(correction, v)));
    const stems = contentStems(text);
    const negated = NEGATES.test(text);
    let stated: Meaning['misconceived'][number] | null = null;
    misconceptions.forEach((misconception, i) => {
      const similarity = dot(profile.vectors.misconceptions[i]!, v);
      if (
        similarity > nearestCorrection &&
        similarity >= MISCONCEIVED &&
        similarity - nearestPoint >= CLOSER_TO_IT &&
        misconception.negated === negated &&
        [...misconception.strange].filter((stem) => stems.has(stem)).length >= misconception.strangeNeeded &&
        similarity > (stated?.similarity ?? 0)
      )
        stated = { passage: at, also, misconception, similarity };
    });
    return stated;
  };
  const alone = passages.map((_, at) => statedIn(at, null));
  const stated: Meaning['misconceived'] = [];
  for (let at = 0; at < passages.length; at++) {
    const here = alone[at];
    if (here) stated.push(here);
    else if (at + 1 < passages.length && !alone[at + 1]) {
      const together = statedIn(at, at + 1);
      if (together) {
        stated.push(together);
        at++;
      }
    }
  }
  return stated;
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
    misconceived: misconceptionsStated(profile, passages, passageVectors),
    generalClaim: passageVectors.map((p) => Math.max(...claims.map((c) => dot(p, c)))),
    wordFit: new Map(uncommon.map((w, i) => [w.stem, dot(wordVectors[i]!, whole)])),
  };
}
