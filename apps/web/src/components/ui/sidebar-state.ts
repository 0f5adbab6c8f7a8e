/** SPEC §4/§9: the sidebar's open state lives in a cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** SPEC §9 widths. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

/** The stored open state from a `document.cookie` string, or null when there is none. */
export function readSidebarCookie(cookie: string): boolean | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B, or Cmd+B on a Mac, toggles the sidebar. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean {
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey;
}
