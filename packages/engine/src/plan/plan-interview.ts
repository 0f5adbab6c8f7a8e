import { DIFFICULTY_LEVELS, ROUND_TYPES, type DifficultyLevel, type RoundType } from '@rehearse/contracts';
import { z } from 'zod';
import { roleBank } from '../bank/index.ts';
import { genericQuestions } from '../bank/generic/index.ts';
import type { BankQuestion } from '../bank/types.ts';
import type { PlanRequest, PlannedQuestion } from '../types.ts';
import { extractRequirements, extractSkills } from './extract.ts';
import { findHooks, overlaps, questionFromHook } from './personalise.ts';

export const planRequestSchema = z.object({
  job_title: z.string().trim().min(1, 'job_title is required'),
  job_description: z.string().default(''),
  round_type: z.enum(ROUND_TYPES),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  resume_text: z.string().optional(),
  custom_jd: z.string().optional(),
  count: z.number().int().min(1).max(30),
});

/** How many questions a resume or custom job description must shape (the issue asks for at least 2). */
const PERSONALISED = 2;

/** A bank question as it is planned: its role filled in, with the rubric it is judged by (the labelled set's too). */
export function fromBank(q: BankQuestion, source: PlannedQuestion['source'], role: string): PlannedQuestion {
  const fill = (s: string) => s.replaceAll('{role}', role);
  return {
    id: q.id,
    text: fill(q.text),
    competency: q.competency,
    source,
    rubric: {
      key_points: q.key_points,
      ...(q.evidence && { evidence: q.evidence }),
      concepts: q.concepts,
      strong_answer: fill(q.strong_answer),
      follow_up: fill(q.follow_up),
    },
  };
}

/** A seeded shuffle (mulberry32) so that two interviews differ, yet a seed reproduces one. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Generic questions closest to the interview asked for: its own round and difficulty, then the same round at the
 * nearest difficulties, then the other rounds. A title with no bank and no job description (anything typed
 * outside the catalogue) has only the generic questions, four per round and difficulty, and the plans ask for up
 * to ten.
 */
function genericFallback(round: RoundType, difficulty: DifficultyLevel) {
  const byDistance = (level: DifficultyLevel) =>
    Math.abs(DIFFICULTY_LEVELS.indexOf(level) - DIFFICULTY_LEVELS.indexOf(difficulty));
  const difficulties = [...DIFFICULTY_LEVELS].sort((a, b) => byDistance(a) - byDistance(b));
  const rounds = [round, ...ROUND_TYPES.filter((r) => r !== round)];
  return rounds.flatMap((r) => difficulties.flatMap((d) => genericQuestions(r, d)));
}

/** Questions for a catalogue title without a hand-written bank: its job description first, then generic ones. */
function catalogueQuestions(request: PlanRequest, seed: number): PlannedQuestion[] {
  const hooks = [
    ...extractRequirements(request.job_description).map((r) => ({ kind: 'requirement' as const, ...r })),
    ...extractSkills(request.job_description).map((phrase) => ({ kind: 'skill' as const, phrase })),
  ]
    .map((h) => ({ ...h, source: 'job_description' as const }))
    .filter((hook, i, all) => !overlaps(all.slice(0, i), hook));
  const fromJd = hooks
    .slice(0, Math.ceil(request.count / 2))
    .map((hook, i) => questionFromHook(hook, request.round_type, request.difficulty_level, i + 1));
  const generic = shuffle(genericQuestions(request.round_type, request.difficulty_level), seed).map((q) =>
    fromBank(q, 'generic', request.job_title),
  );
  return [...fromJd, ...generic];
}

/**
 * The embedded planner: `count` distinct questions for the role, round and difficulty, at least two of them
 * built on the resume or custom job description when one is given. Pure apart from the optional seed.
 */
export function planInterview(input: PlanRequest, seed = Date.now()): PlannedQuestion[] {
  const request = planRequestSchema.parse(input) as PlanRequest;
  const bank = roleBank(request.job_title);
  const base = bank
    ? shuffle(bank.questions[request.round_type][request.difficulty_level], seed).map((q) =>
        fromBank(q, 'bank', request.job_title),
      )
    : catalogueQuestions(request, seed);
  // A bank still being written (or a thin one) is topped up with generic questions rather than repeating.
  const pool = [
    ...base,
    ...genericFallback(request.round_type, request.difficulty_level).map((q) =>
      fromBank(q, 'generic', request.job_title),
    ),
  ];
  const personal = findHooks(request.resume_text, request.custom_jd)
    .slice(0, Math.min(request.count, Math.max(PERSONALISED, Math.floor(request.count / 3))))
    .map((hook, i) => questionFromHook(hook, request.round_type, request.difficulty_level, i + 1));
  const chosen: PlannedQuestion[] = [];
  const seen = new Set<string>();
  const take = (q: PlannedQuestion) => {
    const key = q.text.toLowerCase();
    if (chosen.length >= request.count || seen.has(key) || chosen.some((c) => c.id === q.id)) return;
    seen.add(key);
    chosen.push(q);
  };
  // Open with a bank question, then the personalised ones, then the rest.
  if (pool[0]) take(pool[0]);
  personal.forEach(take);
  pool.forEach(take);
  if (chosen.length < request.count) {
    throw new Error(
      `Only ${chosen.length} distinct questions are available for ${request.job_title}; ${request.count} were asked for`,
    );
  }
  return chosen;
}
