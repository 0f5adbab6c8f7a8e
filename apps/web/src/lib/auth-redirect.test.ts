import { describe, expect, it } from 'vitest';
import { accountHrefFor, brandNameFor, signInHrefFor } from './auth-redirect.ts';

describe('signInHrefFor (protected-area guard)', () => {
  it('sends an ordinary user, or somebody never seen, to /sign-in', () => {
    expect(signInHrefFor(null)).toBe('/sign-in');
    expect(signInHrefFor({ role: 'USER', instituteId: null })).toBe('/sign-in');
  });

  it('sends the super admin to the super admin sign-in', () => {
    expect(signInHrefFor({ role: 'SUPER_ADMIN', instituteId: null })).toBe('/superadmin/signin');
  });

  it("sends institute roles to their institute's sign-in", () => {
    expect(signInHrefFor({ role: 'INSTITUTE_ADMIN', instituteId: 'i-1' })).toBe('/institute/signin?id=i-1');
    expect(signInHrefFor({ role: 'INSTITUTE_USER', instituteId: 'i-2' })).toBe('/institute/signin?id=i-2');
  });

  it('falls back to /sign-in for an institute role without a known institute', () => {
    expect(signInHrefFor({ role: 'INSTITUTE_USER', instituteId: null })).toBe('/sign-in');
  });
});

describe('accountHrefFor (user menu Account link)', () => {
  it('points admins at their own list and gives other roles none', () => {
    expect(accountHrefFor('SUPER_ADMIN')).toBe('/dashboard/account/institutes');
    expect(accountHrefFor('INSTITUTE_ADMIN')).toBe('/dashboard/account/users');
    expect(accountHrefFor('INSTITUTE_USER')).toBeNull();
    expect(accountHrefFor('USER')).toBeNull();
  });
});

describe('brandNameFor (sidebar logo)', () => {
  const institute = { institute_name: 'Springfield College' };
  it('shows the institute name to institute roles', () => {
    expect(brandNameFor({ role: 'INSTITUTE_USER', institute })).toBe('Springfield College');
    expect(brandNameFor({ role: 'INSTITUTE_ADMIN', institute })).toBe('Springfield College');
  });

  it('shows the product name to everybody else', () => {
    expect(brandNameFor({ role: 'SUPER_ADMIN', institute: null })).toBe('Rehearse');
    expect(brandNameFor({ role: 'USER', institute })).toBe('Rehearse');
    expect(brandNameFor(null)).toBe('Rehearse');
  });
});
