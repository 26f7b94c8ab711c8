import type { DietType } from './diets.ts';

/** The diet of a user who has none yet (onboarding not finished): their food table and plates follow it. */
export const DEFAULT_DIET: DietType = 'smart_balanced';
