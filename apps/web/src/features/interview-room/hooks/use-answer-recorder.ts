import { useCallback, useEffect, useReducer, useRef } from 'react';
import { startAnswerUpload, type AnswerUpload } from '../lib/answer-upload.ts';
import { chooseRecorderMimeType, uploadFileFor, VIDEO_BITS_PER_SECOND } from '../lib/recorder-mime.ts';
import { idleUpload, uploadReducer } from '../lib/upload-progress.ts';

/** MediaRecorder hands over a chunk every second; each goes straight into the upload. */
const TIMESLICE_MS = 1000;

export type AnswerTarget = { stream: MediaStream; sessionId: string; questionId: string; token: string };
export type RecordedAnswer = { durationMs: number; uploaded: boolean };

type Recording = { recorder: MediaRecorder; upload: AnswerUpload; startedAt: number; stopped: Promise<void> };

/**
 * Records one answer and uploads it while recording. `start` throws when the browser cannot record (the room
 * shows 'Unable to start recording.'); `stop` resolves once the upload has finished or failed.
 */
export function useAnswerRecorder() {
  const [progress, dispatch] = useReducer(uploadReducer, idleUpload);
  const active = useRef<Recording | null>(null);

  const cancel = useCallback(() => {
    const recording = active.current;
    active.current = null;
    if (!recording) return;
    recording.recorder.ondataavailable = null;
    if (recording.recorder.state !== 'inactive') recording.recorder.stop();
    recording.upload.abort();
    dispatch({ type: 'reset' });
  }, []);

  useEffect(() => cancel, [cancel]);

  const start = useCallback(
    (target: AnswerTarget) => {
      cancel();
      const mimeType = chooseRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(target.stream, {
        mimeType,
        videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
      });
      const upload = startAnswerUpload({
        sessionId: target.sessionId,
        questionId: target.questionId,
        token: target.token,
        ...uploadFileFor(recorder.mimeType || mimeType),
        onSent: (bytes) => dispatch({ type: 'sent', bytes }),
      });
      const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()));
      // The camera or microphone went away mid-answer: what was recorded so far is still uploaded on End Answer.
      recorder.onerror = (event) => console.error('Recording failed', event);
      recorder.ondataavailable = (event) => {
        dispatch({ type: 'recorded', bytes: event.data.size });
        upload.push(event.data);
      };
      try {
        recorder.start(TIMESLICE_MS);
      } catch (error) {
        upload.abort();
        throw error;
      }
      dispatch({ type: 'started' });
      active.current = { recorder, upload, startedAt: performance.now(), stopped };
    },
    [cancel],
  );

  const stop = useCallback(async (): Promise<RecordedAnswer | null> => {
    const recording = active.current;
    if (!recording) return null;
    const durationMs = Math.round(performance.now() - recording.startedAt);
    // The last dataavailable event comes before 'stop', so the stream is complete once 'stop' fired.
    if (recording.recorder.state !== 'inactive') recording.recorder.stop();
    await recording.stopped;
    dispatch({ type: 'recording_stopped' });
    const uploaded = await recording.upload.finish();
    if (active.current === recording) active.current = null;
    dispatch(uploaded ? { type: 'succeeded' } : { type: 'failed' });
    return { durationMs, uploaded };
  }, []);

  return { progress, start, stop, cancel };
}
