import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken, newToken } from './tokens.ts';

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const { token, hash } = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toBe(hash);
    expect(newToken().token).not.toBe(token);
  });

  it('are read from a Bearer header only', () => {
    expect(bearerToken('Bearer abc_DEF-123')).toBe('abc_DEF-123');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
