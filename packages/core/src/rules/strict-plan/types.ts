import type { UserCountry } from '../../constants/countries.ts';
import type { DietType } from '../../constants/diets.ts';
import type { BudgetLevel, EatingStyle } from '../../constants/onboarding.ts';
import type { CostTier, PlanDay, PlanMeal } from '../../constants/strict-plan.ts';
import type { Nutrients } from '../points.ts';

/** What the generator needs to know of a food used in a plate. */
export interface PlanFood {
  id: string;
  name: string;
  aliases: string[];
  category: string;
  allergens: string[];
  isMeat: boolean;
  isFish: boolean;
  isAnimalProduct: boolean;
  /** Per 100 g: a planned meal's figures are those of its ingredients' rounded grams, what '✓ Lo comí' logs. */
  per100?: Nutrients;
}

export interface PlanIngredient {
  food: PlanFood;
  grams: number;
  equivalence: string;
}

export interface PlanPlate extends Nutrients {
  id: string;
  name: string;
  mealType: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  diets: DietType[];
  cost: CostTier;
  cookingMethod: string;
  steps: string[];
  ingredients: PlanIngredient[];
  /** The countries where the plate is a common dish (ISO codes); none: a dish of everywhere. */
  countries?: readonly string[];
}

export interface PlanInput {
  targets: Nutrients;
  diet: DietType;
  /** Allergy keys (dairy, gluten, shellfish, nuts, egg) and free texts ('kiwi'). */
  allergies: string[];
  eatingStyle: EatingStyle;
  /** Foods the user rated: dislikes are avoided, allergic ones never used. */
  dislikedFoodIds: string[];
  allergicFoodIds: string[];
  budgetLevel: BudgetLevel;
  plates: PlanPlate[];
  seed: number;
  /** The person's country: its dishes first, then its region's (rules/dish-country.ts). */
  country?: UserCountry | null;
}

export interface PlannedMeal extends Nutrients {
  plateId: string;
  name: string;
  portion: number;
  cookingMethod: string;
  ingredients: { foodId: string; name: string; grams: number; equivalence: string }[];
  steps: string[];
  status: 'generated';
}

export interface PlannedDay {
  day: PlanDay;
  meals: Record<PlanMeal, PlannedMeal | null>;
  totals: Nutrients;
  onTarget: { calories: boolean; protein: boolean; carbs: boolean; fat: boolean };
}

export type RelaxedConstraint = 'budget' | 'repeats' | 'dislikes' | 'meal_type' | 'targets' | 'no_plates';

export interface Relaxation {
  constraint: RelaxedConstraint;
  /** Where it happened, e.g. 'monday.dinner' or 'week'. */
  where: string;
  message: string;
}

export interface WeeklyPlan {
  days: PlannedDay[];
  relaxed: Relaxation[];
}
