import { describe, expect, it } from 'vitest';
import { defaultFormValues } from './create-interview-form.ts';
import { startInterviewEntries, startInterviewFormData } from './start-interview-payload.ts';

const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
const names = (values: Parameters<typeof startInterviewEntries>[0]) =>
  startInterviewEntries(values).map(([name]) => name);

describe('POST /t1/interview/start payload', () => {
  it('sends only the three required fields when nothing optional was given', () => {
    expect(startInterviewEntries(defaultFormValues('Data Analyst'))).toEqual([
      ['job_title', 'Data Analyst'],
      ['round_type', 'Warm-up'],
      ['difficulty_level', 'Entry-Level'],
    ]);
  });

  it('leaves out an empty job description even with the toggle on', () => {
    expect(names({ ...defaultFormValues('QA'), use_custom_jd: true, custom_jd: '  ' })).not.toContain(
      'custom_jd',
    );
  });

  it('leaves out a job description typed before the toggle was switched off', () => {
    expect(
      names({ ...defaultFormValues('QA'), use_custom_jd: false, custom_jd: 'Own the test plan' }),
    ).not.toContain('custom_jd');
  });

  it('sends the trimmed job description when the toggle is on', () => {
    const entries = startInterviewEntries({
      ...defaultFormValues('QA'),
      use_custom_jd: true,
      custom_jd: ' Plan ',
    });
    expect(entries).toContainEqual(['custom_jd', 'Plan']);
  });

  it('leaves out a missing or empty resume and sends a real one', () => {
    expect(names({ ...defaultFormValues('QA'), resume: null })).not.toContain('resume');
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    expect(names({ ...defaultFormValues('QA'), resume: empty })).not.toContain('resume');
    expect(names({ ...defaultFormValues('QA'), resume: pdf })).toContain('resume');
  });

  it('builds multipart form data with the resume as a named file', () => {
    const formData = startInterviewFormData({
      ...defaultFormValues('QA Engineer'),
      round_type: 'Technical',
      resume: pdf,
    });
    expect(formData.get('job_title')).toBe('QA Engineer');
    expect(formData.get('round_type')).toBe('Technical');
    expect(formData.has('custom_jd')).toBe(false);
    const resume = formData.get('resume');
    expect(resume).toBeInstanceOf(File);
    expect((resume as File).name).toBe('cv.pdf');
  });
});
