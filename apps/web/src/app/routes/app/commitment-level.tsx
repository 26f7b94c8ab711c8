import { CommitmentLevelView } from '@/features/commitment-level/components/commitment-level-view';

/** /commitment-level (docs/product.md §2.13): a static demo, not connected to the server. */
export function Component() {
  return <CommitmentLevelView />;
}
