import { useCallback, useEffect, useReducer, useState } from 'react';
import { toast } from 'sonner';
import { openAudioLevel, SPEECH_DBFS } from '@/lib/audio-level.ts';
import {
  createSpeechDetector,
  INITIAL_MEDIA_CHECK,
  mediaCheckReducer,
  type MediaCheck,
} from '../lib/media-check.ts';
import {
  MEDIA_DENIED_MESSAGE,
  isBrowserCompatible,
  openMicrophone,
  requestPermission,
  stopStream,
} from '../lib/media-devices.ts';

/** Heard nothing for this long: the check says what to look at. */
const SILENT_HINT_MS = 8000;
const LISTEN_EVERY_MS = 50;

/**
 * Runs the three checks of the Practice Prerequisite screen one after the other (one permission prompt at a
 * time), and again on `restart`. The microphone passes only once it hears the candidate speak; while it listens,
 * `microphone` is its stream (for a level meter) and `silent` turns true if nothing has been heard for a while.
 * A check abandoned by unmounting or restarting reports nothing.
 */
export function useMediaCheck() {
  const [state, dispatch] = useReducer(mediaCheckReducer, INITIAL_MEDIA_CHECK);
  const [run, setRun] = useState(0);
  const [microphone, setMicrophone] = useState<MediaStream | null>(null);
  const [silent, setSilent] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let stopListening = () => {};
    const report = (check: MediaCheck, working: boolean) => {
      if (!cancelled) dispatch({ type: 'result', check, working });
    };

    const listen = (stream: MediaStream) => {
      const audio = openAudioLevel(stream);
      const started = performance.now();
      const speech = createSpeechDetector(started);
      const timer = window.setInterval(() => {
        if (speech.hear(performance.now(), audio.decibels() > SPEECH_DBFS)) {
          report('microphone', true);
          stopListening();
        } else if (performance.now() - started > SILENT_HINT_MS) setSilent(true);
      }, LISTEN_EVERY_MS);
      stopListening = () => {
        window.clearInterval(timer);
        audio.close();
        stopStream(stream);
        setMicrophone(null);
        stopListening = () => {};
      };
      setMicrophone(stream);
      dispatch({ type: 'listening' });
    };

    void (async () => {
      const browser = isBrowserCompatible();
      report('browser', browser);
      if (!browser) {
        report('microphone', false);
        report('camera', false);
        return;
      }
      const stream = await openMicrophone();
      if (cancelled) return stream && stopStream(stream);
      if (stream) listen(stream);
      else report('microphone', false);
      const camera = await requestPermission('video');
      report('camera', camera);
      if (!cancelled && (!stream || !camera)) toast.error(MEDIA_DENIED_MESSAGE);
    })();
    return () => {
      cancelled = true;
      stopListening();
    };
  }, [run]);

  const restart = useCallback(() => {
    dispatch({ type: 'restart' });
    setSilent(false);
    setRun((count) => count + 1);
  }, []);

  return { state, restart, microphone, silent };
}
