/** Every authored dish, by region (issue 28 §1; sources in docs/dishes.md). */
import { ANDEAN } from './andean.ts';
import { CENTRAL_AMERICA_CARIBBEAN } from './central-caribbean.ts';
import type { DishSpec } from './define.ts';
import { MEXICO } from './mexico.ts';
import { NORTH_AND_SOUTH } from './north-south.ts';
import { EVERYDAY, SPAIN } from './spain-everyday.ts';

export const DISH_SPECS: readonly DishSpec[] = [
  ...MEXICO,
  ...CENTRAL_AMERICA_CARIBBEAN,
  ...ANDEAN,
  ...NORTH_AND_SOUTH,
  ...SPAIN,
  ...EVERYDAY,
];
