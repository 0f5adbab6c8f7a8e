import { z } from 'zod';

export const jobTitle = z.object({ job_title: z.string(), job_description: z.string() });
export type JobTitle = z.infer<typeof jobTitle>;
export const jobTitlesResult = z.object({ job_titles: z.array(jobTitle) });

/** The eight roles of the 'Try for Free' grid (SPEC §2). */
export const PRACTICE_ROLES = [
  'Backend Developer',
  'Frontend Developer',
  'Full Stack Developer',
  'Sales Representative',
  'Marketing Executive',
  'Support Engineer',
  'DevOps Engineer',
  'Customer Success',
] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];
