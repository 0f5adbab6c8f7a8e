import { describe, expect, it } from 'vitest';
import type { CohortStudent } from '@rehearse/contracts';
import { cohortCsv, isInactive, summariseCohort, viewCohort } from './cohort-stats.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

const student = (overrides: Partial<CohortStudent>): CohortStudent => ({
  id: overrides.name ?? 'x',
  name: 'Student',
  email: 'student@example.test',
  created_at: daysAgo(60),
  interviews: 0,
  last_interview_at: null,
  average_overall: null,
  average_domain_knowledge: null,
  average_articulation: null,
  average_communication: null,
  trend: null,
  weakest_area: null,
  ...overrides,
});

const asha = student({
  name: 'Asha',
  email: 'asha@x.test',
  interviews: 4,
  last_interview_at: daysAgo(2),
  average_overall: 70,
  average_domain_knowledge: 80,
  average_articulation: 60,
  average_communication: 70,
  trend: 5,
  weakest_area: 'articulation',
});
const ben = student({
  name: 'Ben',
  email: 'ben@x.test',
  interviews: 1,
  last_interview_at: daysAgo(20),
  average_overall: 50,
  average_domain_knowledge: 40,
  average_articulation: 56,
  average_communication: 54,
  trend: null,
  weakest_area: 'domain_knowledge',
});
const cara = student({ name: 'Cara', email: 'cara@x.test', created_at: daysAgo(3) });

describe('cohort numbers', () => {
  it('flags a student with no practice for 14 days, counting from sign-up when they never practised', () => {
    expect(isInactive(asha, NOW)).toBe(false);
    expect(isInactive(ben, NOW)).toBe(true);
    expect(isInactive(cara, NOW)).toBe(false);
    expect(isInactive(student({ created_at: daysAgo(15) }), NOW)).toBe(true);
  });

  it('averages each area over the students with a report, weakest area first', () => {
    const summary = summariseCohort([asha, ben, cara], NOW);
    expect(summary).toMatchObject({ students: 3, practising: 2, inactive: 1, averageOverall: 60 });
    expect(summary.areas.map((a) => [a.label, a.average, a.weakestFor])).toEqual([
      ['Articulation', 58, 1],
      ['Domain Knowledge', 60, 1],
      ['Communication', 62, 0],
    ]);
    expect(summariseCohort([cara], NOW).averageOverall).toBeNull();
  });

  it('filters by name or email, inactivity, missing reports and weakest area, and sorts with blanks last', () => {
    const all = [asha, ben, cara];
    const names = (rows: CohortStudent[]) => rows.map((s) => s.name);
    const any = { text: '', show: 'all', weakest: 'any' } as const;
    expect(names(viewCohort(all, { ...any, text: 'BEN@' }, { key: 'name', direction: 'asc' }, NOW))).toEqual([
      'Ben',
    ]);
    expect(
      names(viewCohort(all, { ...any, show: 'inactive' }, { key: 'name', direction: 'asc' }, NOW)),
    ).toEqual(['Ben']);
    expect(
      names(viewCohort(all, { ...any, show: 'no_report' }, { key: 'name', direction: 'asc' }, NOW)),
    ).toEqual(['Cara']);
    expect(
      names(viewCohort(all, { ...any, weakest: 'articulation' }, { key: 'name', direction: 'asc' }, NOW)),
    ).toEqual(['Asha']);
    expect(names(viewCohort(all, any, { key: 'average_overall', direction: 'desc' }, NOW))).toEqual([
      'Asha',
      'Ben',
      'Cara',
    ]);
    expect(names(viewCohort(all, any, { key: 'average_overall', direction: 'asc' }, NOW))).toEqual([
      'Ben',
      'Asha',
      'Cara',
    ]);
    expect(names(viewCohort(all, any, { key: 'last_interview_at', direction: 'desc' }, NOW))).toEqual([
      'Asha',
      'Ben',
      'Cara',
    ]);
  });

  it('exports CSV that a spreadsheet cannot mistake for formulas', () => {
    const csv = cohortCsv([asha, student({ name: '=HYPERLINK("http://x")', email: '+1@x.test' })], NOW);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Name","Email","Joined","Interviews"');
    expect(lines[1]).toBe(
      `"Asha","asha@x.test","${asha.created_at.slice(0, 10)}","4","${asha.last_interview_at!.slice(0, 10)}","70","80","60","70","5","Articulation","no"`,
    );
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)","'\+1@x\.test"/);
  });
});
