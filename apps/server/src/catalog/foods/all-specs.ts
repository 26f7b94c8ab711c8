/** Every authored food, in the order the food table lists categories. */
import { ANDEAN } from './andean.ts';
import { CONDIMENTS } from './condiments.ts';
import { DAIRY_EGGS } from './dairy-eggs.ts';
import type { FoodSpec } from './define.ts';
import { DRINKS_SWEETS } from './drinks-sweets.ts';
import { FISH } from './fish.ts';
import { FRUITS } from './fruits.ts';
import { GRAINS_TUBERS } from './grains-tubers.ts';
import { LEGUMES } from './legumes.ts';
import { MEATS } from './meats.ts';
import { NUTS_FATS } from './nuts-fats.ts';
import { VEGETABLES } from './vegetables.ts';

export const FOOD_SPECS: FoodSpec[] = [
  ...MEATS,
  ...FISH,
  ...DAIRY_EGGS,
  ...GRAINS_TUBERS,
  ...LEGUMES,
  ...VEGETABLES,
  ...FRUITS,
  ...NUTS_FATS,
  ...DRINKS_SWEETS,
  ...CONDIMENTS,
  ...ANDEAN,
];
