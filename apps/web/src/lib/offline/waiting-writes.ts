/**
 * A day as the server last gave it plus what is waiting to be sent for it: the daily summary read
 * offline (from the service worker's copy) or reloaded before a sync still shows the meals,
 * workouts and weight logged without a network, marked 'Pendiente'.
 */
import type { NutritionLog, TrainingLog } from '@nutricoach/core/contract/logs';
import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { useAuthStore } from '@/lib/auth-store';
import { withMealSaved, withWorkoutSaved } from '@/lib/api/apply-log';
import { useOutboxStore, writesOf } from './outbox';

export function withWaitingWrites(summary: DailySummary, date: string): DailySummary {
  const owner = useAuthStore.getState().user?.id;
  const waiting = writesOf(useOutboxStore.getState().writes, owner).filter((w) => w.date === date);
  let day = summary;
  for (const write of waiting) {
    if (write.kind === 'meal') day = withMealSaved(day, write.shown as NutritionLog);
    else if (write.kind === 'exercise') day = withWorkoutSaved(day, write.shown as TrainingLog);
    else day = { ...day, weight: (write.shown as { weight: number }).weight };
  }
  return day;
}

/** Whether a weight for `date` is waiting to be sent (its card is marked 'Pendiente'). */
export function useWeightWaiting(date: string): boolean {
  const owner = useAuthStore((s) => s.user?.id);
  return useOutboxStore((s) => writesOf(s.writes, owner).some((w) => w.kind === 'weight' && w.date === date));
}
