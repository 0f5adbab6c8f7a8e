import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { StartInterviewResult } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';

// Loaded on first use: the dialog carries the form, the file picker and the media check.
const CreateInterviewDialog = lazy(() =>
  import('@/features/interview-setup/components/create-interview-dialog.tsx').then((module) => ({
    default: module.CreateInterviewDialog,
  })),
);

type StartPractice = {
  /** Opens the Create Interview dialog at its first screen. */
  open: () => void;
  /** Opens it at the media check of an interview made elsewhere (a retake from a report). */
  checkMediaFor: (interview: StartInterviewResult) => void;
};

const StartPracticeContext = createContext<StartPractice>({ open: () => {}, checkMediaFor: () => {} });

/** One Create Interview dialog for the whole dashboard: the top bar, the empty state and retakes open it. */
export function StartPracticeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ started?: StartInterviewResult } | null>(null);
  const value = useMemo<StartPractice>(
    () => ({ open: () => setState({}), checkMediaFor: (started) => setState({ started }) }),
    [],
  );
  return (
    <StartPracticeContext.Provider value={value}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <CreateInterviewDialog
            open
            onOpenChange={(open) => !open && setState(null)}
            startedInterview={state.started}
          />
        </Suspense>
      ) : null}
    </StartPracticeContext.Provider>
  );
}

export const useStartPractice = () => useContext(StartPracticeContext).open;
export const useCheckMediaFor = () => useContext(StartPracticeContext).checkMediaFor;

export function StartPracticeButton() {
  const startPractice = useStartPractice();
  return (
    <Button size="sm" onClick={startPractice}>
      Start Practice
    </Button>
  );
}
