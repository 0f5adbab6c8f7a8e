import type { DifficultyLevel, RoundType } from '@rehearse/contracts';
import { concept } from '../bank/generic/types.ts';
import type { PlannedQuestion, QuestionSource } from '../types.ts';
import { extractProjects, extractRequirements, extractSkills, synonymsOf } from './extract.ts';

/** A thing taken from the resume or job description that a question can be built around. */
export type Hook = {
  kind: 'skill' | 'project' | 'requirement';
  phrase: string;
  source: QuestionSource;
  /** The requirement is an activity ("you will build ..."), not a thing. */
  verb?: boolean;
};

const EXAMPLE = concept('example', 'project', 'for example', 'at my last', 'we built', 'i worked on');
const DECISION = concept('decision', 'decided', 'chose', 'trade-off', 'tradeoff', 'instead of', 'because');
const RESULT = concept('result', 'outcome', 'improved', 'reduced', 'increased', 'as a result', 'percent');

const DEPTH: Record<DifficultyLevel, string> = {
  'Entry-Level': 'what you did and what you learned',
  Professional: 'the decisions you made and the result',
  Expert: 'the trade-offs you weighed and how you would scale it',
};

function textFor(hook: Hook, round: RoundType, difficulty: DifficultyLevel): string {
  const where =
    hook.source === 'resume'
      ? 'Your resume mentions'
      : hook.verb
        ? 'This role involves the ability to'
        : 'This role asks for';
  const thing = hook.phrase;
  if (round === 'Behavioral')
    return `${where} ${thing}. Tell me about a specific time you relied on it: the situation, your actions and the result.`;
  if (round === 'Warm-up')
    return `${where} ${thing}. How did you get into it, and where have you used it so far?`;
  return `${where} ${thing}. Walk me through how you applied it: ${DEPTH[difficulty]}.`;
}

export function questionFromHook(
  hook: Hook,
  round: RoundType,
  difficulty: DifficultyLevel,
  n: number,
): PlannedQuestion {
  // A long requirement ("A/B testing of landing pages") also counts when its parts are named on their own.
  const parts = hook.phrase
    .split(/\s+(?:of|and|with|in|for|on|to|using)\s+|,\s*/i)
    .filter((p) => p.length > 2 && p !== hook.phrase);
  const named = concept(hook.phrase, ...parts, ...(hook.kind === 'skill' ? synonymsOf(hook.phrase) : []));
  const behavioural = round === 'Behavioral';
  // A warm-up asks how the candidate got into it and where they used it, not for decisions and results.
  const warmUp = round === 'Warm-up';
  return {
    id: `${hook.source.replace('_', '-')}-${n}`,
    text: textFor(hook, round, difficulty),
    competency:
      hook.kind === 'requirement' ? `Requirement: ${hook.phrase}` : `Experience with ${hook.phrase}`,
    source: hook.source,
    rubric: {
      key_points: warmUp
        ? [`how you got into ${hook.phrase}`, `a concrete piece of work involving ${hook.phrase}`]
        : [
            `a concrete piece of work involving ${hook.phrase}`,
            behavioural ? 'the situation and own actions' : 'how it was applied and why that way',
            'a measured result or lesson',
          ],
      evidence: warmUp ? ['situation', 'work'] : ['work', behavioural ? 'situation' : 'reasons', 'result'],
      concepts: warmUp ? [named, EXAMPLE] : [named, EXAMPLE, DECISION, RESULT],
      strong_answer: warmUp
        ? `Says how the candidate got into ${hook.phrase} and describes a real piece of work with it.`
        : `Describes a real piece of work with ${hook.phrase}, the candidate's own decisions with reasons, and a result with a number or a clear lesson.`,
      follow_up: `What would you do differently with ${hook.phrase} next time?`,
    },
  };
}

/** A hook that repeats one already chosen ("SQL" after "SQL and dashboards") would ask the same thing twice. */
export function overlaps(hooks: Hook[], hook: Hook): boolean {
  const phrase = hook.phrase.toLowerCase();
  return hooks.some(
    (h) => h.phrase.toLowerCase().includes(phrase) || phrase.includes(h.phrase.toLowerCase()),
  );
}

/** Hooks from a resume (skills, then projects) and a custom job description (requirements, then skills). */
export function findHooks(resumeText: string | undefined, customJd: string | undefined): Hook[] {
  const hooks: Hook[] = [];
  const add = (hook: Hook) => {
    if (!overlaps(hooks, hook)) hooks.push(hook);
  };
  const fromJd = customJd
    ? [
        ...extractRequirements(customJd).map((r) => ({
          kind: 'requirement' as const,
          ...r,
          source: 'custom_jd' as const,
        })),
        ...extractSkills(customJd).map((phrase) => ({
          kind: 'skill' as const,
          phrase,
          source: 'custom_jd' as const,
        })),
      ]
    : [];
  const fromResume = resumeText
    ? [
        ...extractSkills(resumeText).map((phrase) => ({
          kind: 'skill' as const,
          phrase,
          source: 'resume' as const,
        })),
        ...extractProjects(resumeText).map((phrase) => ({
          kind: 'project' as const,
          phrase,
          source: 'resume' as const,
        })),
      ]
    : [];
  // Alternate so that both documents are reflected when both are given.
  for (let i = 0; i < Math.max(fromJd.length, fromResume.length); i++) {
    if (fromResume[i]) add(fromResume[i]!);
    if (fromJd[i]) add(fromJd[i]!);
  }
  return hooks;
}
