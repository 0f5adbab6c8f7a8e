/**
 * The interview room only opens after the media check (SPEC §2): the check stores this marker in sessionStorage
 * just before entering /dashboard/{id}. The room (another feature) reads the same key and value.
 */
export const SESSION_MARKER = { key: 'session_marker', value: 'create_interview' } as const;

export function storeSessionMarker() {
  sessionStorage.setItem(SESSION_MARKER.key, SESSION_MARKER.value);
}
