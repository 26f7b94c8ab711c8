/**
 * The region's dishes that are recipes of catalog foods, offered as plates of the weekly plan and
 * the plate list where their diet rules allow (issue 28 §1; the rules and their reasons are in
 * docs/dishes.md, 'Dishes in the plan'). A dish with FNDDS numbers only is not offered: FNDDS gives
 * no ingredients, so its allergens and the diets it fits could not be vouched for.
 */
import { portionsFor } from '@nutricoach/core/rules/portions';
import { formatMeasure } from '@nutricoach/core/rules/strict-plan/equivalence';
import { DISH_SPECS } from './dishes/all-specs.ts';
import type { DishKind, DishRecipe, DishSpec } from './dishes/define.ts';
import { PLAN_RECIPES } from './dishes/plan-recipes.ts';
import { PLATE_NAMES } from './dishes/plate-names.ts';
import { REGION_DISHES } from './dishes.ts';
import { getFood } from './foods.ts';
import { CALORIE_RANGES, plateFitsDiet, plateNutrition, plateStyles } from './plate-rules.ts';
import { PLATES } from './plates.ts';
import { type CostTier, DIET_IDS, type Ingredient, type MealType, type Plate } from './types.ts';

/** A region plate's id: the dish's, after this prefix (plate search reads the dish's countries through it). */
export const REGION_PLATE_PREFIX = 'region-';

/**
 * The meals a kind of dish may be, in order of preference: the first whose calorie range holds the
 * dish's usual portion. Drinks, desserts, bakery and fast food are never a plan's meal.
 */
const MEALS_BY_KIND: Partial<Record<DishKind, readonly MealType[]>> = {
  Desayunos: ['breakfast'],
  'Platos de fondo': ['lunch', 'dinner'],
  'Sopas y caldos': ['lunch', 'dinner'],
  'Antojitos y masas': ['dinner', 'breakfast', 'snack'],
  'Entradas y guarniciones': ['dinner', 'lunch'],
};

/** 'Arroz blanco cocido', 150 g → '1 taza': the food's usual household measure, else grams. */
function equivalenceOf(foodId: string, grams: number): string {
  const food = getFood(foodId);
  const measure = portionsFor(food).find((p) => p.id !== 'g' && p.id !== 'ml');
  const amount = measure ? grams / measure.grams : 0;
  if (!measure || amount < 0.25 || amount > 12) return `${grams} ${food.unit === 'ml' ? 'ml' : 'g'}`;
  return formatMeasure(amount, measure.label);
}

/** Meat or fish makes a plate 'medium' cost, as most authored plates with them are; the rest 'low'. */
function costOf(ingredients: readonly Ingredient[]): CostTier {
  return ingredients.some((i) => getFood(i.food).is_meat || getFood(i.food).is_fish) ? 'medium' : 'low';
}

/** The plate of one portion of the dish (the recipe scaled from its cooked weight), if a meal's range holds it. */
function platedAt(spec: DishSpec, recipe: DishRecipe, grams: number, meals: readonly MealType[]): Plate | null {
  const factor = grams / recipe.cooked_grams;
  const ingredients = recipe.ingredients.map(([food, g]) => {
    const scaled = Math.max(1, Math.round(g * factor));
    return { food, grams: scaled, equivalence: equivalenceOf(food, scaled) };
  });
  const draft: Plate = {
    id: `${REGION_PLATE_PREFIX}${spec.id}`,
    name: spec.name,
    meal_type: meals[0]!,
    diets: [],
    cooking_method: 'Receta tradicional',
    cost: costOf(ingredients),
    ingredients,
    steps: [recipe.ref],
    styles: [],
    countries: [...spec.countries],
  };
  const { calories } = plateNutrition(draft);
  const meal = meals.find((m) => calories >= CALORIE_RANGES[m][0] && calories <= CALORIE_RANGES[m][1]);
  return meal ? { ...draft, meal_type: meal } : null;
}

function regionPlate(spec: DishSpec, recipe: DishRecipe): Plate | null {
  const meals = MEALS_BY_KIND[spec.kind];
  const portions = REGION_DISHES.find((d) => d.id === spec.id)?.portions ?? [];
  if (!meals || !portions[0]) return null;
  // One usual portion of the dish (a plate, a unit); when no meal's range holds it, its plate if it
  // has one (a cup of gallo pinto is 231 kcal, its plate of 1½ cups a breakfast).
  const plated = portions.find((p) => p.id === 'plato' && p !== portions[0]);
  const plate =
    platedAt(spec, recipe, portions[0].grams, meals) ?? (plated ? platedAt(spec, recipe, plated.grams, meals) : null);
  if (!plate) return null;
  const diets = DIET_IDS.filter((d) => plateFitsDiet(plate, d));
  return diets.length ? { ...plate, diets, styles: plateStyles(plate) } : null;
}

/** The recipe a dish's plate is built from: its own, or its plan recipe when its numbers are FNDDS's. */
export function planRecipeOf(spec: DishSpec): DishRecipe | null {
  return 'recipe' in spec.source ? spec.source.recipe : (PLAN_RECIPES[spec.id] ?? null);
}

export const REGION_PLATES: readonly Plate[] = DISH_SPECS.flatMap((spec) => {
  const recipe = planRecipeOf(spec);
  const plate = recipe ? regionPlate(spec, recipe) : null;
  return plate ? [plate] : [];
});

/** Every plate the plan and the plate list offer: the authored ones and the region's recipe dishes. */
export const PLAN_PLATES: readonly Plate[] = [...PLATES, ...REGION_PLATES];

const REGION_COUNTRIES = new Map(REGION_PLATES.map((p) => [p.id, p.countries ?? []]));

/** Where a plate of the plan is a common dish (ISO codes); none: a dish of everywhere. */
export function plateCountries(plateId: string): readonly string[] {
  return REGION_COUNTRIES.get(plateId) ?? PLATE_NAMES[plateId]?.countries ?? [];
}
