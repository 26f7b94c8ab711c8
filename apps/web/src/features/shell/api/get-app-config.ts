import type { appConfigResponse } from '@nutricoach/core/contract/app-config';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/react-query';

type AppConfig = Infer<typeof appConfigResponse>;

export function getAppConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfig> {
  return api.get<AppConfig>('/app-config', { signal });
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => getAppConfig({ signal }),
    staleTime: Infinity,
  });
}

export function useAppConfig() {
  return useQuery(getAppConfigQueryOptions());
}
