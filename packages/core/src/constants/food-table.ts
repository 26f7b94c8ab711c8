/** The food table's groups and tastes (docs/product.md §2.9); contract/food-table.ts validates with them. */

export const TASTES = ['like', 'dislike', 'allergic'] as const;
export type Taste = (typeof TASTES)[number];

/** The four groups of the food table, in display order; also the response's keys. */
export const FOOD_CLASSIFICATIONS = ['allowed', 'occasional', 'in_moderation', 'not_allowed'] as const;
export type FoodClassification = (typeof FOOD_CLASSIFICATIONS)[number];

/** The server's message when a not_allowed food is rated (docs/product.md §2.9, §5). */
export const NOT_ALLOWED_TASTE_MESSAGE = 'No se pueden calificar alimentos no permitidos';
