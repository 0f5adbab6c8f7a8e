import { DIFFICULTY_LEVELS, PRACTICE_ROLES, ROUND_TYPES } from '@rehearse/contracts';
import { describe, expect, it } from 'vitest';
import { ROLE_BANKS, allBankQuestions } from './index.ts';
import { genericQuestions } from './generic/index.ts';

describe('question bank', () => {
  it('covers all eight roles', () => {
    expect(ROLE_BANKS.map((b) => b.role).sort()).toEqual([...PRACTICE_ROLES].sort());
  });

  it.each(PRACTICE_ROLES)(
    'has at least 8 questions with rubrics for every round and difficulty of %s',
    (role) => {
      const bank = ROLE_BANKS.find((b) => b.role === role)!;
      for (const round of ROUND_TYPES) {
        for (const difficulty of DIFFICULTY_LEVELS) {
          const questions = bank.questions[round][difficulty];
          expect(questions.length, `${role} / ${round} / ${difficulty}`).toBeGreaterThanOrEqual(8);
          for (const q of questions) {
            expect(q.key_points.length, q.id).toBeGreaterThan(0);
            expect(q.concepts.length, q.id).toBeGreaterThan(0);
          }
        }
      }
    },
  );

  it('gives each key point one kind of evidence where a question names them, and every behavioural story its three parts', () => {
    const generic = ROUND_TYPES.flatMap((round) =>
      DIFFICULTY_LEVELS.flatMap((d) => genericQuestions(round, d)),
    );
    for (const q of [...allBankQuestions(), ...generic])
      if (q.evidence) expect(q.evidence.length, q.id).toBe(q.key_points.length);
    for (const q of generic.filter((g) => g.id.startsWith('generic-behavioral-')))
      expect(q.evidence?.[0], q.id).toBe('scene');
  });

  it('has unique ids and unique question texts', () => {
    const questions = allBankQuestions();
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.text.toLowerCase().trim())).size).toBe(questions.length);
  });
});
