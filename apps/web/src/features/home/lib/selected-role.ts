import type { JobTitle } from '@rehearse/contracts';

/** What Start Practice hands to the Create Interview dialog (SPEC §3 'Selected role'). */
export type SelectedRole = { label: string; value: string; job_description: string };

/**
 * A role card carries a short local description so it works before (or without) the catalogue; when the catalogue
 * has the same title, its full job description wins because the interviewer plans questions from it.
 */
export function selectedRoleFor(
  title: string,
  fallbackDescription: string,
  catalogue: readonly JobTitle[] = [],
): SelectedRole {
  const wanted = title.trim().toLowerCase();
  const entry = catalogue.find((item) => item.job_title.trim().toLowerCase() === wanted);
  return { label: title, value: title, job_description: entry?.job_description ?? fallbackDescription };
}
