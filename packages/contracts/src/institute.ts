import { z } from 'zod';
import { emailField, idField, requiredText, TEXT_LIMITS } from './common.ts';
import { MSG, authResult, newPasswordField, userSchema } from './auth.ts';

export const createInstituteBody = z.object({
  instituteName: requiredText(
    'Institute name',
    MSG.instituteNameRequired,
    TEXT_LIMITS.instituteName,
    MSG.instituteNameMax,
  ).min(2, MSG.instituteNameMin),
  email: emailField(),
  password: newPasswordField(),
});
export type CreateInstituteBody = z.infer<typeof createInstituteBody>;
export const createInstituteResult = z.object({ institute_id: z.string() });

export const createInstituteUserBody = z.object({
  user_name: requiredText('Name', MSG.nameRequired, TEXT_LIMITS.name, MSG.nameMax).min(2, MSG.nameMin),
  user_email: emailField(),
  user_password: newPasswordField(),
  institute_id: idField(MSG.instituteIdRequired),
});
export type CreateInstituteUserBody = z.infer<typeof createInstituteUserBody>;
/** An anonymous sign-up gets a session (token); an admin creating a user gets the user only. */
export const createInstituteUserResult = z.object({
  user: userSchema,
  token: z.string().optional(),
});
export const instituteSignUpResult = authResult;

export const instituteListItem = z.object({
  id: z.string(),
  institute_name: z.string(),
  created_at: z.string(),
  /** The institute admin's email (the first admin, if there were ever several). */
  admin_email: z.string().nullable(),
  /** Institute users (students), the admin not counted. */
  users: z.number().int(),
  /** Interviews its people started this calendar month (UTC), retakes excepted. */
  interviews_this_month: z.number().int(),
  disabled: z.boolean(),
});
export type InstituteListItem = z.infer<typeof instituteListItem>;

export const instituteUserListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type InstituteUserListItem = z.infer<typeof instituteUserListItem>;

/** Public: lets /institute/signin and /institute/signup show the institute's name. */
export const publicInstitute = z.object({ id: z.string(), institute_name: z.string() });

export const INSTITUTE_MSG = {
  disabled:
    'This institute’s access to Rehearse has been turned off. Please contact your institute for help.',
  renamed: 'Institute renamed',
  disabledSaved: 'Institute disabled: its people can no longer sign in',
  enabledSaved: 'Institute enabled: its people can sign in again',
  nothingToChange: 'Give a new name or whether the institute is disabled',
} as const;

/** PATCH /t1/superAdmin/institutes/:id: rename, disable or enable. */
export const updateInstituteBody = z
  .object({
    institute_name: requiredText(
      'Institute name',
      MSG.instituteNameRequired,
      TEXT_LIMITS.instituteName,
      MSG.instituteNameMax,
    )
      .min(2, MSG.instituteNameMin)
      .optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
  })
  .refine((body) => body.institute_name !== undefined || body.disabled !== undefined, {
    message: INSTITUTE_MSG.nothingToChange,
  });
export type UpdateInstituteBody = z.infer<typeof updateInstituteBody>;
