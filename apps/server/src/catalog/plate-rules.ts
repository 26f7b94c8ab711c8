/** Plate nutrition (always computed from the foods) and the checks a plate must pass for a diet. */
import { classifyFood } from './diet-rules.ts';
import { findFood, netCarbs } from './foods.ts';
import type { DietId, EatingStyle, MealType, Nutrition, Plate } from './types.ts';

/** Sum of grams / 100 x the per-100 g values of each ingredient, unrounded. */
export function plateNutritionExact(plate: Plate): Nutrition & { netCarbs: number } {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, netCarbs: 0 };
  for (const { food: id, grams } of plate.ingredients) {
    const food = findFood(id);
    if (!food) throw new Error(`Plate ${plate.id} uses unknown food ${id}`);
    const k = grams / 100;
    total.calories += food.calories * k;
    total.protein += food.protein * k;
    total.carbs += food.carbs * k;
    total.fat += food.fat * k;
    total.fiber += (food.fiber ?? 0) * k;
    total.netCarbs += netCarbs(food) * k;
  }
  return total;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** What the app shows: kcal rounded to the unit, grams to one decimal. */
export function plateNutrition(plate: Plate): Nutrition {
  const n = plateNutritionExact(plate);
  return {
    calories: Math.round(n.calories),
    protein: round1(n.protein),
    carbs: round1(n.carbs),
    fat: round1(n.fat),
    fiber: round1(n.fiber),
  };
}

/** Calorie range of one portion, per meal type (the strict plan scales portions later). */
export const CALORIE_RANGES: Record<MealType, [number, number]> = {
  breakfast: [300, 550],
  lunch: [450, 800],
  dinner: [350, 650],
  snack: [100, 300],
};

/** Styles the ingredients allow: vegan needs no animal product, vegetarian no meat or fish. */
export function plateStyles(plate: Plate): EatingStyle[] {
  const foods = plate.ingredients.map((i) => findFood(i.food));
  const vegetarian = foods.every((f) => f && !f.is_meat && !f.is_fish);
  const vegan = vegetarian && foods.every((f) => f && !f.is_animal_product);
  return [...(vegetarian ? (['vegetarian'] as const) : []), ...(vegan ? (['vegan'] as const) : [])];
}

/** Macro shape per portion that a diet expects, on top of its food rules. */
function macroProblems(plate: Plate, diet: DietId): string[] {
  const n = plateNutritionExact(plate);
  const snack = plate.meal_type === 'snack';
  const pct = (grams: number, kcalPerGram: number) => (n.calories > 0 ? (grams * kcalPerGram) / n.calories : 0);
  const problems: string[] = [];
  const maxNet = (main: number, forSnack: number) => {
    const limit = snack ? forSnack : main;
    if (n.netCarbs > limit) problems.push(`${n.netCarbs.toFixed(1)} g net carbs > ${limit}`);
  };
  const minPct = (what: string, value: number, min: number) => {
    if (value < min) problems.push(`${what} ${(value * 100).toFixed(0)} % of kcal < ${min * 100} %`);
  };
  switch (diet) {
    case 'classic_keto':
      maxNet(12, 6);
      minPct('fat', pct(n.fat, 9), 0.6);
      break;
    case 'protein_keto':
      maxNet(12, 6);
      minPct('protein', pct(n.protein, 4), 0.25);
      minPct('fat', pct(n.fat, 9), 0.45);
      break;
    case 'low_carb_strict':
      maxNet(20, 10);
      break;
    case 'low_carb_moderate':
      maxNet(35, 15);
      break;
    case 'low_carb_flexible':
      maxNet(50, 25);
      break;
    case 'high_protein':
    case 'body_recomposition':
      minPct('protein', pct(n.protein, 4), snack ? 0.2 : 0.25);
      break;
    case 'insulin_resistance':
    case 'type_2_diabetes':
      maxNet(60, 25);
      break;
    case 'kidney_failure': {
      if (n.protein > (snack ? 8 : 25)) problems.push(`${n.protein.toFixed(1)} g protein > ${snack ? 8 : 25}`);
      // Medium-potassium foods are fine in small amounts only: cap their weight per portion.
      const mediumK = plate.ingredients
        .filter((i) => findFood(i.food)?.potassium === 'medium')
        .reduce((sum, i) => sum + i.grams, 0);
      if (mediumK > (snack ? 100 : 150)) problems.push(`${mediumK} g of medium-potassium foods > ${snack ? 100 : 150}`);
      break;
    }
    default:
      break;
  }
  return problems;
}

/** Why a plate does not fit a diet: foods the diet does not allow, or the wrong macro shape. */
export function plateDietProblems(plate: Plate, diet: DietId): string[] {
  const problems: string[] = [];
  for (const { food: id } of plate.ingredients) {
    const food = findFood(id);
    if (!food) problems.push(`unknown food ${id}`);
    else if (classifyFood(food, diet) === 'not_allowed') problems.push(`${id} is not_allowed`);
  }
  return [...problems, ...macroProblems(plate, diet)];
}

export function plateFitsDiet(plate: Plate, diet: DietId): boolean {
  return plateDietProblems(plate, diet).length === 0;
}
