import { WeightSummaryView } from '@/features/weight-summary/components/weight-summary-view';

/** /weight-summary (docs/product.md §2.8). */
export function Component() {
  return <WeightSummaryView />;
}
