import { z } from 'zod';
import { requiredText, TEXT_LIMITS } from './common.ts';
import { MSG } from './auth.ts';

export const PROFILE_MSG = {
  nameSaved: 'Your name has been saved',
  confirmEmail: 'Type your email address exactly to confirm',
  adminCannotDelete:
    'An institute admin’s account goes with its institute: ask the super admin to remove the institute',
  superAdminCannotDelete: 'The super admin account cannot be deleted here',
  accountDeleted: 'Your account and everything in it have been deleted',
} as const;

export const updateProfileBody = z.object({
  name: requiredText('Name', MSG.nameRequired, TEXT_LIMITS.name, MSG.nameMax).min(2, MSG.nameMin),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Deleting an account is confirmed by typing its email address. */
export const deleteAccountBody = z.object({
  email: requiredText('Email', PROFILE_MSG.confirmEmail, TEXT_LIMITS.email, PROFILE_MSG.confirmEmail),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
