import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { summariesQueryKey } from '@/features/daily-summary/api/get-daily-summary';
import { pointsQueryKey } from '@/features/daily-summary/api/get-points-summary';
import { StravaScreen } from '@/features/strava/components/strava-screen';

/** /strava (docs/product.md §2.18). */
export function Component() {
  const queryClient = useQueryClient();
  // Imported workouts change every summary (day, week) and the points; the next visit reads them again.
  const onWorkoutsChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: summariesQueryKey });
    void queryClient.invalidateQueries({ queryKey: pointsQueryKey });
  }, [queryClient]);
  return <StravaScreen onWorkoutsChanged={onWorkoutsChanged} />;
}
