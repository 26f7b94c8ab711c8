import type { RefreshAfterWeight } from '@/lib/api/log-weight';
import { refreshAfterLog } from '@/lib/api/refresh-after-log';

/** For `useLogWeight` (lib/api): that day's summary is patched at once; the re-reads are not waited for. */
export const refreshAfterWeight: RefreshAfterWeight = (queryClient, saved) => {
  void refreshAfterLog(queryClient, saved.date, (summary) => ({ ...summary, weight: saved.weight }));
};
