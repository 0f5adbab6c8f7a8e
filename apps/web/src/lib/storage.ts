import type { Role, User } from '@rehearse/contracts';

/** localStorage keys (SPEC §3: one key for the token, one for the user). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  /** Who signed in last, kept after sign-out so an expired session returns to the right sign-in page. */
  lastSignIn: 'last_sign_in',
  cookieBannerDismissed: 'cookie_banner_dismissed',
} as const;

export type LastSignIn = { role: Role; instituteId: string | null };

const ROLE_NAMES: readonly string[] = ['USER', 'INSTITUTE_ADMIN', 'INSTITUTE_USER', 'SUPER_ADMIN'];

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A light shape check instead of the contracts' zod schema, so the first page load does not carry zod;
 * the server's answer to GET /t1/users/me replaces this record anyway.
 */
export function parseStoredUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const { uniq_id, email, name, image, role, institute } = value;
  if (typeof uniq_id !== 'string' || typeof email !== 'string' || typeof name !== 'string') return null;
  if (typeof role !== 'string' || !ROLE_NAMES.includes(role)) return null;
  let ref: User['institute'] = null;
  if (isRecord(institute) && typeof institute.id === 'string') {
    ref = { id: institute.id, institute_name: String(institute.institute_name ?? '') };
  }
  return {
    uniq_id,
    email,
    name,
    image: typeof image === 'string' ? image : null,
    role: role as Role,
    institute: ref,
  };
}

export const storage = {
  getToken: (): string | null => localStorage.getItem(STORAGE_KEYS.token),
  getUser: (): User | null => parseStoredUser(readJson(STORAGE_KEYS.user)),
  setSession(token: string, user: User) {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    const last: LastSignIn = { role: user.role, instituteId: user.institute?.id ?? null };
    localStorage.setItem(STORAGE_KEYS.lastSignIn, JSON.stringify(last));
  },
  setUser(user: User) {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  },
  clearSession() {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
  },
  getLastSignIn(): LastSignIn | null {
    const value = readJson(STORAGE_KEYS.lastSignIn);
    if (!isRecord(value) || typeof value.role !== 'string' || !ROLE_NAMES.includes(value.role)) return null;
    return {
      role: value.role as Role,
      instituteId: typeof value.instituteId === 'string' ? value.instituteId : null,
    };
  },
};
