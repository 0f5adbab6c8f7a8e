import { describe, expect, it } from 'vitest';
import {
  CHECK_TEXTS,
  checkText,
  INITIAL_MEDIA_CHECK,
  MICROPHONE_PROMPT,
  allChecksPassed,
  anyCheckFailed,
  createSpeechDetector,
  mediaCheckReducer,
  type MediaCheckAction,
} from './media-check.ts';

const run = (...actions: MediaCheckAction[]) => actions.reduce(mediaCheckReducer, INITIAL_MEDIA_CHECK);

describe('media check', () => {
  it('starts with every check running and nothing passed', () => {
    expect(INITIAL_MEDIA_CHECK).toEqual({ browser: 'checking', microphone: 'checking', camera: 'checking' });
    expect(allChecksPassed(INITIAL_MEDIA_CHECK)).toBe(false);
    expect(anyCheckFailed(INITIAL_MEDIA_CHECK)).toBe(false);
  });

  it('passes only when browser, microphone and camera all work', () => {
    const twoOfThree = run(
      { type: 'result', check: 'browser', working: true },
      { type: 'result', check: 'microphone', working: true },
    );
    expect(allChecksPassed(twoOfThree)).toBe(false);
    const all = mediaCheckReducer(twoOfThree, { type: 'result', check: 'camera', working: true });
    expect(all).toEqual({ browser: 'working', microphone: 'working', camera: 'working' });
    expect(allChecksPassed(all)).toBe(true);
  });

  it('marks a denied device as not working', () => {
    const state = run(
      { type: 'result', check: 'browser', working: true },
      { type: 'result', check: 'camera', working: false },
    );
    expect(state.camera).toBe('not-working');
    expect(anyCheckFailed(state)).toBe(true);
    expect(allChecksPassed(state)).toBe(false);
  });

  it('ignores a second answer for a check that already settled', () => {
    const state = run(
      { type: 'result', check: 'microphone', working: false },
      { type: 'result', check: 'microphone', working: true },
    );
    expect(state.microphone).toBe('not-working');
  });

  it('passes the microphone only once it has heard the candidate, not when it is allowed', () => {
    const allowed = run({ type: 'result', check: 'browser', working: true }, { type: 'listening' });
    expect(allowed.microphone).toBe('listening');
    expect(checkText('microphone', allowed.microphone)).toBe(MICROPHONE_PROMPT);
    const withCamera = mediaCheckReducer(allowed, { type: 'result', check: 'camera', working: true });
    expect(allChecksPassed(withCamera)).toBe(false);
    const heard = mediaCheckReducer(withCamera, { type: 'result', check: 'microphone', working: true });
    expect(allChecksPassed(heard)).toBe(true);
    // A late "listening" from an earlier run does not take the pass back.
    expect(mediaCheckReducer(heard, { type: 'listening' })).toBe(heard);
  });

  it('starts over on restart', () => {
    const state = run({ type: 'result', check: 'browser', working: false }, { type: 'restart' });
    expect(state).toEqual(INITIAL_MEDIA_CHECK);
  });

  it('uses the SPEC texts for every outcome', () => {
    expect(CHECK_TEXTS.browser.working).toBe('Your browser is compatible.');
    expect(CHECK_TEXTS.browser['not-working']).toBe('Your browser is not compatible.');
    expect(CHECK_TEXTS.microphone.working).toBe('Your microphone is working.');
    expect(CHECK_TEXTS.microphone['not-working']).toBe('Your microphone is not working.');
    expect(CHECK_TEXTS.camera.working).toBe('Your camera is working.');
    expect(CHECK_TEXTS.camera['not-working']).toBe('Your camera is not working.');
  });
});

describe('speech detector', () => {
  it('passes after 300 ms of loud looks every 50 ms, not before', () => {
    const detector = createSpeechDetector(0);
    const heard = [50, 100, 150, 200, 250].map((at) => detector.hear(at, true));
    expect(heard).toEqual([false, false, false, false, false]);
    expect(detector.hear(300, true)).toBe(true);
  });

  it('counts the time between looks, so a page that looks late still hears a short sentence', () => {
    const detector = createSpeechDetector(0);
    // Looks every 400 ms during two seconds of speech: each counts as 200 ms at most.
    expect(detector.hear(400, true)).toBe(false);
    expect(detector.hear(800, true)).toBe(true);
  });

  it('does not count silence, nor a long pause before one loud look', () => {
    const detector = createSpeechDetector(0);
    expect(detector.hear(5000, false)).toBe(false);
    expect(detector.hear(9000, true)).toBe(false);
    expect(detector.hear(9050, true)).toBe(false);
    expect(detector.hear(9100, false)).toBe(false);
  });
});
