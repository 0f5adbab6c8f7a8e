import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's first recommendation (19 MiB, 2 passes, 1 lane; ADR 082), computed on libuv's threads so
 * the event loop never waits for it. The parameters travel in each PHC string, so raising them later is a
 * matter of changing these numbers: older hashes still verify and are replaced at the next sign-in.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Before argon2id (ADR 011): scrypt$N$r$p$salt$key. Verified, never written. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  const N = Number(n);
  if (!salt || !key || !Number.isInteger(N) || N > 2 ** 20) return Promise.resolve(false);
  const expected = Buffer.from(key, 'base64url');
  return new Promise((resolve) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64url'),
      expected.length,
      { N, r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 },
      (err, actual) =>
        resolve(!err && actual.length === expected.length && timingSafeEqual(actual, expected)),
    ),
  );
}

/** PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>, with a fresh 16-byte salt. */
export function hashPassword(password: string): Promise<string> {
  // The package's default algorithm is argon2id (its Algorithm enum is const, unreadable under isolated modules).
  return hash(password.normalize('NFKC'), ARGON2);
}

/** False for a wrong password and for anything that is not a hash we wrote (never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('$argon2id$')) return await verify(stored, password.normalize('NFKC'));
    if (stored.startsWith('scrypt$')) return await verifyScrypt(password, stored);
  } catch {
    // A malformed stored value is a failed sign-in, not a 500.
  }
  return false;
}

/** True when a verified hash is weaker than what hashPassword writes today: replace it while the password is at hand. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m! < ARGON2.memoryCost || t! < ARGON2.timeCost || p! < ARGON2.parallelism;
}

/** Compared against when the email is unknown, so a miss costs as much time as a wrong password. */
export const DUMMY_HASH = await hashPassword(randomBytes(16).toString('hex'));
