/**
 * sessionStorage markers that gate the interview screens (SPEC §2, ADR 061): the media check and a card's Resume
 * store the room's marker just before entering /dashboard/{id}; the room swaps it for the end screen's marker just
 * before leaving for the end screen, which removes it on arrival so a reload or a typed URL goes back to /dashboard.
 */
export const ROOM_MARKER = { key: 'session_marker', value: 'create_interview' } as const;
export const END_SCREEN_MARKER = { key: 'end_screen_marker', value: 'interview_room' } as const;

export function storeRoomMarker() {
  sessionStorage.setItem(ROOM_MARKER.key, ROOM_MARKER.value);
}

export function hasRoomMarker(): boolean {
  return sessionStorage.getItem(ROOM_MARKER.key) === ROOM_MARKER.value;
}

/** The interview is over (finished or left): a reload must not reopen the room, and the end screen may open. */
export function leaveRoom(toEndScreen: boolean) {
  sessionStorage.removeItem(ROOM_MARKER.key);
  if (toEndScreen) sessionStorage.setItem(END_SCREEN_MARKER.key, END_SCREEN_MARKER.value);
}

export function hasEndScreenMarker(): boolean {
  return sessionStorage.getItem(END_SCREEN_MARKER.key) === END_SCREEN_MARKER.value;
}

export function removeEndScreenMarker() {
  sessionStorage.removeItem(END_SCREEN_MARKER.key);
}
