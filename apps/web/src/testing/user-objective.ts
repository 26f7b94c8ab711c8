import type { UserObjective } from '@nutricoach/core/contract/onboarding';

/** A user past the onboarding, losing weight on the general diet with a 20 % deficit. */
export const LOSING_WEIGHT_OBJECTIVE: UserObjective = {
  objective: 'lose_weight',
  diet_type: 'smart_balanced',
  deficit: 20,
  onboarding_completed: true,
  onboarding_type: 'default',
};

/** A user sold the app directly, who has not started the onboarding yet (nothing chosen: nulls). */
export const DIRECT_SALE_NEW_OBJECTIVE = {
  objective: null,
  diet_type: null,
  deficit: null,
  onboarding_completed: false,
  onboarding_type: 'direct_sale',
};
