import { describe, expect, it } from 'vitest';
import { filterRoles } from './filter-roles.ts';

const titles = [
  { job_title: 'Backend Developer' },
  { job_title: 'Frontend Developer' },
  { job_title: 'Data Analyst' },
];

describe('filterRoles', () => {
  it('lists every role for an empty search', () => {
    expect(filterRoles(titles, '  ')).toEqual(titles);
  });

  it('needs every typed word, in any order and case', () => {
    expect(filterRoles(titles, 'DEV back')).toEqual([{ job_title: 'Backend Developer' }]);
    expect(filterRoles(titles, 'developer')).toHaveLength(2);
  });

  it('finds nothing for an unknown role', () => {
    expect(filterRoles(titles, 'astronaut')).toEqual([]);
  });
});
