import type { QueryClient } from '@tanstack/react-query';
import { getRemindersQueryOptions } from '@/features/preferences/api/get-reminders';
import { getRemindersScheduleQueryOptions } from '@/features/preferences/api/get-reminders-schedule';
import { getUserInfoQueryOptions } from '@/lib/api/get-user-info';
import { getDietConditionQueryOptions } from './get-diet-condition';

/** Asks for the settings /profile shows before its code has arrived (the objective is the guards'). */
export function prefetchProfile(queryClient: QueryClient) {
  void queryClient.prefetchQuery(getUserInfoQueryOptions());
  void queryClient.prefetchQuery(getRemindersQueryOptions());
  void queryClient.prefetchQuery(getRemindersScheduleQueryOptions());
  void queryClient.prefetchQuery(getDietConditionQueryOptions());
}
