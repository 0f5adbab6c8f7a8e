import { allBankQuestions, findBankQuestion, roleBank } from '../bank/index.ts';
import { concept } from '../bank/generic/types.ts';
import { synonymsOf } from '../plan/extract.ts';
import { SKILLS } from '../plan/skills.ts';
import type { QuestionToJudge, Rubric } from '../types.ts';
import { analyse, contentStems } from './text.ts';

function cosine(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

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

const stemCache = new Map<string, Set<string>>();

/**
 * The rubric of a question that arrives without one (any question text): the bank's own when the text is a
 * bank question; otherwise the question's topic phrases as concepts (with known skill synonyms), the closest
 * bank question's concepts when it is clearly about the same thing, and key points that restate what was asked.
 */
export function rubricFor(question: QuestionToJudge): Rubric {
  if (question.rubric) return question.rubric;
  const banked = (question.id && findBankQuestion(question.id)) || findBankQuestion(question.text);
  if (banked)
    return {
      key_points: banked.key_points,
      concepts: banked.concepts,
      strong_answer: banked.strong_answer,
      follow_up: banked.follow_up,
    };

  const phrases = topicPhrases(question.text);
  const words = [...new Set(phrases.flatMap((p) => p.split(' ')))];
  const concepts = words.map((word) => {
    const skill = skillByTerm.get(word);
    return concept(word, ...(skill ? [skill.toLowerCase(), ...synonymsOf(skill)] : []));
  });
  // Related bank rubrics lend their concepts: what strong answers to similar questions name.
  const stems = contentStems(question.text);
  const role = question.job_title ? roleBank(question.job_title)?.role : undefined;
  const related = allBankQuestions()
    .map((q) => {
      let bankStems = stemCache.get(q.id);
      if (!bankStems) stemCache.set(q.id, (bankStems = contentStems(`${q.text} ${q.competency}`)));
      return { q, score: cosine(stems, bankStems) * (role && q.role === role ? 1.2 : 1) };
    })
    .filter((r) => r.score >= 0.4)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2);
  const borrowed = related.length
    ? {
        key_points: related.flatMap((r) => r.q.key_points.slice(0, 1)),
        concepts: related.flatMap((r) => r.q.concepts),
      }
    : null;
  return {
    key_points: [phrases.join(', '), ...(borrowed ? borrowed.key_points.slice(0, 2) : [])].filter(Boolean),
    concepts: [...concepts, ...(borrowed ? borrowed.concepts : [])],
    strong_answer: `Answers exactly what was asked (${phrases.join(', ')}) with concrete details and the reasoning behind them.`,
    follow_up: 'Can you give a specific example of that?',
  };
}
