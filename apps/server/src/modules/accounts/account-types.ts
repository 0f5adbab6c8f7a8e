import type { Role, User } from '@rehearse/contracts';

/** The signed-in account as the guards see it. */
export type AuthUser = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
  institute: { id: string; institute_name: string } | null;
};

/** SPEC §3 user object sent to the browser. */
export const toUserDto = (user: AuthUser): User => ({
  uniq_id: user.id,
  email: user.email,
  name: user.name,
  image: user.image,
  role: user.role,
  institute: user.institute,
});
