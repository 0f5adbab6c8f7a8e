import { useCallback, useEffect, useReducer, useState } from 'react';
import { toast } from 'sonner';
import { INITIAL_MEDIA_CHECK, mediaCheckReducer, type MediaCheck } from '../lib/media-check.ts';
import { MEDIA_DENIED_MESSAGE, isBrowserCompatible, requestPermission } from '../lib/media-devices.ts';

/**
 * Runs the three checks of the Practice Prerequisite screen one after the other (one permission prompt at a
 * time), and again on `restart`. A check abandoned by unmounting or restarting reports nothing.
 */
export function useMediaCheck() {
  const [state, dispatch] = useReducer(mediaCheckReducer, INITIAL_MEDIA_CHECK);
  const [run, setRun] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const report = (check: MediaCheck, working: boolean) => {
      if (!cancelled) dispatch({ type: 'result', check, working });
    };
    void (async () => {
      const browser = isBrowserCompatible();
      report('browser', browser);
      if (!browser) {
        report('microphone', false);
        report('camera', false);
        return;
      }
      const microphone = await requestPermission('audio');
      report('microphone', microphone);
      if (cancelled) return;
      const camera = await requestPermission('video');
      report('camera', camera);
      if (!cancelled && (!microphone || !camera)) toast.error(MEDIA_DENIED_MESSAGE);
    })();
    return () => {
      cancelled = true;
    };
  }, [run]);

  const restart = useCallback(() => {
    dispatch({ type: 'restart' });
    setRun((count) => count + 1);
  }, []);

  return { state, restart };
}
