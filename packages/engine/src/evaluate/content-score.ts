import type { RoundType } from '@rehearse/contracts';
import type { ContentFeatures } from './features.ts';

const clamp = (x: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));

/** Expected concepts named, 0-1, saturating: a focused answer names a few well, not every one. */
export function conceptCoverage(f: ContentFeatures): number {
  const total = f.concepts.reduce((sum, c) => sum + c.weight, 0);
  if (!total) return f.questionOverlap;
  const named = f.concepts.filter((c) => c.quote).reduce((sum, c) => sum + c.weight, 0);
  return clamp(named / Math.min(4, 0.6 * total));
}

/**
 * How far one key point is covered, 0-1: by its words, or in other words when an answer passage is close to it
 * in meaning (similarity of averaged word vectors 0.7-0.8; a paraphrase counts at most 0.65).
 */
export function keyPointCovered(k: ContentFeatures['keyPoints'][number]): number {
  return Math.max(clamp((k.coverage - 0.15) / 0.5), 0.65 * clamp((k.similarity - 0.7) / 0.1));
}

/** How much of the rubric the answer covers, 0-1: concepts, key points and the question's own terms. */
export function coverage(f: ContentFeatures): number {
  const keyPoints = f.keyPoints.length
    ? f.keyPoints.reduce((sum, k) => sum + keyPointCovered(k), 0) / f.keyPoints.length
    : 0;
  return 0.35 * conceptCoverage(f) + 0.35 * keyPoints + 0.3 * f.questionOverlap;
}

/**
 * Whether the answer is about this question rather than another one of the domain, 0-1: its closeness to this
 * question's profile against its closeness to the best bank question on another topic.
 */
export function onQuestionShare(f: ContentFeatures): number {
  const { onQuestion, elsewhere } = f.relevance;
  return onQuestion + elsewhere > 0 ? onQuestion / (onQuestion + elsewhere) : 0;
}

/**
 * Relevance, 0-1: the answer resembles the bank questions this question resembles (related words count, not
 * only its own) and covers its rubric. The closest other-topic question is kept as evidence only: scaling by
 * it did not improve agreement on the labelled set (docs/decisions/043).
 */
export function relevance(f: ContentFeatures): number {
  return clamp(0.5 * clamp(agreement(f) / 0.6) + 0.5 * coverage(f));
}

/**
 * Agreement with the question's place in the bank: the lower of the word-stem and the word-vector measure, so an
 * answer must resemble the right questions in both (each alone lets some other-question answers through).
 */
export function agreement(f: ContentFeatures): number {
  return Math.min(f.relevance.agreement, f.relevance.vectorAgreement);
}

/**
 * How far the answer stays on the question, 0.2-1, from the share of its passages (sentences, or 15-word pieces of
 * a transcript) that mention what was asked: its words, its concepts or the strongest words of its profile. A weak
 * answer to this question keeps returning to it; an answer to another question of the same job drifts off it for
 * most of its length however specific it is, so its specifics do not earn it a place above a weak answer
 * (docs/decisions/046). Below 15% of passages the scores keep a fifth; from 35% they are untouched.
 */
export function onQuestionGate(f: ContentFeatures): number {
  return 0.2 + 0.8 * clamp((f.onTopic - 0.15) / 0.2);
}

/** Buzzwords and clichés cost in proportion to how much of the answer they make up. */
const buzzPenalty = (f: ContentFeatures) =>
  clamp((f.buzzwords.length / Math.max(1, f.contentWords)) * 10, 0, 0.5);

/** Domain knowledge: relevance to the question asked; buzzwords and "I don't know" cost. Length earns nothing. */
export function domainScore(f: ContentFeatures): number {
  const hedge = f.nonAnswer && coverage(f) < 0.3 ? 0.5 : 1;
  return Math.round(
    100 * clamp(Math.pow(relevance(f), 0.7) * (1 - buzzPenalty(f)) * hedge * onQuestionGate(f)),
  );
}

/** Specificity, 0-1: numbers, named tools or products, own actions, outcomes and examples (saturating). */
export function specificity(f: ContentFeatures): number {
  return clamp(
    (0.25 * Math.min(2, f.numbers.length)) / 2 +
      (0.25 * Math.min(3, f.namedThings.length)) / 3 +
      (0.2 *
        Math.min(
          4,
          f.actions.reduce((n, a) => n + (a.past ? 1 : 0.5), 0),
        )) /
        4 +
      (0.15 * Math.min(2, f.outcomes.length)) / 2 +
      0.15 * Math.min(1, f.examples.length),
  );
}

export function structure(f: ContentFeatures, round: RoundType | undefined): number {
  const starParts = Object.values(f.star).filter(Boolean).length / 4;
  const reasoning = Math.min(3, f.reasoning.length) / 3;
  if (round === 'Behavioral') return 0.75 * starParts + 0.25 * reasoning;
  return 0.6 * reasoning + 0.4 * starParts;
}

/** Articulation: specific and structured, counted only as far as the answer is about the question. */
export function articulationScore(f: ContentFeatures, round: RoundType | undefined): number {
  const gate = clamp(relevance(f) / 0.2);
  return Math.round(
    100 *
      clamp(
        (0.6 * specificity(f) + 0.4 * structure(f, round)) * gate * (1 - buzzPenalty(f)) * onQuestionGate(f),
      ),
  );
}
