/**
 * The answer upload as the room shows it: bytes recorded so far and bytes the server has accepted. The upload runs
 * while recording (ADR 066), so 'sending' overlaps the recording and 'finishing' is only the last chunk.
 */
export type UploadProgress =
  | { status: 'idle' }
  | { status: 'sending' | 'finishing'; recorded: number; sent: number }
  | { status: 'done'; recorded: number; sent: number }
  | { status: 'failed' };

export type UploadEvent =
  | { type: 'started' }
  | { type: 'recorded'; bytes: number }
  | { type: 'sent'; bytes: number }
  | { type: 'recording_stopped' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'reset' };

export const idleUpload: UploadProgress = { status: 'idle' };

export function uploadReducer(state: UploadProgress, event: UploadEvent): UploadProgress {
  switch (event.type) {
    case 'started':
      return { status: 'sending', recorded: 0, sent: 0 };
    case 'reset':
      return idleUpload;
    case 'failed':
      return state.status === 'idle' ? state : { status: 'failed' };
  }
  if (state.status !== 'sending' && state.status !== 'finishing') return state;
  switch (event.type) {
    case 'recorded':
      return { ...state, recorded: state.recorded + event.bytes };
    case 'sent':
      return { ...state, sent: Math.max(state.sent, event.bytes) };
    case 'recording_stopped':
      return { ...state, status: 'finishing' };
    case 'succeeded':
      return { status: 'done', recorded: state.recorded, sent: state.recorded };
  }
}

/** Percent of the recorded bytes the server has, 0 before anything was recorded. */
export function uploadPercent(state: UploadProgress): number {
  if (state.status === 'done') return 100;
  if (state.status !== 'sending' && state.status !== 'finishing') return 0;
  if (state.recorded === 0) return 0;
  return Math.min(100, Math.round((state.sent / state.recorded) * 100));
}
