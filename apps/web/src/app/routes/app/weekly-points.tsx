import { WeeklyPointsView } from '@/features/weekly-points/components/weekly-points-view';

/** /seguimiento-semanal (spec 2.12). */
export function Component() {
  return <WeeklyPointsView />;
}
