import bm25Vectorizer from 'wink-nlp/utilities/bm25-vectorizer';
import type { PracticeRole, RoundType } from '@rehearse/contracts';
import { allBankQuestions } from '../bank/index.ts';
import { genericQuestions } from '../bank/generic/index.ts';
import { COMMON } from '../bank/generic/common.ts';
import type { BankQuestion } from '../bank/types.ts';
import { DIFFICULTY_LEVELS, ROUND_TYPES } from '@rehearse/contracts';
import { contentStems, its, stemList } from './text.ts';

/** The corpus ids of the common questions (bank/generic/common.ts), the i-th made by commonId. */
export const COMMON_ID = /^generic-common-/;

/** The corpus id of the i-th common question (bank/generic/common.ts). */
export const commonId = (i: number) => `generic-common-${String(i + 1).padStart(2, '0')}`;

/** A sparse term vector: stem -> weight. */
export type Bow = Record<string, number>;

/**
 * An empty term vector with no prototype: a stem is any word an answer says, and "constructor" or "toString" must not
 * find Object's own members (an answer about constructors scored NaN and failed, docs/decisions/180).
 */
const emptyBow = (): Bow => Object.create(null) as Bow;

/** One hand-written question with its rubric, as a document of the retrieval corpus. */
export type CorpusDoc = {
  question: BankQuestion;
  role: PracticeRole | 'generic';
  round: RoundType;
  /** Content stems of the question text alone, for question-to-question similarity. */
  questionStems: Set<string>;
  /** BM25 vector of the question and its whole rubric (what an answer to it talks about). */
  bow: Bow;
};

/** What a question and its rubric talk about: the question twice, so its own words weigh most. */
export function rubricTokens(
  text: string,
  rubric: Pick<BankQuestion, 'key_points' | 'concepts' | 'strong_answer'>,
  competency = '',
): string[] {
  const question = stemList(text);
  return [
    ...question,
    ...question,
    ...stemList(competency),
    ...stemList(rubric.key_points.join('. ')),
    ...stemList(rubric.concepts.flatMap((c) => [c.name, ...c.synonyms]).join('. ')),
    ...stemList(rubric.strong_answer),
  ];
}

type Corpus = {
  docs: CorpusDoc[];
  /** BM25 weights of a text's stems against the corpus; a stem the bank never uses counts as the rarest. */
  bowOf: (tokens: string[]) => Bow;
  idf: (stem: string) => number;
  /** A vector's cosine with every document, in the order of docs (see similaritiesTo). */
  similarities: (bow: Bow) => Float64Array;
};

let corpus: Corpus | null = null;

/**
 * Every bank and generic question as a BM25 document (wink-nlp's vectorizer), built once per process
 * (~0.5 s): the background against which an answer's relevance to its own question is judged.
 */
export function bankCorpus(): Corpus {
  if (corpus) return corpus;
  const located = allBankQuestions().map((q) => ({
    question: q as BankQuestion,
    role: q.role,
    round: q.round_type,
  }));
  const generic = ROUND_TYPES.flatMap((round) =>
    DIFFICULTY_LEVELS.flatMap((difficulty) =>
      genericQuestions(round, difficulty).map((q) => ({
        question: {
          ...q,
          text: q.text.replaceAll('{role}', ''),
          strong_answer: q.strong_answer.replaceAll('{role}', ''),
        },
        role: 'generic' as const,
        round,
      })),
    ),
  );
  const vectorizer = bm25Vectorizer({ k: 1, k1: 1.2, b: 0.75, norm: 'l2' });
  // The questions every interviewer asks, once each (docs/decisions/162).
  const common = COMMON.map(({ round, also: _, ...q }, i) => ({
    question: { ...q, id: commonId(i) },
    role: 'generic' as const,
    round,
  }));
  const entries = [...located, ...generic, ...common];
  for (const { question } of entries)
    vectorizer.learn(rubricTokens(question.text, question, question.competency));
  const docs = entries.map(({ question, role, round }, i) => ({
    question,
    role,
    round,
    questionStems: contentStems(question.text),
    bow: vectorizer.doc(i).out(its.bow) as Bow,
  }));
  const idfs = new Map(vectorizer.out(its.idf) as [string, number][]);
  const rarest = Math.log((docs.length + 0.5) / 0.5 + 1);
  const idf = (stem: string) => idfs.get(stem) ?? rarest;
  const bowOf = (tokens: string[]): Bow => {
    const counts = emptyBow();
    for (const t of tokens) counts[t] = (counts[t] ?? 0) + 1;
    // Saturating term frequency (BM25's k1 = 1.2, no length normalisation: the vector is L2-normalised).
    return blend([
      {
        bow: Object.fromEntries(Object.entries(counts).map(([t, n]) => [t, (idf(t) * 2.2 * n) / (1.2 + n)])),
        weight: 1,
      },
    ]);
  };
  corpus = { docs, bowOf, idf, similarities: similaritiesTo(docs) };
  return corpus;
}

/**
 * Cosines with every document at once, through an inverted index (each stem's documents and weights): an answer's
 * stems meet only the documents that use them, where a cosine with each document would visit every one.
 */
function similaritiesTo(docs: CorpusDoc[]): (bow: Bow) => Float64Array {
  const postings = new Map<string, { doc: number[]; weight: number[] }>();
  docs.forEach((d, i) => {
    for (const [stem, weight] of Object.entries(d.bow)) {
      let list = postings.get(stem);
      if (!list) postings.set(stem, (list = { doc: [], weight: [] }));
      list.doc.push(i);
      list.weight.push(weight);
    }
  });
  return (bow) => {
    const sums = new Float64Array(docs.length);
    for (const stem in bow) {
      const list = postings.get(stem);
      if (!list) continue;
      const w = bow[stem]!;
      for (let k = 0; k < list.doc.length; k++) {
        const doc = list.doc[k]!;
        sums[doc] = sums[doc]! + w * list.weight[k]!;
      }
    }
    return sums;
  };
}

/**
 * Cosine similarity. Every vector here is L2-normalised (the vectorizer's documents, `bowOf`, `blend`), so it
 * is the dot product, computed over the smaller vector. Against every document of the bank, `similarities` is faster.
 */
export function cosine(a: Bow, b: Bow): number {
  const [small, large] = Object.keys(a).length <= Object.keys(b).length ? [a, b] : [b, a];
  let dot = 0;
  for (const t in small) {
    const other = large[t];
    if (other) dot += small[t]! * other;
  }
  return dot;
}

/** Weighted sum of vectors, L2-normalised. */
export function blend(parts: { bow: Bow; weight: number }[]): Bow {
  const sum = emptyBow();
  for (const { bow, weight } of parts)
    for (const [t, w] of Object.entries(bow)) sum[t] = (sum[t] ?? 0) + weight * w;
  const norm = Math.sqrt(Object.values(sum).reduce((s, w) => s + w * w, 0)) || 1;
  for (const t of Object.keys(sum)) sum[t] = sum[t]! / norm;
  return sum;
}
