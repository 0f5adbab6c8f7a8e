/**
 * Same key and value as the media check stores (features do not share code): the interview room only opens
 * with this marker in sessionStorage, and Resume enters the room directly.
 */
export const SESSION_MARKER = { key: 'session_marker', value: 'create_interview' } as const;

export function storeSessionMarker() {
  sessionStorage.setItem(SESSION_MARKER.key, SESSION_MARKER.value);
}
