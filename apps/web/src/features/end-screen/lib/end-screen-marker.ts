/**
 * The interview room stores this marker in sessionStorage just before it opens the end screen (SPEC §2); the end
 * screen removes it on arrival, so a reload or a typed URL goes back to /dashboard.
 */
export const END_SCREEN_MARKER = { key: 'end_screen_marker', value: 'interview_room' } as const;

export const hasEndScreenMarker = () =>
  sessionStorage.getItem(END_SCREEN_MARKER.key) === END_SCREEN_MARKER.value;

export const removeEndScreenMarker = () => sessionStorage.removeItem(END_SCREEN_MARKER.key);
