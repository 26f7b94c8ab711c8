import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { queryClient as appQueryClient } from '@/lib/query-client';

// Cached answers belong to one session: drop them whenever the session changes hands.
useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) appQueryClient.removeQueries();
});

export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
