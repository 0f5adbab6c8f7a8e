import { z } from 'zod';
import { emailField, idField, maxMessage, requiredText, roleSchema, TEXT_LIMITS } from './common.ts';

export const MSG = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  instituteIdRequired: 'Institute ID is required',
  instituteNameRequired: 'Institute name is required',
  instituteNameMin: 'Institute name must be at least 2 characters',
  nameMax: maxMessage('Name', TEXT_LIMITS.name),
  instituteNameMax: maxMessage('Institute name', TEXT_LIMITS.instituteName),
  emailMax: maxMessage('Email', TEXT_LIMITS.email),
  passwordMax: maxMessage('Password', TEXT_LIMITS.password),
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  instituteNotFound: 'Institute not found',
  tooManyAttempts: 'Too many attempts, please try again later',
} as const;

export const instituteRef = z.object({ id: z.string(), institute_name: z.string() });

/** The user record the browser keeps (SPEC §3). */
export const userSchema = z.object({
  uniq_id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  role: roleSchema,
  institute: instituteRef.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authResult = z.object({
  token: z.string(),
  user: userSchema,
  institute: instituteRef.nullable().optional(),
});
export type AuthResult = z.infer<typeof authResult>;

/** A password as typed at sign-in; accounts are created with `newPasswordField` (at least 6 characters). */
export const passwordField = () =>
  requiredText('Password', MSG.passwordRequired, TEXT_LIMITS.password, MSG.passwordMax);
export const newPasswordField = () => passwordField().min(6, MSG.passwordMin);

export const superAdminLoginBody = z.object({
  email: emailField(),
  password: passwordField(),
});
export type SuperAdminLoginBody = z.infer<typeof superAdminLoginBody>;

export const instituteLoginBody = z.object({
  email: emailField(),
  password: passwordField(),
  instituteID: idField(MSG.instituteIdRequired),
});
export type InstituteLoginBody = z.infer<typeof instituteLoginBody>;

export const googleLoginResult = authResult;
