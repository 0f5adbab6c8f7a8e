import type { Rubric } from '../types.ts';
import {
  BUZZWORDS,
  EXAMPLE_MARKERS,
  NON_ANSWERS,
  OUTCOME_WORDS,
  REASONING_CUES,
  STAR_CUES,
} from './lexicon.ts';
import { type AnalysedText, analyse, contentStems, findPhrase, phraseStems, quoteAround } from './text.ts';

/** What the answer shows against the rubric, each part with the words that prove it. */
export type ContentFeatures = {
  words: number;
  contentWords: number;
  concepts: { name: string; quote: string | null }[];
  keyPoints: { point: string; coverage: number }[];
  /** Share of the question's own topic words that the answer takes up. */
  questionOverlap: number;
  /** Share of the answer's topic words that belong to the question and its rubric. */
  focus: number;
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
function concreteDetails(analysed: AnalysedText): { numbers: string[]; named: string[] } {
  const numbers = new Set<string>();
  const named = new Set<string>();
  analysed.original.forEach((word, i) => {
    const lower = analysed.words[i]!;
    if (/\d/.test(word) || NUMBER_WORDS.has(lower)) numbers.add(quoteAround(analysed, i, 2));
    const previous = analysed.original[i - 1];
    // A capitalised word inside a sentence, or a mixed token like "p95"/"OAuth", names something.
    const inSentence = i > 0 && previous !== undefined && !/[.!?]$/.test(previous);
    if ((inSentence && /^[A-Z]/.test(word) && word !== 'I') || /^[a-z]+[A-Z0-9]/.test(word)) named.add(word);
  });
  return { numbers: [...numbers], named: [...named] };
}

export function extractFeatures(questionText: string, rubric: Rubric, answerText: string): ContentFeatures {
  const analysed = analyse(answerText);
  const answerStems = new Set(analysed.stems);
  const concepts = rubric.concepts.map((concept) => {
    let quote: string | null = null;
    for (const variant of [concept.name, ...concept.synonyms]) {
      const at = findPhrase(analysed.stems, phraseStems(variant.toLowerCase()));
      if (at >= 0) {
        quote = quoteAround(analysed, at);
        break;
      }
    }
    return { name: concept.name, quote };
  });
  const conceptStems = new Set(
    rubric.concepts.flatMap((c) => [c.name, ...c.synonyms]).flatMap((p) => phraseStems(p.toLowerCase())),
  );
  const keyPoints = rubric.key_points.map((point) => {
    const stems = [...contentStems(point)];
    if (stems.length === 0) return { point, coverage: 0 };
    const hit = stems.filter((s) => answerStems.has(s)).length;
    return { point, coverage: hit / stems.length };
  });
  const question = contentStems(questionText);
  const questionOverlap = question.size
    ? [...question].filter((s) => answerStems.has(s)).length / question.size
    : 0;
  const vocabulary = new Set([
    ...question,
    ...conceptStems,
    ...contentStems(rubric.key_points.join('. ')),
    ...contentStems(rubric.strong_answer),
    ...contentStems(rubric.follow_up),
  ]);
  const topic = analysed.stems.filter((_, i) => analysed.content[i]);
  const focus = topic.length ? topic.filter((s) => vocabulary.has(s)).length / topic.length : 0;
  const details = concreteDetails(analysed);
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
    focus,
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
