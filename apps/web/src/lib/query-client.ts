import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { coalescedTimeouts } from './query-timers';

// Before any query exists: TanStack asks that timers of one provider are cleared by the same one.
timeoutManager.setTimeoutProvider(coalescedTimeouts());

const MAX_RETRIES = 2;

/** A 4xx will not change by asking again (and a 401 has already logged the user out). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
