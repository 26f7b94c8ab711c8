import type { RefreshAfterWeight } from '@/lib/api/log-weight';
import { getWeightMeasurementsQueryOptions } from './get-weight-measurements';

/**
 * For `useLogWeight` (lib/api). A weight also moves the daily summary and the points, which other
 * screens own: every cached answer is marked stale (refetched when next shown), and this screen's
 * list is read again before the save resolves.
 */
export const refreshAfterWeight: RefreshAfterWeight = async (queryClient) => {
  void queryClient.invalidateQueries({ refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: getWeightMeasurementsQueryOptions().queryKey });
};
