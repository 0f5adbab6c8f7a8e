import type { Role } from '@rehearse/contracts';
// Relative (not '@/'): the root vitest unit project has no '@' alias.
import { paths } from '../config/paths.ts';

/** SPEC §2 protected-area guard: where somebody who is not signed in goes, by the role they last had. */
export function signInHrefFor(who: { role: Role; instituteId: string | null } | null): string {
  switch (who?.role) {
    case 'SUPER_ADMIN':
      return paths.superAdmin.signIn.getHref();
    case 'INSTITUTE_ADMIN':
    case 'INSTITUTE_USER':
      // Without the institute id the institute sign-in cannot work; the individual sign-in is the best landing.
      return who.instituteId ? paths.institute.signIn.getHref(who.instituteId) : paths.auth.signIn.getHref();
    default:
      return paths.auth.signIn.getHref();
  }
}

/** The Account link of the user menu (SPEC §2); other roles have no account area. */
export function accountHrefFor(role: Role): string | null {
  if (role === 'SUPER_ADMIN') return paths.dashboard.account.institutes.getHref();
  if (role === 'INSTITUTE_ADMIN') return paths.dashboard.account.users.getHref();
  return null;
}

/** Institute roles see their institute's name as branding, everybody else the product name. */
export function brandNameFor(user: { role: Role; institute: { institute_name: string } | null } | null) {
  const isInstituteRole = user?.role === 'INSTITUTE_ADMIN' || user?.role === 'INSTITUTE_USER';
  return isInstituteRole && user.institute?.institute_name ? user.institute.institute_name : 'Rehearse';
}
