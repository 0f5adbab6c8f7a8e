import { describe, expect, it } from 'vitest';
import { createSessionCache, type SignedInUser } from './session-cache.ts';

const user: SignedInUser = {
  id: 'u1',
  sessionId: 's1',
  email: 'a@b.co',
  name: 'A',
  image: null,
  role: 'USER',
  institute: null,
};
const later = new Date(Date.now() + 3600_000);

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('session cache', () => {
  it('caches nothing until revocations are being received, and forgets everything when they stop', () => {
    const { now } = clock();
    const cache = createSessionCache({ now });
    cache.set('h', user, later, now());
    expect(cache.get('h')).toBeUndefined();
    cache.trust();
    cache.set('h', user, later, now());
    expect(cache.get('h')).toEqual(user);
    cache.distrust();
    expect(cache.get('h')).toBeUndefined();
    cache.trust();
    expect(cache.get('h')).toBeUndefined();
  });

  it('drops a revoked session and refuses a lookup that started before the revocation', () => {
    const c = clock();
    const cache = createSessionCache({ now: c.now });
    cache.trust();
    const started = c.now();
    cache.set('h', user, later, started);
    c.advance(5);
    cache.revoke('h');
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', user, later, started);
    expect(cache.get('h')).toBeUndefined();
    c.advance(5);
    cache.set('h', user, later, c.now());
    expect(cache.get('h')).toEqual(user);
  });

  it('keeps an entry no longer than its time to live or its token', () => {
    const c = clock();
    const cache = createSessionCache({ now: c.now, ttlMs: 1000 });
    cache.trust();
    cache.set('a', user, later, c.now());
    cache.set('b', user, new Date(c.now() + 100), c.now());
    c.advance(101);
    expect(cache.get('a')).toEqual(user);
    expect(cache.get('b')).toBeUndefined();
    c.advance(900);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most maxEntries sessions, dropping the oldest', () => {
    const { now } = clock();
    const cache = createSessionCache({ now, maxEntries: 2 });
    cache.trust();
    for (const hash of ['a', 'b', 'c']) cache.set(hash, user, later, now());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(user);
  });
});
