import { WeeklySummaryView } from '@/features/weekly-summary/components/weekly-summary-view';

/** /weekly-summary (docs/product.md §2.7). */
export function Component() {
  return <WeeklySummaryView />;
}
