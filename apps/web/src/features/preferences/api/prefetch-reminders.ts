import type { QueryClient } from '@tanstack/react-query';
import { inOwnTask } from '@/lib/own-task';
import { getBudgetLevelQueryOptions } from './get-budget-level';
import { getIntensityQueryOptions } from './get-intensity';
import { getRemindersQueryOptions } from './get-reminders';
import { getRemindersScheduleQueryOptions } from './get-reminders-schedule';

/**
 * Asks for /profile's preferences before its code has arrived: the coach's personality (the second
 * card, on a phone's first screen: its skeleton was shorter than the card and pushed the page down
 * when it arrived), the reminders and their times.
 */
export function prefetchReminders(queryClient: QueryClient) {
  inOwnTask(() => queryClient.prefetchQuery(getIntensityQueryOptions()));
  inOwnTask(() => queryClient.prefetchQuery(getRemindersQueryOptions()));
  inOwnTask(() => queryClient.prefetchQuery(getRemindersScheduleQueryOptions()));
}

/** The budget level, which /profile shows only on a strict menu: asked for once the type is known. */
export function prefetchBudgetLevel(queryClient: QueryClient) {
  inOwnTask(() => queryClient.prefetchQuery(getBudgetLevelQueryOptions()));
}
