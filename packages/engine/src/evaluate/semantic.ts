import { bankCorpus } from './corpus.ts';
import { analyse } from './text.ts';
import { wordVectors } from './word-vectors.ts';

/** A text as one unit vector in word-vector space (null when none of its words is known). */
export type Embedding = Float32Array;

/**
 * Smooth inverse frequency (Arora et al., 2017): a word weighs a / (a + p(word)), so "work" or "people" count
 * little and "reconciliation" a lot. p comes from the word's frequency rank (Zipf's law), which the vector
 * table is ordered by.
 */
const SIF_A = 1e-4;
const ZIPF_NORM = Math.log(1.78 * 400_000);
const sifWeight = (rank: number) => SIF_A / (SIF_A + 1 / ((rank + 1) * ZIPF_NORM));

export function dot(a: Embedding, b: Embedding): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

function normalise(v: Float32Array): Float32Array | null {
  const norm = Math.sqrt(dot(v, v));
  if (!norm) return null;
  for (let i = 0; i < v.length; i++) v[i] = v[i]! / norm;
  return v;
}

/** SIF-weighted average of the vectors of a text's topic words (stop words and question scaffolding left out). */
function rawEmbedding(words: string[]): Float32Array | null {
  const vectors = wordVectors();
  const sum = new Float32Array(vectors.dimensions);
  let any = false;
  for (const word of words) {
    const v = vectors.vector(word);
    if (!v) continue;
    const w = sifWeight(vectors.rank(word)!);
    for (let i = 0; i < sum.length; i++) sum[i] = sum[i]! + w * v[i]!;
    any = true;
  }
  return any ? sum : null;
}

const topicWords = (text: string) => {
  const analysed = analyse(text);
  return analysed.words.filter((_, i) => analysed.content[i]);
};

export function embed(text: string): Embedding | null {
  const raw = rawEmbedding(topicWords(text));
  return raw && normalise(raw);
}

/** Passages of an answer (sentences; transcripts without punctuation in 15-word pieces), each embedded. */
export function passageEmbeddings(text: string, size = 15): { text: string; vector: Embedding }[] {
  const analysed = analyse(text);
  const passages: { from: number; to: number }[] = [];
  let from = 0;
  analysed.words.forEach((_, i) => {
    if (i > from && (analysed.sentenceStart[i] || i - from >= size)) {
      passages.push({ from, to: i });
      from = i;
    }
  });
  if (analysed.words.length > from) passages.push({ from, to: analysed.words.length });
  return passages.flatMap(({ from, to }) => {
    const words = analysed.words.slice(from, to).filter((_, k) => analysed.content[from + k]);
    const raw = rawEmbedding(words);
    const vector = raw && normalise(raw);
    return vector ? [{ text: analysed.original.slice(from, to).join(' '), vector }] : [];
  });
}

/** What an answer to a question talks about: the question (twice, so it weighs most) and its rubric. */
export function rubricText(
  text: string,
  rubric: { key_points: string[]; concepts: { name: string }[]; strong_answer: string },
): string {
  return [text, text, ...rubric.key_points, ...rubric.concepts.map((c) => c.name), rubric.strong_answer].join(
    '. ',
  );
}

let bank: (Embedding | null)[] | null = null;

/** Every bank question with its rubric, embedded once per process, in corpus order. */
export function bankEmbeddings(): (Embedding | null)[] {
  bank ??= bankCorpus().docs.map((d) => embed(rubricText(d.question.text, d.question)));
  return bank;
}

/** Similarity of a text's embedding to every bank question (0 where either has no known word). */
export function bankSimilarities(vector: Embedding | null): number[] {
  return bankEmbeddings().map((doc) => (vector && doc ? dot(vector, doc) : 0));
}
