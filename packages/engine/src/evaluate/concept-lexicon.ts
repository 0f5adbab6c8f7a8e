import { allBankQuestions } from '../bank/index.ts';
import { phraseStems } from './text.ts';

/**
 * Every concept of every bank rubric is a group of words that mean the same thing in an interview answer
 * ("churn": at risk, non-renewal, retention). A word of a new question borrows the words of the groups it
 * belongs to, so that an answer that paraphrases it is still heard.
 */
type Lexicon = { groups: string[][]; byStem: Map<string, number[]> };

/** A word that belongs to more groups than this ("result", "data") is too general to borrow through. */
const MAX_GROUPS = 12;

let lexicon: Lexicon | null = null;

function build(): Lexicon {
  const groups = allBankQuestions().flatMap((q) => q.concepts.map((c) => [c.name, ...c.synonyms]));
  const byStem = new Map<string, number[]>();
  groups.forEach((group, i) => {
    for (const term of group) {
      const key = phraseStems(term.toLowerCase()).join(' ');
      const list = byStem.get(key) ?? [];
      if (list.at(-1) !== i) list.push(i);
      byStem.set(key, list);
    }
  });
  return { groups, byStem };
}

/** Words that the bank's rubrics treat as the same concept as `term` (not including it). */
export function relatedTerms(term: string): string[] {
  lexicon ??= build();
  const key = phraseStems(term.toLowerCase()).join(' ');
  const groups = lexicon.byStem.get(key) ?? [];
  if (groups.length === 0 || groups.length > MAX_GROUPS) return [];
  const lower = term.toLowerCase();
  return [...new Set(groups.flatMap((i) => lexicon!.groups[i]!.map((t) => t.toLowerCase())))].filter(
    (t) => t !== lower,
  );
}
