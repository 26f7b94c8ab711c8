import { WeeklyPointsView } from '@/features/weekly-points/components/weekly-points-view';

/** /seguimiento-semanal (docs/product.md §2.12). */
export function Component() {
  return <WeeklyPointsView />;
}
