/**
 * The allergens the food catalog tags foods with: the five /restriction checkboxes (ALLERGIES in
 * onboarding.ts) plus fish, soy and peanut, which people name in the 'Otra' text.
 */
export const ALLERGENS = ['dairy', 'gluten', 'shellfish', 'fish', 'nuts', 'egg', 'soy', 'peanut'] as const;
export type Allergen = (typeof ALLERGENS)[number];
