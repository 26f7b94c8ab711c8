import { RefreshCw } from 'lucide-react';

/** How a synced workout is marked in the daily summary's exercise list, shown here as an example. */
export function SyncedMarkSample() {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-orange-50 px-2 py-0.5 text-[11px] font-semibold text-orange-700">
      <RefreshCw className="size-3" aria-hidden />
      Sincronizado con Strava
    </span>
  );
}
