import { findBankQuestion } from '../bank/index.ts';
import { concept } from '../bank/generic/types.ts';
import { synonymsOf } from '../plan/extract.ts';
import { SKILLS } from '../plan/skills.ts';
import type { Concept, QuestionToJudge, Rubric } from '../types.ts';
import { type Bow, type CorpusDoc, bankCorpus, blend, cosine } from './corpus.ts';
import { relatedTerms } from './concept-lexicon.ts';
import { type Embedding, bankSimilarities, embed, rubricText } from './semantic.ts';
import { analyse, phraseStems, stemList } from './text.ts';

/** What a question expects, as the scorer uses it. */
export type QuestionProfile = {
  rubric: Rubric;
  /** How much each rubric concept counts (borrowed concepts count as much as their question resembles this one). */
  conceptWeights: number[];
  /** What an answer to this question talks about: the question, its rubric and its closest bank questions. */
  bow: Bow;
  /** Bank questions about the same thing: an answer that fits them is not off the question. */
  sameTopic: Set<CorpusDoc>;
  /** Content stems of the question text. */
  questionStems: string[];
  /** The words an answer to this question can hardly avoid: its own, its concepts', its profile's strongest. */
  coreStems: Set<string>;
  /** Similarity of the profile to every corpus document, in corpus order: the question's place in the bank. */
  docSimilarity: number[];
  /** Closest bank questions, with their similarity, for the evidence. */
  neighbours: { doc: CorpusDoc; similarity: number }[];
  /** The question and its rubric in word-vector space, and its similarity to every bank question there. */
  vector: { profile: Embedding | null; docSimilarity: number[]; keyPoints: (Embedding | null)[] };
};

/** Topic phrases of a question: runs of adjacent topic words ("rate limiting", "public API"). */
function topicPhrases(text: string): string[] {
  const analysed = analyse(text);
  const phrases: string[] = [];
  let run: string[] = [];
  analysed.words.forEach((word, i) => {
    if (analysed.content[i]) run.push(word);
    else if (run.length) {
      phrases.push(run.join(' '));
      run = [];
    }
  });
  if (run.length) phrases.push(run.join(' '));
  return [...new Set(phrases)].slice(0, 6);
}

const skillByTerm = new Map(
  Object.entries(SKILLS).flatMap(([skill, terms]) =>
    [skill, ...terms].map((t) => [t.toLowerCase(), skill] as const),
  ),
);

/** Neighbours count only when they resemble the question this much, relative to the best and absolutely. */
const NEIGHBOUR_FLOOR = 0.2;
const NEIGHBOUR_SHARE = 0.7;
/** Bank questions this close to the asked one are about the same topic (duplicates across roles). */
const SAME_TOPIC = 0.45;
/** Bank questions at least this close to a new question may share its topic, so fitting them is no fault. */
const RELATED_FLOOR = 0.12;
/** How many of the profile's strongest words count as core words of the question. */
const CORE_PROFILE_TERMS = 40;
const RELATED_SHARE = 0.6;

function ownConcepts(text: string): Concept[] {
  const words = [...new Set(topicPhrases(text).flatMap((p) => p.split(' ')))];
  return words.map((word) => {
    const skill = skillByTerm.get(word);
    return concept(
      word,
      ...(skill ? [skill.toLowerCase(), ...synonymsOf(skill)] : []),
      ...relatedTerms(word),
    );
  });
}

function build(question: QuestionToJudge): QuestionProfile {
  const profile = buildProfile(question);
  profile.docSimilarity = bankCorpus().docs.map((d) => cosine(profile.bow, d.bow));
  const strongest = Object.entries(profile.bow)
    .sort((a, b) => b[1] - a[1])
    .slice(0, CORE_PROFILE_TERMS)
    .map(([stem]) => stem);
  const conceptWords = profile.rubric.concepts
    .flatMap((c) => [c.name, ...c.synonyms])
    .map((t) => phraseStems(t.toLowerCase()))
    .filter((stems) => stems.length === 1)
    .flat();
  profile.coreStems = new Set([...profile.questionStems, ...strongest, ...conceptWords]);
  const vector = embed(rubricText(question.text, profile.rubric));
  profile.vector = {
    profile: vector,
    docSimilarity: bankSimilarities(vector),
    keyPoints: profile.rubric.key_points.map((k) => embed(k)),
  };
  return profile;
}

