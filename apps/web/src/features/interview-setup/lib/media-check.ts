/**
 * SPEC §4 media check: each check goes from checking to working or not working. The microphone, once allowed,
 * is listening until it hears the candidate speak (docs/decisions/103): permission alone does not show that the
 * right microphone is picked and not muted.
 */
export const MEDIA_CHECKS = ['browser', 'microphone', 'camera'] as const;
export type MediaCheck = (typeof MEDIA_CHECKS)[number];
export type CheckStatus = 'checking' | 'listening' | 'working' | 'not-working';
export type MediaCheckState = Record<MediaCheck, CheckStatus>;

export type MediaCheckAction =
  { type: 'restart' } | { type: 'listening' } | { type: 'result'; check: MediaCheck; working: boolean };

export const INITIAL_MEDIA_CHECK: MediaCheckState = {
  browser: 'checking',
  microphone: 'checking',
  camera: 'checking',
};

/** Said while the microphone listens, and when it has heard nothing for a while. */
export const MICROPHONE_PROMPT =
  'Say a sentence so we can hear you, for example: “I am ready for my interview.”';
export const MICROPHONE_SILENT =
  'We cannot hear you yet. Check that the right microphone is selected and not muted, then speak again.';

/** SPEC §8 texts; while checking, a neutral line says what is being checked. */
export const CHECK_TEXTS: Record<MediaCheck, Record<Exclude<CheckStatus, 'listening'>, string>> = {
  browser: {
    checking: 'Checking your browser...',
    working: 'Your browser is compatible.',
    'not-working': 'Your browser is not compatible.',
  },
  microphone: {
    checking: 'Checking your microphone...',
    working: 'Your microphone is working.',
    'not-working': 'Your microphone is not working.',
  },
  camera: {
    checking: 'Checking your camera...',
    working: 'Your camera is working.',
    'not-working': 'Your camera is not working.',
  },
};

export const checkText = (check: MediaCheck, status: CheckStatus) =>
  status === 'listening' ? MICROPHONE_PROMPT : CHECK_TEXTS[check][status];

export function mediaCheckReducer(state: MediaCheckState, action: MediaCheckAction): MediaCheckState {
  switch (action.type) {
    case 'restart':
      return INITIAL_MEDIA_CHECK;
    case 'listening':
      return state.microphone === 'checking' ? { ...state, microphone: 'listening' } : state;
    case 'result':
      // A result only settles a check that is still running; a late answer from an earlier run is ignored.
      if (state[action.check] !== 'checking' && state[action.check] !== 'listening') return state;
      return { ...state, [action.check]: action.working ? 'working' : 'not-working' };
  }
}

export const allChecksPassed = (state: MediaCheckState) =>
  MEDIA_CHECKS.every((check) => state[check] === 'working');

export const anyCheckFailed = (state: MediaCheckState) =>
  MEDIA_CHECKS.some((check) => state[check] === 'not-working');

/** The candidate has spoken once the microphone was loud for this long in all. */
const HEARD_MS = 300;
/**
 * A loud look counts for the time since the previous look, up to this much: a busy page (the camera preview and
 * face detection start at the same moment) looks less often than asked, and counting looks instead of time could
 * make a two-second sentence too short to pass.
 */
const MAX_STEP_MS = 200;

/**
 * Adds up how long the microphone has been loud from looks at its level at irregular times; `hear` returns true
 * once that reaches HEARD_MS.
 */
export function createSpeechDetector(startedAt: number) {
  let last = startedAt;
  let loudMs = 0;
  return {
    hear(now: number, loud: boolean): boolean {
      const step = Math.min(Math.max(0, now - last), MAX_STEP_MS);
      last = now;
      if (loud) loudMs += step;
      return loudMs >= HEARD_MS;
    },
  };
}
