import type { CreateInterviewFormValues } from './create-interview-form.ts';

type PayloadEntry = [name: string, value: string | File];

/**
 * The multipart fields of POST /t1/interview/start. SPEC §5: empty or false values are left out, so no empty
 * resume and no empty job description reach the server; a job description typed while the toggle is off is
 * not sent either.
 */
export function startInterviewEntries(values: CreateInterviewFormValues): PayloadEntry[] {
  const entries: PayloadEntry[] = [
    ['job_title', values.job_title.trim()],
    ['round_type', values.round_type],
    ['difficulty_level', values.difficulty_level],
  ];
  const customJd = values.use_custom_jd ? values.custom_jd.trim() : '';
  if (customJd) entries.push(['custom_jd', customJd]);
  if (values.resume && values.resume.size > 0) entries.push(['resume', values.resume]);
  return entries.filter(([, value]) => value !== '');
}

export function startInterviewFormData(values: CreateInterviewFormValues): FormData {
  const formData = new FormData();
  for (const [name, value] of startInterviewEntries(values)) {
    if (typeof value === 'string') formData.append(name, value);
    else formData.append(name, value, value.name);
  }
  return formData;
}
