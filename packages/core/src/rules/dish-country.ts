/**
 * How near a dish is to the person's country (issue 29; docs/strict-plan.md, 'The person's
 * country'): the weekly plan and the plate list offer the country's dishes first, then the
 * region's, then the dishes of everywhere (a catalog dish with no countries), and a dish of
 * another region only when nothing nearer fits.
 */
import type { UserCountry } from '../constants/countries.ts';

/**
 * Regions whose everyday dishes overlap: Mexico and Central America (and the United States'
 * Spanish-speaking kitchen), the Caribbean, Colombia–Venezuela–Panama, the Andes, the Southern Cone, Spain.
 */
export const DISH_REGIONS: readonly (readonly UserCountry[])[] = [
  ['mx', 'gt', 'sv', 'hn', 'ni', 'cr', 'us'],
  ['cu', 'do', 'pr'],
  ['co', 've', 'pa'],
  ['pe', 'bo', 'ec'],
  ['ar', 'uy', 'py', 'cl'],
  ['es'],
];

/** The countries of `country`'s region, itself included. */
export function regionOf(country: UserCountry): readonly UserCountry[] {
  return DISH_REGIONS.find((r) => r.includes(country)) ?? [country];
}

/** 0: the country's dish; 1: its region's; 2: a dish of everywhere (no countries); 3: another region's. */
export type DishNearness = 0 | 1 | 2 | 3;

/** How near a dish whose countries are `countries` (ISO codes, any case) is to `country`. */
export function dishNearness(countries: readonly string[] | null | undefined, country: UserCountry): DishNearness {
  if (!countries?.length) return 2;
  const lower = countries.map((c) => c.toLowerCase());
  if (lower.includes(country)) return 0;
  const region = regionOf(country);
  return lower.some((c) => (region as readonly string[]).includes(c)) ? 1 : 3;
}

/** A dish of another region: what the plan and the plate list leave out while nearer dishes suffice. */
export const isForeignDish = (countries: readonly string[] | null | undefined, country: UserCountry) =>
  dishNearness(countries, country) === 3;
