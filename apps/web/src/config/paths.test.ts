import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('names every SPEC route pattern', () => {
    expect(paths.home.path).toBe('/');
    expect(paths.auth.signIn.path).toBe('/sign-in');
    expect(paths.auth.signUp.path).toBe('/sign-up');
    expect(paths.superAdmin.signIn.path).toBe('/superadmin/signin');
    expect(paths.institute.signIn.path).toBe('/institute/signin');
    expect(paths.institute.signUp.path).toBe('/institute/signup');
    expect(paths.dashboard.interview.path).toBe('/dashboard/:id');
    expect(paths.dashboard.report.path).toBe('/dashboard/:id/report');
    expect(paths.dashboard.endScreen.path).toBe('/dashboard/:id/end-screen');
    expect(paths.dashboard.account.institutes.path).toBe('/dashboard/account/institutes');
    expect(paths.dashboard.account.users.path).toBe('/dashboard/account/users');
    expect(paths.dashboard.account.messages.path).toBe('/dashboard/account/messages');
    expect(paths.dashboard.account.requests.path).toBe('/dashboard/account/requests');
  });

  it('builds the institute links with the id as a query parameter', () => {
    expect(paths.institute.signIn.getHref('7f3c')).toBe('/institute/signin?id=7f3c');
    expect(paths.institute.signUp.getHref('a b&c')).toBe('/institute/signup?id=a%20b%26c');
  });

  it('builds the interview links from the interview id', () => {
    expect(paths.dashboard.interview.getHref('abc')).toBe('/dashboard/abc');
    expect(paths.dashboard.report.getHref('abc')).toBe('/dashboard/abc/report');
    expect(paths.dashboard.endScreen.getHref('a/b')).toBe('/dashboard/a%2Fb/end-screen');
  });

  it('gives each route a distinct pattern', () => {
    const patterns: string[] = [];
    const collect = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      if ('path' in node && typeof node.path === 'string') patterns.push(node.path);
      Object.values(node).forEach(collect);
    };
    collect(paths);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
