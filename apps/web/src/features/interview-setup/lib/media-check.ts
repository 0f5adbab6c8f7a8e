/** SPEC §4 media check: each check goes from checking to working or not working. */
export const MEDIA_CHECKS = ['browser', 'microphone', 'camera'] as const;
export type MediaCheck = (typeof MEDIA_CHECKS)[number];
export type CheckStatus = 'checking' | 'working' | 'not-working';
export type MediaCheckState = Record<MediaCheck, CheckStatus>;

export type MediaCheckAction = { type: 'restart' } | { type: 'result'; check: MediaCheck; working: boolean };

export const INITIAL_MEDIA_CHECK: MediaCheckState = {
  browser: 'checking',
  microphone: 'checking',
  camera: 'checking',
};

/** SPEC §8 texts; while checking, a neutral line says what is being checked. */
export const CHECK_TEXTS: Record<MediaCheck, Record<CheckStatus, string>> = {
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

export function mediaCheckReducer(state: MediaCheckState, action: MediaCheckAction): MediaCheckState {
  switch (action.type) {
    case 'restart':
      return INITIAL_MEDIA_CHECK;
    case 'result':
      // A result only settles a check that is still running; a late answer from an earlier run is ignored.
      if (state[action.check] !== 'checking') return state;
      return { ...state, [action.check]: action.working ? 'working' : 'not-working' };
  }
}

export const allChecksPassed = (state: MediaCheckState) =>
  MEDIA_CHECKS.every((check) => state[check] === 'working');

export const anyCheckFailed = (state: MediaCheckState) =>
  MEDIA_CHECKS.some((check) => state[check] === 'not-working');
