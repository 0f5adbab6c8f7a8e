import { describe, expect, it } from 'vitest';
import { parseStoredUser } from './storage.ts';

const user = {
  uniq_id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada',
  image: null,
  role: 'INSTITUTE_USER',
  institute: { id: 'i-1', institute_name: 'Springfield College' },
};

describe('parseStoredUser', () => {
  it('accepts the SPEC §3 user record', () => {
    expect(parseStoredUser(user)).toEqual(user);
  });

  it('rejects records that are not a user', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('ada')).toBeNull();
    expect(parseStoredUser({ ...user, role: 'ADMIN' })).toBeNull();
    expect(parseStoredUser({ ...user, uniq_id: 1 })).toBeNull();
  });

  it('keeps users without institute or image', () => {
    expect(parseStoredUser({ ...user, role: 'USER', institute: null, image: undefined })).toEqual({
      ...user,
      role: 'USER',
      institute: null,
      image: null,
    });
  });
});
