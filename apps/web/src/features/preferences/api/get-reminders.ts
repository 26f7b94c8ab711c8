import type { remindersResponse } from '@nutricoach/core/contract/preferences';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type Reminders = Infer<typeof remindersResponse>['reminders'];

/** GET /preferences/reminders: per weekday, which reminders are on. */
export async function getReminders({ signal }: { signal?: AbortSignal } = {}): Promise<Reminders> {
  return (await api.get<{ reminders: Reminders }>('/preferences/reminders', { signal })).reminders;
}

export function getRemindersQueryOptions() {
  return queryOptions({
    queryKey: ['preferences', 'reminders'],
    queryFn: ({ signal }) => getReminders({ signal }),
  });
}

export function useReminders({ queryConfig }: { queryConfig?: QueryConfig<typeof getRemindersQueryOptions> } = {}) {
  return useQuery({ ...getRemindersQueryOptions(), ...queryConfig });
}
