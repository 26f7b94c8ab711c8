import { CommitmentLevelView } from '@/features/commitment-level/components/commitment-level-view';

/** /commitment-level (issue 19): the level, its history and the achievements from the user's own record. */
export function Component() {
  return <CommitmentLevelView />;
}
