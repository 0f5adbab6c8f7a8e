import { describe, expect, it } from 'vitest';
import { idleUpload, uploadPercent, uploadReducer, type UploadEvent } from './upload-progress.ts';

const run = (events: UploadEvent[]) => events.reduce(uploadReducer, idleUpload);

describe('uploadReducer', () => {
  it('follows the bytes sent against the bytes recorded while recording', () => {
    const state = run([
      { type: 'started' },
      { type: 'recorded', bytes: 600_000 },
      { type: 'recorded', bytes: 600_000 },
      { type: 'sent', bytes: 300_000 },
    ]);
    expect(state).toEqual({ status: 'sending', recorded: 1_200_000, sent: 300_000 });
    expect(uploadPercent(state)).toBe(25);
  });

  it('finishes at 100% once the server accepted the whole answer', () => {
    const state = run([
      { type: 'started' },
      { type: 'recorded', bytes: 1000 },
      { type: 'recording_stopped' },
      { type: 'succeeded' },
    ]);
    expect(state.status).toBe('done');
    expect(uploadPercent(state)).toBe(100);
  });

  it('never moves the sent count backwards after a retry', () => {
    const state = run([
      { type: 'started' },
      { type: 'recorded', bytes: 1000 },
      { type: 'sent', bytes: 800 },
      { type: 'sent', bytes: 0 },
    ]);
    expect(uploadPercent(state)).toBe(80);
  });

  it('marks a failure and ignores progress afterwards', () => {
    const state = run([{ type: 'started' }, { type: 'failed' }, { type: 'sent', bytes: 10 }]);
    expect(state).toEqual({ status: 'failed' });
    expect(uploadPercent(state)).toBe(0);
  });

  it('ignores progress before an upload started', () => {
    expect(run([{ type: 'recorded', bytes: 5 }, { type: 'failed' }])).toBe(idleUpload);
  });
});
