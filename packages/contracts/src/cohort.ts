import { z } from 'zod';
import { TEXT_LIMITS } from './common.ts';

/** The three scored areas of a report, in the report's words (SPEC §1). */
export const SCORE_AREAS = {
  domain_knowledge: 'Domain Knowledge',
  articulation: 'Articulation',
  communication: 'Communication',
} as const;
export type ScoreArea = keyof typeof SCORE_AREAS;

/** A student with no practice for this long is flagged on the cohort dashboard. */
export const INACTIVE_AFTER_DAYS = 14;

/**
 * One student of the cohort (GET /t1/institute/cohort). Numbers are null while the student has no report.
 * `interviews` counts interviews started (retakes of a question are not interviews); `last_interview_at` is the
 * latest practice of any kind. `trend` is the latest report's overall score minus the mean of the (up to three)
 * reports before it, null with fewer than two reports. `weakest_area` is the area with the lowest average.
 */
export const cohortStudent = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  interviews: z.number().int(),
  last_interview_at: z.string().nullable(),
  average_overall: z.number().nullable(),
  average_domain_knowledge: z.number().nullable(),
  average_articulation: z.number().nullable(),
  average_communication: z.number().nullable(),
  trend: z.number().nullable(),
  weakest_area: z.enum(['domain_knowledge', 'articulation', 'communication']).nullable(),
});
export type CohortStudent = z.infer<typeof cohortStudent>;

export const cohort = z.object({ students: z.array(cohortStudent) });
export type Cohort = z.infer<typeof cohort>;

export const COHORT_MSG = {
  studentNotFound: 'Student not found',
} as const;

/** The student's interviews as their admin sees them (read only). */
export const studentParams = z.object({ id: z.string().max(TEXT_LIMITS.id) });
export const studentReportQuery = z.object({ session_id: z.string().max(TEXT_LIMITS.id) });

/** Bulk enrolment (POST /t1/institute/importUsers): a CSV of name,email. */
export const IMPORT_MAX_ROWS = 1000;
/** 1,000 rows of a 100-character name and a 254-character email, with room for quotes and a header. */
export const IMPORT_MAX_BYTES = 512 * 1024;

export const IMPORT_MSG = {
  fileRequired: 'Choose a CSV file with the columns name,email',
  notCsv: 'The file must be a CSV file (name,email on each line)',
  tooLarge: 'The file is too large: at most 1,000 students (512 KB) at a time',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} students; split it and import each part`,
  empty: 'The file has no students in it',
  unreadable: 'The file could not be read as CSV: check that each line is name,email',
  columns: 'This row needs two columns: name,email',
  duplicate: (firstRow: number) => `Duplicate email: the same address is on row ${firstRow}`,
  registered: 'Already registered: an account with this email exists',
  imported: (created: number) => `${created} student${created === 1 ? '' : 's'} added and invited by email`,
} as const;

export const importRow = z.object({ row: z.number().int(), name: z.string(), email: z.string() });
export type ImportRow = z.infer<typeof importRow>;
export const skippedRow = z.object({ row: z.number().int(), reason: z.string() });
export type SkippedRow = z.infer<typeof skippedRow>;

/** The preview: rows that would be created and rows that would be skipped, with why. Nothing is created. */
export const importPreview = z.object({ valid: z.array(importRow), skipped: z.array(skippedRow) });
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({ created: z.number().int(), skipped: z.array(skippedRow) });
export type ImportResult = z.infer<typeof importResult>;
