// Every string a request carries: no control characters, a maximum length, and emails that stay one address.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addJobTitleBody, idParams } from './admin.ts';
import { contactUsBody, requestJobTitleBody } from './application.ts';
import { instituteLoginBody, MSG, superAdminLoginBody } from './auth.ts';
import { EMAIL_PATTERN, TEXT_LIMITS } from './common.ts';
import { createInstituteBody, createInstituteUserBody } from './institute.ts';
import {
  clientMessage,
  feedbackBody,
  INTERVIEW_MSG,
  sessionIdBody,
  startInterviewFields,
  storeRecordingBody,
} from './interview.ts';

const ID = '5b1e0c1e-4a53-4b0e-9c55-2f0b7f1d2c3a';
const contact = {
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera@example.test',
  phone: '9876543210',
  message: 'We would like to run mock interviews for our final-year students.',
};

/** Each request schema with a valid body; every string in it is a field a client can fill. */
const REQUESTS: [string, z.ZodType, Record<string, unknown>][] = [
  ['super admin sign-in', superAdminLoginBody, { email: 'root@example.test', password: 'secret1' }],
  ['institute sign-in', instituteLoginBody, { email: 'a@b.co', password: 'secret1', instituteID: ID }],
  [
    'create institute',
    createInstituteBody,
    { instituteName: 'Northfield College', email: 'admin@northfield.test', password: 'secret1' },
  ],
  [
    'create institute user',
    createInstituteUserBody,
    { user_name: 'Asha Verma', user_email: 'asha@n.test', user_password: 'secret1', institute_id: ID },
  ],
  ['contact us', contactUsBody, contact],
  ['request job title', requestJobTitleBody, { ...contact, request_job_title: 'Robotics Engineer' }],
  [
    'start interview',
    startInterviewFields,
    {
      job_title: 'Astronaut',
      round_type: 'Technical',
      difficulty_level: 'Expert',
      custom_jd: 'Walk in space.',
    },
  ],
  ['feedback', feedbackBody, { session_id: ID, rating: 4, feedback_message: 'Helpful' }],
  ['report', sessionIdBody, { session_id: ID }],
  ['store recording', storeRecordingBody, { session_id: ID, question_id: ID, duration: 4000 }],
  [
    'add job title',
    addJobTitleBody,
    {
      job_title: 'Astronaut',
      job_description: 'Flies to orbit and runs experiments on board.',
      request_id: ID,
    },
  ],
  ['inbox item', idParams, { id: ID }],
];

const stringFields = (body: Record<string, unknown>) =>
  Object.keys(body).filter(
    (key) => typeof body[key] === 'string' && !/round_type|difficulty_level/.test(key),
  );

