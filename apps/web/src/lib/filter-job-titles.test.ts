import { describe, expect, it } from 'vitest';
import { filterJobTitles } from './filter-job-titles.ts';

const catalogue = [
  { job_title: 'Account Executive' },
  { job_title: 'Backend Developer' },
  { job_title: 'DevOps Engineer' },
  { job_title: 'Frontend Developer' },
  { job_title: 'Full Stack Developer' },
  { job_title: 'Mobile App Developer' },
  { job_title: 'Sales Development Representative' },
  { job_title: 'Operations Manager' },
];
const names = (query: string) => filterJobTitles(catalogue, query).map((title) => title.job_title);

describe('filterJobTitles', () => {
  it('returns the whole catalogue in its order for an empty or blank query', () => {
    expect(names('')).toEqual(catalogue.map((title) => title.job_title));
    expect(names('   ')).toEqual(catalogue.map((title) => title.job_title));
  });

  it('ignores case and extra spaces', () => {
    expect(names('  FRONTEND   developer ')).toEqual(['Frontend Developer']);
  });

  it('puts titles starting with the query first, then word starts, then other matches', () => {
    expect(names('dev')).toEqual([
      'DevOps Engineer',
      'Backend Developer',
      'Frontend Developer',
      'Full Stack Developer',
      'Mobile App Developer',
      'Sales Development Representative',
    ]);
  });

  it('ranks a match inside a word last', () => {
    expect(names('oper')).toEqual([
      'Operations Manager',
      'Backend Developer',
      'Frontend Developer',
      'Full Stack Developer',
      'Mobile App Developer',
    ]);
  });

  it('requires every typed word, in any order', () => {
    expect(names('developer back')).toEqual(['Backend Developer']);
    expect(names('stack full')).toEqual(['Full Stack Developer']);
  });

  it('does not match scattered letters, so an unknown role finds nothing', () => {
    expect(names('sd')).toEqual([]);
    expect(names('Astronaut')).toEqual([]);
  });

  it('keeps the extra fields of each entry', () => {
    const [first] = filterJobTitles([{ job_title: 'Data Analyst', job_description: 'SQL' }], 'data');
    expect(first).toEqual({ job_title: 'Data Analyst', job_description: 'SQL' });
  });
});
