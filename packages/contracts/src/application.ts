import { z } from 'zod';
import { emailField, requiredString } from './common.ts';

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
  first_name: requiredString(M.firstNameRequired).max(L.nameMax, M.firstNameMax),
  last_name: requiredString(M.lastNameRequired).max(L.nameMax, M.lastNameMax),
  email: emailField().max(L.emailMax, M.emailMax),
  phone: requiredString(M.phoneRequired)
    .max(L.phoneMax, M.phoneMax)
    .regex(/^\+?[0-9 ()-]{4,}$/, M.phoneInvalid),
  message: requiredString(M.messageRequired).min(L.messageMin, M.messageMin).max(L.messageMax, M.messageMax),
};

export const contactUsBody = z.object(baseContact);
export type ContactUsBody = z.infer<typeof contactUsBody>;

export const requestJobTitleBody = z.object({
  ...baseContact,
  request_job_title: requiredString(M.jobTitleRequired).max(L.titleMax, M.jobTitleMax),
});
export type RequestJobTitleBody = z.infer<typeof requestJobTitleBody>;

export const SUCCESS = {
  contact: 'Form Submitted Successfully.',
  requestJobTitle: 'Submitted Successfully.',
} as const;
