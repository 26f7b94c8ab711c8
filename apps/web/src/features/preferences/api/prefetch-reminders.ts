import type { QueryClient } from '@tanstack/react-query';
import { getRemindersQueryOptions } from './get-reminders';
import { getRemindersScheduleQueryOptions } from './get-reminders-schedule';

/** Asks for /profile's reminders and their times before its code has arrived. */
export function prefetchReminders(queryClient: QueryClient) {
  void queryClient.prefetchQuery(getRemindersQueryOptions());
  void queryClient.prefetchQuery(getRemindersScheduleQueryOptions());
}
