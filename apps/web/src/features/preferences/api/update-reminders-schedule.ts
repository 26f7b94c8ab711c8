import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '@/lib/api/optimistic-mutation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getRemindersScheduleQueryOptions, type RemindersSchedule } from './get-reminders-schedule';

export type ScheduleGroup = keyof RemindersSchedule;
export type ScheduleTime = keyof RemindersSchedule[ScheduleGroup];
export type ScheduleChange = { group: ScheduleGroup; time: ScheduleTime; value: string };

/** PUT /preferences/reminders-schedule: both groups at once. */
export async function updateRemindersSchedule(schedule: RemindersSchedule): Promise<RemindersSchedule> {
  return (
    await api.put<{ reminders_schedule: RemindersSchedule }>('/preferences/reminders-schedule', {
      reminders_schedule: schedule,
    })
  ).reminders_schedule;
}

export function withTime(schedule: RemindersSchedule, { group, time, value }: ScheduleChange): RemindersSchedule {
  return { ...schedule, [group]: { ...schedule[group], [time]: value } };
}

/** One time at a time, shown at once and sent with the rest of the schedule; a refusal puts it back and reloads it. */
export function useChangeScheduleTime({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateRemindersSchedule>;
} = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getRemindersScheduleQueryOptions();
  const mutation = useOptimisticMutation({
    queryKey,
    mutationFn: updateRemindersSchedule,
    optimistic: (schedule) => schedule,
    scope: { id: 'update-reminders-schedule' },
    mutationConfig,
  });
  const change = (edit: ScheduleChange) => {
    const current = queryClient.getQueryData(queryKey);
    if (current) mutation.mutate(withTime(current, edit));
  };
  return { ...mutation, change };
}
