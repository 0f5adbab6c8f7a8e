import { createHash } from 'node:crypto';
import { meanVector } from '../lib/vectors.ts';
import type { Encoder } from '../ports.ts';
import { towardsAnswers } from './answer-weights.ts';
import { COMMON } from '../bank/generic/common.ts';
import { FUNDAMENTALS } from '../bank/generic/fundamentals.ts';
import { angleKeyPoints } from '../bank/generic/fundamental-angles.ts';
import { COMMON_ID, type CorpusDoc, bankCorpus } from './corpus.ts';

/** Every text of the bank the scorer embeds: questions, key points and strong answers, in corpus order. */
export function bankTexts(): string[] {
  return bankCorpus().docs.flatMap((d) => [
    d.question.text,
    ...d.question.key_points,
    d.question.strong_answer,
  ]);
}

/**
 * Every text the scorer embeds that ships embedded with it: the bank's, each wording of the common questions and of
 * the fundamentals, and the fundamentals' key points, each angle's too (ADR 206), and the misconceptions of the
 * fundamentals and of the bank's questions (ADRs 209, 210), the bank's with what is right instead (ADR 212). Without
 * the wordings, the first question of a process embedded some 120 of them before it could say whether it was a common
 * one: its profile took 1.8 s on one core, 1.0 s with them shipped.
 */
export function shippedTexts(): string[] {
  return [
    ...bankTexts(),
    ...COMMON.flatMap((q) => [q.text, ...q.also]),
    ...FUNDAMENTALS.flatMap((q) => [q.text, ...q.also, ...q.key_points, ...q.misconceptions]),
    ...angleKeyPoints(),
    ...bankCorpus().docs.flatMap((d) => (d.question.misconceptions ?? []).flatMap((m) => [m.said, m.truth])),
  ];
}

/**
 * A digest of what the answer weights are fitted from: each bank question's role, text and strong answer. The weights
 * file keeps the digest of the bank it was fitted on, so a test finds weights left behind by a change to the bank.
 */
export function answeredQuestionsDigest(): string {
  const answered = bankCorpus()
    .docs.filter(fitsAnswerWeights)
    .map((d) => [d.role, d.question.text, d.question.strong_answer]);
  return createHash('sha1').update(JSON.stringify(answered)).digest('hex');
}

/**
 * Whether the answer weights are fitted on a bank question. Not on the common questions about the candidate ("Tell me
 * about yourself"): the measures the weights serve say nothing of an answer to one, which the bank's words and its
 * kinds of evidence judge (ADR 162), and their answers' subjects are every job's.
 */
export const fitsAnswerWeights = (doc: CorpusDoc) => !COMMON_ID.test(doc.question.id);

export type BankVectors = {
  docs: CorpusDoc[];
  /** Each bank question's text, in corpus order. */
  questions: Float32Array[];
  /** Each bank question's key points and strong answer, by corpus index. */
  keyPoints: Float32Array[][];
  strongAnswers: Float32Array[];
  /**
   * Each bank question's topic: the mean of its question, key points and strong answer. Compared with a question
   * it finds the same subject where question texts alone match on their form ("How would you...").
   */
  topics: Float32Array[];
  /** Each bank question's text moved towards the answers that answer it (see towardsAnswers). */
  questionsTowardsAnswers: Float32Array[];
};

const byEncoder = new WeakMap<Encoder, Promise<BankVectors>>();

/** The bank in the encoder's space, embedded once per encoder (the embedded one reads them from its snapshot). */
export function bankVectors(encoder: Encoder): Promise<BankVectors> {
  let vectors = byEncoder.get(encoder);
  if (!vectors) {
    vectors = (async () => {
      const { docs } = bankCorpus();
      const all = await encoder.embed(bankTexts());
      let at = 0;
      const questions: Float32Array[] = [];
      const keyPoints: Float32Array[][] = [];
      const strongAnswers: Float32Array[] = [];
      for (const doc of docs) {
        questions.push(all[at++]!);
        keyPoints.push(doc.question.key_points.map(() => all[at++]!));
        strongAnswers.push(all[at++]!);
      }
      const topics = docs.map((_, i) => meanVector([questions[i]!, strongAnswers[i]!, ...keyPoints[i]!]));
      const questionsTowardsAnswers = questions.map((q) => towardsAnswers(encoder.answerWeights, q));
      return { docs, questions, keyPoints, strongAnswers, topics, questionsTowardsAnswers };
    })();
    // A failed attempt (the model could not load) is not kept: the next answer tries again.
    vectors.catch(() => byEncoder.delete(encoder));
    byEncoder.set(encoder, vectors);
  }
  return vectors;
}
