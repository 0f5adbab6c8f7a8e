import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuthCheck } from './app/auth-provider.tsx';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import './index.css';

startAuthCheck();

const root = createRoot(document.getElementById('root')!);
// A transition lets React yield to the browser every few milliseconds while it builds the first screen, instead
// of one long task that blocks input (Lighthouse's Total Blocking Time; ADR 035).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
