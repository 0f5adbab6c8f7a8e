import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

// Loaded on first use: the dialog carries the form, the file picker and the media check.
const CreateInterviewDialog = lazy(() =>
  import('@/features/interview-setup/components/create-interview-dialog.tsx').then((module) => ({
    default: module.CreateInterviewDialog,
  })),
);

const StartPracticeContext = createContext<() => void>(() => {});

/** One Create Interview dialog for the whole dashboard: the top bar and the empty state both open it. */
export function StartPracticeProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <StartPracticeContext.Provider value={() => setOpen(true)}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <CreateInterviewDialog open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </StartPracticeContext.Provider>
  );
}

export const useStartPractice = () => useContext(StartPracticeContext);

export function StartPracticeButton() {
  const startPractice = useStartPractice();
  return (
    <Button size="sm" onClick={startPractice}>
      Start Practice
    </Button>
  );
}
