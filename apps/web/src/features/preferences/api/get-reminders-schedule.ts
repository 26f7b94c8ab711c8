import type { remindersScheduleResponse } from '@nutricoach/core/contract/preferences';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Infer, QueryConfig } from '@/lib/react-query';

export type RemindersSchedule = Infer<typeof remindersScheduleResponse>['reminders_schedule'];

/** GET /preferences/reminders-schedule: the four times of weekdays and of the weekend. */
export async function getRemindersSchedule({ signal }: { signal?: AbortSignal } = {}): Promise<RemindersSchedule> {
  return (await api.get<{ reminders_schedule: RemindersSchedule }>('/preferences/reminders-schedule', { signal }))
    .reminders_schedule;
}

export function getRemindersScheduleQueryOptions() {
  return queryOptions({
    queryKey: ['preferences', 'reminders-schedule'],
    queryFn: ({ signal }) => getRemindersSchedule({ signal }),
  });
}

export function useRemindersSchedule({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof getRemindersScheduleQueryOptions>;
} = {}) {
  return useQuery({ ...getRemindersScheduleQueryOptions(), ...queryConfig });
}
