import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hasEndScreenMarker,
  hasRoomMarker,
  leaveRoom,
  removeEndScreenMarker,
  storeRoomMarker,
} from './interview-markers.ts';

describe('interview markers', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the room only after the media check or Resume stored session_marker = create_interview', () => {
    expect(hasRoomMarker()).toBe(false);
    storeRoomMarker();
    expect(stored.get('session_marker')).toBe('create_interview');
    expect(hasRoomMarker()).toBe(true);
  });

  it('leaving for the end screen closes the room and opens the end screen once', () => {
    storeRoomMarker();
    leaveRoom(true);
    expect(hasRoomMarker()).toBe(false);
    expect(stored.get('end_screen_marker')).toBe('interview_room');
    expect(hasEndScreenMarker()).toBe(true);
    removeEndScreenMarker();
    expect(hasEndScreenMarker()).toBe(false);
  });

  it('leaving without finishing does not open the end screen', () => {
    storeRoomMarker();
    leaveRoom(false);
    expect(hasRoomMarker()).toBe(false);
    expect(hasEndScreenMarker()).toBe(false);
  });
});
