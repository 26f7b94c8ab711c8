import type { Weekday } from '@nutricoach/core/rules/default-reminders';
import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '@/lib/api/optimistic-mutation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getRemindersQueryOptions, type Reminders } from './get-reminders';

export type ReminderFlag = keyof Reminders[Weekday];
export type ReminderToggle = { day: Weekday; flag: ReminderFlag; on: boolean };

/** PUT /preferences/reminders: the whole week at once. */
export async function updateReminders(reminders: Reminders): Promise<Reminders> {
  return (await api.put<{ reminders: Reminders }>('/preferences/reminders', { reminders })).reminders;
}

export function withToggle(reminders: Reminders, { day, flag, on }: ReminderToggle): Reminders {
  return { ...reminders, [day]: { ...reminders[day], [flag]: on } };
}

/**
 * One switch at a time: the week shows it at once and is sent whole, built on what is shown (so
 * quick taps add up); the saves go out one after the other. A refusal puts back the week shown
 * before it and reloads the server's.
 */
export function useToggleReminder({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateReminders>;
} = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getRemindersQueryOptions();
  const mutation = useOptimisticMutation({
    queryKey,
    mutationFn: updateReminders,
    optimistic: (reminders) => reminders,
    scope: { id: 'update-reminders' },
    mutationConfig,
  });
  const toggle = (change: ReminderToggle) => {
    const current = queryClient.getQueryData(queryKey);
    if (current) mutation.mutate(withToggle(current, change));
  };
  return { ...mutation, toggle };
}
