import { z } from 'zod';
import { idField, requiredString, requiredText, TEXT_MSG, withoutControlCharacters } from './common.ts';

/** Super admin inbox: contact messages and job-title requests (server-side paths under /t1/admin). */
export const ADMIN_MSG = {
  jobTitleRequired: 'Job title is required',
  jobTitleMax: 'Job title must be at most 60 characters',
  jobDescriptionRequired: 'Job description is required',
  jobDescriptionMin: 'Job description must be at least 30 characters',
  jobDescriptionMax: 'Job description must be at most 2000 characters',
  handledRequired: 'Handled must be true or false',
  invalidStatus: 'Status must be open, handled or all',
  jobTitleAdded: 'Job title added to the catalogue',
} as const;

export const inboxQuery = z.object({
  status: z.enum(['open', 'handled', 'all'], { error: ADMIN_MSG.invalidStatus }).default('all'),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const idParams = z.object({ id: idField(TEXT_MSG.idInvalid) });

export const markHandledBody = z.object({ handled: z.boolean({ error: ADMIN_MSG.handledRequired }) });
export type MarkHandledBody = z.infer<typeof markHandledBody>;

const inboxBase = {
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  handled_at: z.string().nullable(),
  created_at: z.string(),
};
export const contactMessageItem = z.object(inboxBase);
export type ContactMessageItem = z.infer<typeof contactMessageItem>;
export const jobTitleRequestItem = z.object({ ...inboxBase, request_job_title: z.string() });
export type JobTitleRequestItem = z.infer<typeof jobTitleRequestItem>;

/** Adds a title to the catalogue; with request_id the request is marked handled in the same step. */
export const addJobTitleBody = z.object({
  job_title: requiredText('Job title', ADMIN_MSG.jobTitleRequired, 60, ADMIN_MSG.jobTitleMax),
  job_description: withoutControlCharacters(
    requiredString(ADMIN_MSG.jobDescriptionRequired),
    'Job description',
    true,
  )
    .min(30, ADMIN_MSG.jobDescriptionMin)
    .max(2000, ADMIN_MSG.jobDescriptionMax),
  request_id: idField(TEXT_MSG.idInvalid).optional(),
});
export type AddJobTitleBody = z.infer<typeof addJobTitleBody>;

/** Which sign-in the individual sign-in button starts (GET /t1/auth/providers). */
export const identityProviderInfo = z.object({
  kind: z.enum(['google', 'oidc', 'demo', 'none']),
  label: z.string(),
});
export type IdentityProviderInfo = z.infer<typeof identityProviderInfo>;
