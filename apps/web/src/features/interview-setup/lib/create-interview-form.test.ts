import { describe, expect, it } from 'vitest';
import { createInterviewForm, defaultFormValues } from './create-interview-form.ts';

const pdf = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
const docx = new File(['x'], 'resume.docx', {
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
});

const messagesFor = (values: unknown, field: string) => {
  const result = createInterviewForm.safeParse(values);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
};

describe('Create Interview form schema', () => {
  it('starts with the given role, the first round type and the first difficulty, toggle off', () => {
    expect(defaultFormValues('Backend Developer')).toEqual({
      job_title: 'Backend Developer',
      round_type: 'Warm-up',
      difficulty_level: 'Entry-Level',
      resume: null,
      use_custom_jd: false,
      custom_jd: '',
    });
    expect(createInterviewForm.safeParse(defaultFormValues('Backend Developer')).success).toBe(true);
  });

  it('requires a role', () => {
    expect(messagesFor(defaultFormValues(''), 'job_title')).toEqual(['Required']);
  });

  it('accepts a PDF resume and rejects any other file', () => {
    expect(messagesFor({ ...defaultFormValues('QA'), resume: pdf }, 'resume')).toEqual([]);
    expect(messagesFor({ ...defaultFormValues('QA'), resume: docx }, 'resume')).toEqual([
      'Only PDF files are allowed',
    ]);
    expect(messagesFor({ ...defaultFormValues('QA'), resume: 'resume.pdf' }, 'resume')).toEqual([
      'Only PDF files are allowed',
    ]);
  });

  it('ignores the job description while the toggle is off', () => {
    expect(messagesFor({ ...defaultFormValues('QA'), custom_jd: 'x'.repeat(1500) }, 'custom_jd')).toEqual([]);
  });

  it('requires 1 to 1000 characters of job description when the toggle is on', () => {
    const on = { ...defaultFormValues('QA'), use_custom_jd: true };
    expect(messagesFor({ ...on, custom_jd: '   ' }, 'custom_jd')).toEqual(['Job description is required']);
    expect(messagesFor({ ...on, custom_jd: 'x'.repeat(1001) }, 'custom_jd')).toEqual([
      'Job description must be less than 1000 characters',
    ]);
    expect(messagesFor({ ...on, custom_jd: 'x'.repeat(1000) }, 'custom_jd')).toEqual([]);
  });

  it('accepts only the known round types and difficulty levels', () => {
    expect(messagesFor({ ...defaultFormValues('QA'), round_type: 'Lunch' }, 'round_type')).toEqual([
      'Required',
    ]);
    expect(messagesFor({ ...defaultFormValues('QA'), difficulty_level: 'Guru' }, 'difficulty_level')).toEqual(
      ['Required'],
    );
  });
});
