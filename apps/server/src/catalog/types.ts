/** Shapes of the food catalog: foods, their diet classification and plates. */
import { ALLERGENS as CORE_ALLERGENS, type Allergen as CoreAllergen } from '@nutricoach/core/constants/allergens';
import { DIET_TYPES, RECOMMENDABLE_DIETS, type DietType } from '@nutricoach/core/constants/diets';
import { MEAL_TYPES as CORE_MEAL_TYPES, type MealType as CoreMealType } from '@nutricoach/core/constants/logging';

/** The 16 diets: one definition, in core (docs/product.md §9, Diets). */
export const DIET_IDS = DIET_TYPES;
export type DietId = DietType;

/** Diets the onboarding can recommend (docs/product.md §9); they need more plates. */
export const ELIGIBLE_DIETS = RECOMMENDABLE_DIETS;

export const CLASSIFICATIONS = ['allowed', 'in_moderation', 'occasional', 'not_allowed'] as const;
/** Ordered from most to least permissive. */
export type Classification = (typeof CLASSIFICATIONS)[number];

export const MEAL_TYPES = CORE_MEAL_TYPES;
export type MealType = CoreMealType;

/** The allergens foods are tagged with: one list, in core, which the allergy rule reads too. */
export const ALLERGENS = CORE_ALLERGENS;
export type Allergen = CoreAllergen;

export const FOOD_CATEGORIES = [
  'Carnes',
  'Pescados y mariscos',
  'Huevos',
  'Lácteos',
  'Cereales y tubérculos',
  'Legumbres',
  'Verduras',
  'Frutas',
  'Frutos secos y semillas',
  'Grasas y aceites',
  'Bebidas',
  'Dulces',
  'Salsas y condimentos',
  'Snacks',
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/**
 * Facts about a food that the diet rules read. Authored per food (SR has no sugar, sodium,
 * saturated fat, potassium or phosphorus columns in our extract); see docs/food-data.md.
 */
export const FOOD_TAGS = [
  'high_sugar', // mostly added or free sugar: sugar, sweets, sweetened drinks
  'sweetened_drink',
  'fruit_juice',
  'dried_fruit',
  'refined_grain',
  'whole_grain',
  'starchy_vegetable', // tubers, roots, plantain, sweet corn: carb-dense "vegetables"
  'processed_meat',
  'organ_meat',
  'high_sat_fat',
  'high_sodium',
  'fried',
  'ultra_processed',
  'alcohol',
  'seasoning', // used by the gram or the teaspoon: judged on its role, not per 100 g
  'omega3',
  'fermented_dairy',
] as const;
export type FoodTag = (typeof FOOD_TAGS)[number];

/** Potassium / phosphorus level per 100 g: low < 150 / < 100 mg, high > 250 / > 200 mg. */
export type MineralLevel = 'low' | 'medium' | 'high';

/** What a food or a dish gives per 100 g, or per 100 ml for drinks (SR values are per 100 g). */
export interface Per100 {
  unit: 'g' | 'ml';
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** null where the source has no fibre value. */
  fiber: number | null;
}

export interface Food extends Per100 {
  /** Stable slug, e.g. 'arroz-blanco-cocido'. */
  id: string;
  /** Spanish name as most people in Latin America say it. */
  name: string;
  /** Other regional names (palta/aguacate). */
  aliases: string[];
  category: FoodCategory;
  subcategory: string;
  /** Short Spanish food type, e.g. 'Pollo', 'Arroz'. */
  type: string;
  description: string;
  source: 'usda' | 'other';
  /** USDA SR Legacy NDB number (5 digits) when source is 'usda'. */
  source_id: string | null;
  /** Reference for non-USDA values. */
  citation: string | null;
  allergens: Allergen[];
  is_meat: boolean;
  is_fish: boolean;
  is_animal_product: boolean;
  tags: FoodTag[];
  potassium: MineralLevel;
  phosphorus: MineralLevel;
}

/**
 * A row of foods/usda-snapshot.ts. Source: U.S. Department of Agriculture, Agricultural Research
 * Service. USDA National Nutrient Database for Standard Reference, Legacy Release 28. Nutrient Data
 * Laboratory. Public domain. Values per 100 g of edible portion; carbs_g is carbohydrate by
 * difference (includes fibre).
 */
export interface UsdaRow {
  name_en: string;
  kcal: number;
  protein_g: number;
  carbs_g: number;
  fat_g: number;
  fiber_g: number | null;
}

export interface Ingredient {
  food: string;
  grams: number;
  /** Household measure in Spanish: '1 taza', '2 unidades'. */
  equivalence: string;
}

export type CostTier = 'low' | 'medium' | 'high';
export type EatingStyle = 'vegetarian' | 'vegan';

export interface Plate {
  id: string;
  name: string;
  meal_type: MealType;
  diets: DietId[];
  cooking_method: string;
  cost: CostTier;
  ingredients: Ingredient[];
  steps: string[];
  /** Declared styles; tests check them against the ingredients. */
  styles: EatingStyle[];
  /** Where the plate is a common dish (ISO codes), when it is one of the region's dishes (region-plates.ts). */
  countries?: string[];
}

export interface Nutrition {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}
