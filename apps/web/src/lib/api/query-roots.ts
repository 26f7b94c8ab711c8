/**
 * The roots of the summary and points answers. Every log (a meal, a workout, a weight, a plan meal
 * eaten, a plate from /flex-menu) changes the day, its week and the points, so after one each whole
 * root is invalidated (refresh-after-log.ts).
 */
export const summariesQueryKey = ['summaries'] as const;

/** The root of every points answer: one log moves the day's points and its week's total. */
export const pointsQueryKey = ['points'] as const;

/** The starred foods and meals: deleting an own food removes its star, so that screen refreshes them too. */
export const favoritesQueryKey = ['favorites'] as const;
