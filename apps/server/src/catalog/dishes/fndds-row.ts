/**
 * A row of fndds-snapshot.ts. Source: U.S. Department of Agriculture, Agricultural Research
 * Service. 2020. USDA Food and Nutrient Database for Dietary Studies 2017-2018. Public domain.
 * Values per 100 g of the food as eaten; carbs is carbohydrate by difference (includes fibre).
 * `portions` are the survey's household portions: [seq num, description, grams]; the ones
 * published with 0 g were left out.
 */
export interface FnddsRow {
  description: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugars: number;
  sodium_mg: number;
  saturated_fat: number;
  portions: readonly (readonly [seq: number, description: string, grams: number])[];
}
