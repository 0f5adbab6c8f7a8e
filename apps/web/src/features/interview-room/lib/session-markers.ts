/**
 * sessionStorage markers that gate the interview screens (SPEC §2): the media check sets the room's marker just
 * before entering /dashboard/{id}; the room sets the end screen's marker just before leaving for it.
 */
export const ROOM_MARKER = { key: 'session_marker', value: 'create_interview' } as const;
export const END_SCREEN_MARKER = { key: 'end_screen_marker', value: 'interview_room' } as const;

export function hasRoomMarker(): boolean {
  return sessionStorage.getItem(ROOM_MARKER.key) === ROOM_MARKER.value;
}

/** The interview is over (finished or left): a reload must not reopen the room, and the end screen may open. */
export function leaveRoom(toEndScreen: boolean) {
  sessionStorage.removeItem(ROOM_MARKER.key);
  if (toEndScreen) sessionStorage.setItem(END_SCREEN_MARKER.key, END_SCREEN_MARKER.value);
}
