import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already toasts a failure; retrying would repeat the toast for a 4xx that will not change.
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});
