import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebar-state.ts';

describe('sidebar state cookie', () => {
  it('is collapsed-by-default friendly: no cookie means no stored state', () => {
    expect(readSidebarCookie('')).toBeNull();
    expect(readSidebarCookie('theme=dark; other=1')).toBeNull();
  });

  it('reads the stored state among other cookies', () => {
    expect(readSidebarCookie('a=1; sidebar_state=true; b=2')).toBe(true);
    expect(readSidebarCookie('sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
  });

  it('writes the state for 7 days on the whole site', () => {
    expect(sidebarCookie(true)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
    expect(readSidebarCookie(sidebarCookie(false).split(';')[0]!)).toBe(false);
  });
});

describe('sidebar shortcut', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('answers Ctrl+B and Cmd+B only', () => {
    expect(isSidebarShortcut(key('b', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('B', { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('b'))).toBe(false);
    expect(isSidebarShortcut(key('n', { ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(key('b', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