const messagesFor = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('request strings refuse control characters with a clear message', () => {
  it.each(REQUESTS)('%s: every valid body passes', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(REQUESTS)(
    '%s: a NUL, an escape or a C1 control in any string field is refused',
    (_n, schema, valid) => {
      for (const field of stringFields(valid)) {
        for (const control of ['\u0000', '\u001b[2J', '\u0085']) {
          const value = String(valid[field]);
          const result = schema.safeParse({
            ...valid,
            [field]: value.slice(0, 2) + control + value.slice(2),
          });
          expect(result.success, `${field} with ${JSON.stringify(control)}`).toBe(false);
          const messages = result.error!.issues.map((issue) => issue.message);
          if (
            !['session_id', 'question_id', 'id', 'request_id', 'instituteID', 'institute_id'].includes(field)
          )
            expect(
              messages.some((m) => /must not contain control characters$/.test(m)),
              field,
            ).toBe(true);
        }
      }
    },
  );

  it('names the field in the message', () => {
    const nul = (s: string) => `${s}\u0000`;
    expect(messagesFor(contactUsBody, { ...contact, first_name: nul('Meera') })).toEqual([
      'First name must not contain control characters',
    ]);
    expect(messagesFor(superAdminLoginBody, { email: nul('root@example.test'), password: 'x' })[0]).toBe(
      'Email must not contain control characters',
    );
    expect(
      messagesFor(createInstituteBody, {
        instituteName: nul('Northfield'),
        email: 'a@b.co',
        password: 'secret1',
      }),
    ).toEqual(['Institute name must not contain control characters']);
  });

  it('text areas keep line breaks and tabs; one-line fields do not', () => {
    const message = 'First line of the message, long enough.\n\tSecond line, indented.\r\n';
    expect(contactUsBody.safeParse({ ...contact, message }).success).toBe(true);
    expect(
      startInterviewFields.safeParse({
        job_title: 'Astronaut',
        round_type: 'Technical',
        difficulty_level: 'Expert',
        custom_jd: 'Space walks.\nRobotics.',
      }).success,
    ).toBe(true);
    expect(messagesFor(contactUsBody, { ...contact, last_name: 'Iyer\nBcc: x@evil.co' })).toEqual([
      'Last name must not contain control characters',
    ]);
  });
});

describe('every request string has a maximum length', () => {
  const HUGE = 'x'.repeat(900 * 1024);
  it.each(REQUESTS)('%s: a 900 KB value in any string field is refused', (_name, schema, valid) => {
    for (const field of stringFields(valid)) {
      expect(schema.safeParse({ ...valid, [field]: HUGE }).success, field).toBe(false);
    }
  });

  it('the limits SPEC sets stay as SPEC says; the others are written down in TEXT_LIMITS', () => {
    expect(TEXT_LIMITS).toMatchObject({
      name: 100,
      instituteName: 100,
      email: 254,
      password: 128,
      jobTitle: 100,
    });
    const email = (length: number) => `${'m'.repeat(length - '@example.test'.length)}@example.test`;
    expect(messagesFor(contactUsBody, { ...contact, email: email(31) })).toEqual([
      'Email must be at most 30 characters',
    ]);
    expect(contactUsBody.safeParse({ ...contact, email: email(30) }).success).toBe(true);
    const institute = { instituteName: 'Northfield College', email: email(254), password: 'secret1' };
    expect(createInstituteBody.safeParse(institute).success).toBe(true);
    expect(messagesFor(createInstituteBody, { ...institute, email: email(255) })).toEqual([MSG.emailMax]);
    expect(MSG.emailMax).toBe('Email must be at most 254 characters');
    expect(messagesFor(createInstituteBody, { ...institute, password: 'p'.repeat(129) })).toEqual([
      'Password must be at most 128 characters',
    ]);
    expect(messagesFor(superAdminLoginBody, { email: 'a@b.co', password: 'p'.repeat(129) })).toEqual([
      'Password must be at most 128 characters',
    ]);
    expect(messagesFor(createInstituteBody, { ...institute, instituteName: 'N'.repeat(101) })).toEqual([
      'Institute name must be at most 100 characters',
    ]);
    expect(
      messagesFor(createInstituteUserBody, {
        user_name: 'A'.repeat(101),
        user_email: 'a@b.co',
        user_password: 'secret1',
        institute_id: ID,
      }),
    ).toEqual(['Name must be at most 100 characters']);
  });

  it('a job title of up to 100 characters starts an interview; a longer one is refused', () => {
    const fields = { round_type: 'Technical', difficulty_level: 'Expert' };
    expect(startInterviewFields.safeParse({ ...fields, job_title: 'J'.repeat(100) }).success).toBe(true);
    expect(messagesFor(startInterviewFields, { ...fields, job_title: 'J'.repeat(101) })).toEqual([
      'Job title must be at most 100 characters',
    ]);
    expect(INTERVIEW_MSG.jobTitleMax).toBe('Job title must be at most 100 characters');
  });

  it('socket messages are bounded too', () => {
    expect(clientMessage.safeParse({ type: 'input', session_id: ID, token: 't'.repeat(43) }).success).toBe(
      true,
    );
    expect(clientMessage.safeParse({ type: 'input', session_id: ID, token: HUGE }).success).toBe(false);
    expect(
      clientMessage.safeParse({ type: 'video_response', session_id: ID, data: { question_id: HUGE } })
        .success,
    ).toBe(false);
  });
});

describe('email fields take one plain address, nothing that changes a mailto: link', () => {
  it.each([
    'a@b.co?bcc=x%40evil.co',
    'a@b.co&cc=x@evil.co',
    'a%40evil.co@b.co',
    'a@b.co,x@evil.co',
    'a@b.co;x@evil.co',
    '<a@b.co>',
    'Eve <a@b.co>',
    'a@b.co#x',
    '"a"@b.co',
    'a(x)@b.co',
    'a\\b@c.co',
    'a@[127.0.0.1].co',
    'a:b@c.co',
    'a/b@c.co',
    'a b@c.co',
  ])('refuses %s as "Email is invalid"', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
    expect(messagesFor(contactUsBody, { ...contact, email })).toContain('Email is invalid');
    expect(messagesFor(createInstituteUserBody, { user_email: email })).toContain('Email is invalid');
  });

  it.each([
    'meera@example.test',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'józef@example.pl',
  ])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(superAdminLoginBody.safeParse({ email, password: 'secret1' }).success).toBe(true);
  });
});
