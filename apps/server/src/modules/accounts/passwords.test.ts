import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash and never stores the password', async () => {
    const [a, b] = [await hashPassword('same'), await hashPassword('same')];
    expect(a).not.toBe(b);
    expect(a).not.toContain('same');
    expect(a.split('$')).toHaveLength(6);
    expect(a.startsWith('scrypt$16384$8$1$')).toBe(true);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$abc$def')).toBe(false);
  });
});
