import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/**
 * GET /strava/connect-url: Strava's authorize page (or the local sandbox's), with a short-lived
 * state bound to the user. Asked for on the click, never cached: the state expires.
 */
export async function getConnectUrl(): Promise<string> {
  return (await api.get<{ url: string }>('/strava/connect-url')).url;
}

/** A mutation rather than a query: it is an action the user starts, and each answer is used once. */
export function useGetConnectUrl({ mutationConfig }: { mutationConfig?: MutationConfig<typeof getConnectUrl> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: () => getConnectUrl() });
}