function buildProfile(question: QuestionToJudge): QuestionProfile {
  const corpus = bankCorpus();
  const banked = (question.id && findBankQuestion(question.id)) || findBankQuestion(question.text);
  const questionStems = stemList(question.text);
  if (banked) {
    const doc = corpus.docs.find((d) => d.question.id === banked.id)!;
    const sameTopic = new Set(corpus.docs.filter((d) => d === doc || cosine(d.bow, doc.bow) >= SAME_TOPIC));
    return {
      rubric: question.rubric ?? banked,
      conceptWeights: (question.rubric ?? banked).concepts.map(() => 1),
      bow: doc.bow,
      sameTopic,
      questionStems,
      coreStems: new Set(),
      docSimilarity: [],
      neighbours: [{ doc, similarity: 1 }],
      vector: { profile: null, docSimilarity: [], keyPoints: [] },
    };
  }
  // Any other question: its own words and rubric (a planner's, if given), and what the closest bank questions
  // expect, each in proportion to how close it is.
  const own: Rubric = question.rubric ?? {
    key_points: [topicPhrases(question.text).join(', ')].filter(Boolean),
    concepts: ownConcepts(question.text),
    strong_answer: 'Answers exactly what was asked with concrete details and the reasoning behind them.',
    follow_up: 'Can you give a specific example of that?',
  };
  // The query is what was asked: the question twice, its competency and the planner's concept names.
  const query = corpus.bowOf([
    ...questionStems,
    ...questionStems,
    ...stemList(`${question.competency ?? ''}. ${own.concepts.map((c) => c.name).join('. ')}`),
  ]);
  const ranked = corpus.docs
    .map((doc) => ({ doc, similarity: cosine(query, doc.bow) }))
    .sort((a, b) => b.similarity - a.similarity);
  const best = ranked[0]?.similarity ?? 0;
  const neighbours = ranked
    .slice(0, 3)
    .filter((r) => r.similarity >= NEIGHBOUR_FLOOR && r.similarity >= NEIGHBOUR_SHARE * best);
  // A neighbour's say grows with its resemblance: 0.15 is what unrelated questions share, 0.4 is the same topic.
  const say = (similarity: number) => Math.min(1, Math.max(0, (similarity - 0.15) / 0.25));
  const borrowed = neighbours.flatMap((n) =>
    n.doc.question.concepts.map((c) => ({ c, weight: say(n.similarity) })),
  );
  return {
    rubric: {
      ...own,
      key_points: [
        ...own.key_points,
        ...neighbours.slice(0, 2).flatMap((n) => n.doc.question.key_points.slice(0, 1)),
      ],
      concepts: [...own.concepts, ...borrowed.map((b) => b.c)],
    },
    conceptWeights: [...own.concepts.map(() => 1), ...borrowed.map((b) => b.weight * 0.6)],
    bow: blend([
      { bow: query, weight: 1 },
      ...neighbours.map((n) => ({ bow: n.doc.bow, weight: say(n.similarity) })),
    ]),
    sameTopic: new Set(
      ranked.filter((r) => r.similarity >= Math.max(RELATED_FLOOR, RELATED_SHARE * best)).map((r) => r.doc),
    ),
    questionStems,
    coreStems: new Set(),
    docSimilarity: [],
    neighbours,
    vector: { profile: null, docSimilarity: [], keyPoints: [] },
  };
}

const cache = new Map<string, QuestionProfile>();
/** Rubrics this module inferred: passed back in (the engine hands the rubric on), they keep their profile. */
const inferred = new WeakMap<Rubric, QuestionProfile>();

/** The profile of a question, cached: an interview scores several answers to the same questions. */
export function questionProfile(question: QuestionToJudge): QuestionProfile {
  const key = `${question.id ?? ''}|${question.text}|${question.rubric ? JSON.stringify(question.rubric.concepts) : ''}`;
  let profile = (question.rubric && inferred.get(question.rubric)) || cache.get(key);
  if (!profile) {
    profile = build(question);
    inferred.set(profile.rubric, profile);
    if (cache.size > 500) cache.clear();
    cache.set(key, profile);
  }
  return profile;
}

/** The rubric a question is judged against (bank, planner, or inferred from its text and its neighbours). */
export function rubricFor(question: QuestionToJudge): Rubric {
  return questionProfile(question).rubric;
}
