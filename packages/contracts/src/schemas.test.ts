// Every SPEC §5 validation message, as the browser and the server both show it.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactUsBody, FORM_MSG, requestJobTitleBody } from './application.ts';
import { instituteLoginBody, MSG, superAdminLoginBody } from './auth.ts';
import { createInstituteBody, createInstituteUserBody } from './institute.ts';
import { feedbackBody, INTERVIEW_MSG, startInterviewFields } from './interview.ts';
import { levelFor } from './scoring.ts';

/** The first message a schema gives for an input, as the server's 400 answer carries it. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const contact = {
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera@example.test',
  phone: '9876543210',
  message: 'We would like to run mock interviews for our final-year students.',
};

describe('onboard institute (SPEC §5)', () => {
  const valid = { instituteName: 'Northfield College', email: 'admin@northfield.test', password: 'secret1' };
  it.each([
    [{ ...valid, instituteName: '' }, MSG.instituteNameRequired],
    [{ ...valid, instituteName: undefined }, MSG.instituteNameRequired],
    [{ ...valid, instituteName: 'N' }, MSG.instituteNameMin],
    [{ ...valid, email: '' }, MSG.emailRequired],
    [{ ...valid, email: 'admin@northfield' }, MSG.emailInvalid],
    [{ ...valid, password: '' }, MSG.passwordRequired],
    [{ ...valid, password: '12345' }, MSG.passwordMin],
  ])('rejects %j with its message', (input, message) => {
    expect(firstMessage(createInstituteBody, input)).toBe(message);
  });
  it('accepts a valid institute and trims the name', () => {
    expect(
      createInstituteBody.parse({ ...valid, instituteName: '  Northfield College ' }).instituteName,
    ).toBe('Northfield College');
  });
  it('uses the SPEC words', () => {
    expect(MSG.instituteNameRequired).toBe('Institute name is required');
    expect(MSG.instituteNameMin).toBe('Institute name must be at least 2 characters');
    expect(MSG.emailRequired).toBe('Email is required');
    expect(MSG.emailInvalid).toBe('Email is invalid');
    expect(MSG.passwordRequired).toBe('Password is required');
    expect(MSG.passwordMin).toBe('Password must be at least 6 characters');
  });
});

describe('create institute user and institute sign-up (SPEC §5)', () => {
  const valid = {
    user_name: 'Asha Verma',
    user_email: 'asha@northfield.test',
    user_password: 'secret1',
    institute_id: '5b1e0c1e-4a53-4b0e-9c55-2f0b7f1d2c3a',
  };
  it.each([
    [{ ...valid, user_name: '' }, 'Name is required'],
    [{ ...valid, user_name: 'A' }, 'Name must be at least 2 characters'],
    [{ ...valid, user_email: 'asha' }, 'Email is invalid'],
    [{ ...valid, user_password: 'abc' }, 'Password must be at least 6 characters'],
    [{ ...valid, institute_id: '' }, 'Institute ID is required'],
  ])('rejects %j with its message', (input, message) => {
    expect(firstMessage(createInstituteUserBody, input)).toBe(message);
  });
  it('accepts a valid user', () => {
    expect(createInstituteUserBody.safeParse(valid).success).toBe(true);
  });
});

describe('sign-in (SPEC §5)', () => {
  it('requires an email of the x@y.z shape and a password', () => {
    expect(firstMessage(superAdminLoginBody, {})).toBe('Email is required');
    expect(firstMessage(superAdminLoginBody, { email: 'a@b', password: 'x' })).toBe('Email is invalid');
    expect(firstMessage(superAdminLoginBody, { email: 'a@b.co' })).toBe('Password is required');
    expect(superAdminLoginBody.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
  it('institute sign-in also needs the institute id', () => {
    expect(firstMessage(instituteLoginBody, { email: 'a@b.co', password: 'x' })).toBe(
      'Institute ID is required',
    );
  });
});

describe('contact form and request job title (SPEC §5, §9)', () => {
  it.each([
    [{ ...contact, first_name: '' }, FORM_MSG.firstNameRequired],
    [{ ...contact, first_name: 'x'.repeat(31) }, FORM_MSG.firstNameMax],
    [{ ...contact, last_name: '' }, FORM_MSG.lastNameRequired],
    [{ ...contact, last_name: 'x'.repeat(31) }, FORM_MSG.lastNameMax],
    [{ ...contact, email: 'meera' }, 'Email is invalid'],
    [{ ...contact, email: `${'m'.repeat(25)}@example.test` }, FORM_MSG.emailMax],
    [{ ...contact, phone: '' }, FORM_MSG.phoneRequired],
    [{ ...contact, phone: '1234567890123' }, FORM_MSG.phoneMax],
    [{ ...contact, phone: 'call me' }, FORM_MSG.phoneInvalid],
    [{ ...contact, message: '' }, FORM_MSG.messageRequired],
    [{ ...contact, message: 'Too short to be useful.' }, 'Min. 30 characters'],
    [{ ...contact, message: 'x'.repeat(1001) }, FORM_MSG.messageMax],
  ])('contact rejects %j with its message', (input, message) => {
    expect(firstMessage(contactUsBody, input)).toBe(message);
  });
  it('contact accepts a valid message at the limits', () => {
    expect(contactUsBody.safeParse({ ...contact, message: 'x'.repeat(30) }).success).toBe(true);
    expect(contactUsBody.safeParse({ ...contact, message: 'x'.repeat(1000) }).success).toBe(true);
  });
  it('request job title needs a title of at most 30 characters', () => {
    const valid = { ...contact, request_job_title: 'Robotics Engineer' };
    expect(requestJobTitleBody.safeParse(valid).success).toBe(true);
    expect(firstMessage(requestJobTitleBody, { ...valid, request_job_title: '' })).toBe(
      FORM_MSG.jobTitleRequired,
    );
    expect(firstMessage(requestJobTitleBody, { ...valid, request_job_title: 'x'.repeat(31) })).toBe(
      FORM_MSG.jobTitleMax,
    );
  });
});

describe('create interview (SPEC §5)', () => {
  const valid = { job_title: 'Backend Developer', round_type: 'Technical', difficulty_level: 'Expert' };
  it('requires the three choices', () => {
    expect(firstMessage(startInterviewFields, { ...valid, job_title: '' })).toBe('Required');
    expect(firstMessage(startInterviewFields, { ...valid, round_type: 'Lunch' })).toBe('Required');
    expect(firstMessage(startInterviewFields, { ...valid, difficulty_level: undefined })).toBe('Required');
  });
  it('limits the custom job description to 1 to 1000 characters', () => {
    expect(firstMessage(startInterviewFields, { ...valid, custom_jd: ' ' })).toBe(INTERVIEW_MSG.jdRequired);
    expect(firstMessage(startInterviewFields, { ...valid, custom_jd: 'x'.repeat(1001) })).toBe(
      INTERVIEW_MSG.jdMax,
    );
    expect(startInterviewFields.safeParse({ ...valid, custom_jd: 'x'.repeat(1000) }).success).toBe(true);
    expect(INTERVIEW_MSG.jdRequired).toBe('Job description is required');
    expect(INTERVIEW_MSG.jdMax).toBe('Job description must be less than 1000 characters');
    expect(INTERVIEW_MSG.onlyPdf).toBe('Only PDF files are allowed');
  });
});

describe('feedback (SPEC §5, §9)', () => {
  const valid = { session_id: 's1', rating: 4, feedback_message: 'Helpful' };
  it('takes a rating of 1 to 5 and a message of 4 to 100 characters', () => {
    expect(feedbackBody.safeParse(valid).success).toBe(true);
    expect(feedbackBody.safeParse({ ...valid, rating: 0 }).success).toBe(false);
    expect(feedbackBody.safeParse({ ...valid, rating: 6 }).success).toBe(false);
    expect(feedbackBody.safeParse({ ...valid, rating: 2.5 }).success).toBe(false);
    expect(feedbackBody.safeParse({ ...valid, feedback_message: 'abc' }).success).toBe(false);
    expect(feedbackBody.safeParse({ ...valid, feedback_message: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('score levels (SPEC §9)', () => {
  it.each([
    [95, 'Extraordinary'],
    [90, 'Expert'],
    [81, 'Expert'],
    [80, 'Advanced Professional'],
    [61, 'Advanced Professional'],
    [60, 'Professional'],
    [41, 'Professional'],
    [40, 'Entry-Level'],
    [21, 'Entry-Level'],
    [20, 'Beginner'],
    [0, 'Beginner'],
  ])('%d is %s', (score, label) => {
    expect(levelFor(score)).toBe(label);
  });
});
