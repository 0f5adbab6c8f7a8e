import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client.ts';
import { TOASTER_SETTINGS } from '@/lib/toast.ts';
import { AuthProvider } from './auth-provider.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster {...TOASTER_SETTINGS} richColors closeButton />
    </QueryClientProvider>
  );
}
