/** How much of their weight a person wants to lose, and the level the diet scoring uses (docs/product.md §9). */

export const WEIGHT_LOSS_LEVELS = ['low', 'medium', 'high'] as const;
export type WeightLossLevel = (typeof WEIGHT_LOSS_LEVELS)[number];

/** (weight − goal) / weight × 100; negative when the goal is above the weight. */
export function weightLossPercentage(weight: number, goal: number): number {
  return ((weight - goal) / weight) * 100;
}

/** Up to 5 % is low, up to 15 % medium, above 15 % high (a goal above the weight is low). */
export function weightLossLevel(percentage: number): WeightLossLevel {
  if (percentage <= 5) return 'low';
  if (percentage <= 15) return 'medium';
  return 'high';
}
