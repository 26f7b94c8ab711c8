import { ChallengesView } from '@/features/challenges/components/challenges-view';

/** /challenges (issue 19): active, completed and joinable challenges, checked from the logs. */
export function Component() {
  return <ChallengesView />;
}
