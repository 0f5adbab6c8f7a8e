import { describe, expect, it } from 'vitest';
import { getJobTitlesQueryOptions as landingJobTitles } from '@/features/home/api/get-job-titles.ts';
import { CATALOGUE_QUERY_KEY } from '@/features/inbox/api/add-job-title.ts';
import { getJobTitlesQueryOptions as interviewSetupJobTitles } from '@/features/interview-setup/api/get-job-titles.ts';

// Features cannot import each other, so the inbox repeats the catalogue's query key; the app layer checks them.
describe('catalogue query key', () => {
  it('is the key the hero search caches the job titles under, so an added title shows there at once', () => {
    expect(landingJobTitles().queryKey).toEqual([...CATALOGUE_QUERY_KEY]);
  });

  it('is the key the Create Interview dialog caches the job titles under', () => {
    expect(interviewSetupJobTitles().queryKey).toEqual([...CATALOGUE_QUERY_KEY]);
  });
});
