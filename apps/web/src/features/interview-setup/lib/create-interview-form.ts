import { z } from 'zod';
import { DIFFICULTY_LEVELS, INTERVIEW_MSG, ROUND_TYPES, startInterviewFields } from '@rehearse/contracts';

const PDF_TYPE = 'application/pdf';

/** The server's custom_jd rule (trimmed, 1..1000) without its optional wrapper. */
const customJd = startInterviewFields.shape.custom_jd.unwrap();

/**
 * The Create Interview form (SPEC §3, §5): the server's fields, plus the resume file and the Job Description
 * toggle. The job description is checked with the server's own rule, but only while the toggle is on.
 */
export const createInterviewForm = startInterviewFields
  .pick({ job_title: true, round_type: true, difficulty_level: true })
  .extend({
    resume: z
      .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, INTERVIEW_MSG.onlyPdf)
      .refine((file) => file.type === PDF_TYPE, INTERVIEW_MSG.onlyPdf)
      .nullable(),
    use_custom_jd: z.boolean(),
    custom_jd: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.use_custom_jd) return;
    const result = customJd.safeParse(values.custom_jd);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['custom_jd'], message: issue.message });
    }
  });

export type CreateInterviewFormValues = z.infer<typeof createInterviewForm>;

export const RESUME_ACCEPT = PDF_TYPE;

export function defaultFormValues(jobTitle: string): CreateInterviewFormValues {
  return {
    job_title: jobTitle,
    round_type: ROUND_TYPES[0],
    difficulty_level: DIFFICULTY_LEVELS[0],
    resume: null,
    use_custom_jd: false,
    custom_jd: '',
  };
}
