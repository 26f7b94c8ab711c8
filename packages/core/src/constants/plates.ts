/** The plate search's limits (docs/product.md §2.10, §5, §9); contract/plates.ts validates with them. */

export const PLATES_PAGE_SIZE = 20;
/** What the server accepts for calories_min / calories_max. */
export const PLATE_CALORIES_BOUNDS = { min: 0, max: 5000 } as const;
/** The /flex-menu slider (docs/product.md §2.10, §9): a bound is sent only when it narrows this range. */
export const PLATE_CALORIE_SLIDER = { min: 0, max: 2500, step: 100 } as const;
export const INGREDIENTS_FILTER_MAX_LENGTH = 200;
