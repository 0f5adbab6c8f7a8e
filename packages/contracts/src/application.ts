import { z } from 'zod';
import { emailField, requiredString, requiredText, withoutControlCharacters } from './common.ts';

/** SPEC §5/§9 limits for the public forms. */
export const FORM_LIMITS = {
  nameMax: 30,
  emailMax: 30,
  phoneMax: 12,
  titleMax: 30,
  messageMin: 30,
  messageMax: 1000,
};

export const FORM_MSG = {
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be at most 30 characters',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name must be at most 30 characters',
  emailMax: 'Email must be at most 30 characters',
  phoneRequired: 'Phone number is required',
  phoneMax: 'Phone number must be at most 12 characters',
  phoneInvalid: 'Phone number is invalid',
  jobTitleRequired: 'Requested job title is required',
  jobTitleMax: 'Requested job title must be at most 30 characters',
  messageRequired: 'Message is required',
  messageMin: 'Min. 30 characters',
  messageMax: 'Message must be at most 1000 characters',
} as const;

const L = FORM_LIMITS;
const M = FORM_MSG;

const baseContact = {
  first_name: requiredText('First name', M.firstNameRequired, L.nameMax, M.firstNameMax),
  last_name: requiredText('Last name', M.lastNameRequired, L.nameMax, M.lastNameMax),
  email: emailField(undefined, undefined, L.emailMax),
  phone: requiredText('Phone number', M.phoneRequired, L.phoneMax, M.phoneMax).regex(
    /^\+?[0-9 ()-]{4,}$/,
    M.phoneInvalid,
  ),
  // A text area: line breaks and tabs are part of a message.
  message: withoutControlCharacters(requiredString(M.messageRequired), 'Message', true)
    .min(L.messageMin, M.messageMin)
    .max(L.messageMax, M.messageMax),
};

export const contactUsBody = z.object(baseContact);
export type ContactUsBody = z.infer<typeof contactUsBody>;

export const requestJobTitleBody = z.object({
  ...baseContact,
  request_job_title: requiredText('Requested job title', M.jobTitleRequired, L.titleMax, M.jobTitleMax),
});
export type RequestJobTitleBody = z.infer<typeof requestJobTitleBody>;

export const SUCCESS = {
  contact: 'Form Submitted Successfully.',
  requestJobTitle: 'Submitted Successfully.',
} as const;
