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
