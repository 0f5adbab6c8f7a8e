import { useCallback, useState } from 'react';

/** Remembered in this browser: a candidate who hid the live feedback does not see it come back next answer. */
const HIDDEN_KEY = 'live_feedback_hidden';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useLiveFeedbackShown() {
  const [shown, setShown] = useState(() => !readHidden());
  const toggle = useCallback(() => {
    setShown((current) => {
      try {
        if (current) localStorage.setItem(HIDDEN_KEY, 'true');
        else localStorage.removeItem(HIDDEN_KEY);
      } catch {
        // Storage refused (private mode): the choice holds for this visit only.
      }
      return !current;
    });
  }, []);
  return { shown, toggle };
}
