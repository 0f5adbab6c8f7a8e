import { z } from 'zod';
import { emailField, requiredText, roleSchema, TEXT_LIMITS } from './common.ts';
import { newPasswordField } from './auth.ts';

/** Password recovery and invitations (issue 12, docs/decisions/110). */
export const RECOVERY_MSG = {
  /** The one answer to every forgot-password request: it never tells whether the account exists. */
  resetLinkSent:
    'If an account with this email exists, we have sent it a link to reset the password. The link works once, within 1 hour.',
  mailUnavailable:
    'Password reset by email is not available: this server cannot send email yet. Please ask your administrator.',
  tokenRequired: 'The reset link is incomplete. Please open the link from the email again.',
  tokenInvalid: 'This link is invalid, has expired or has already been used. Please ask for a new one.',
  passwordReset: 'Your password has been set. Please sign in with it.',
  passwordsDiffer: 'The passwords do not match',
} as const;

/** Reset links die after an hour; invitation links last a week (an invited student may not read mail daily). */
export const RESET_LINK_HOURS = 1;
export const INVITATION_LINK_DAYS = 7;

export const forgotPasswordBody = z.object({ email: emailField() });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: requiredText('Token', RECOVERY_MSG.tokenRequired, TEXT_LIMITS.token, RECOVERY_MSG.tokenInvalid),
  password: newPasswordField(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset-password form: the new password typed twice. */
export const resetPasswordForm = z
  .object({ password: newPasswordField(), confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, {
    message: RECOVERY_MSG.passwordsDiffer,
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** Where the person signs in with the new password: the page sends them to their role's sign-in. */
export const resetPasswordResult = z.object({
  email: z.string(),
  role: roleSchema,
  institute_id: z.string().nullable(),
});
export type ResetPasswordResult = z.infer<typeof resetPasswordResult>;
