/** A synthetic plate catalog for the generator's tests: every diet's plates with realistic macros. */
import { DIET_CATALOG } from '../../constants/diet-catalog.ts';
import type { DietType } from '../../constants/diets.ts';
import { COST_TIERS } from '../../constants/strict-plan.ts';
import { seededRandom } from './random.ts';
import type { PlanFood, PlanPlate } from './types.ts';

/** A food of the fixture: meat and fish are animal products; 'animal' is one that is neither (egg, cheese). */
const food = (
  id: string,
  name: string,
  category: string,
  kind: 'meat' | 'fish' | 'animal' | 'plant',
  allergens: string[] = [],
  aliases: string[] = [],
): PlanFood => ({
  id,
  name,
  aliases,
  category,
  allergens,
  isMeat: kind === 'meat',
  isFish: kind === 'fish',
  isAnimalProduct: kind !== 'plant',
});

export const FOODS: PlanFood[] = [
  food('pollo', 'Pollo', 'Carnes', 'meat'),
  food('res', 'Carne de res', 'Carnes', 'meat'),
  food('pescado', 'Pescado', 'Pescados y mariscos', 'fish', ['fish']),
  food('camaron', 'Camarón', 'Pescados y mariscos', 'fish', ['shellfish'], ['gamba']),
  food('huevo', 'Huevo', 'Huevos', 'animal', ['egg']),
  food('queso', 'Queso fresco', 'Lácteos', 'animal', ['dairy']),
  food('pan', 'Pan integral', 'Cereales y tubérculos', 'plant', ['gluten']),
  food('mani', 'Maní', 'Frutos secos y semillas', 'plant', ['peanut'], ['cacahuate']),
  food('nuez', 'Nuez', 'Frutos secos y semillas', 'plant', ['nuts']),
  food('kiwi', 'Kiwi', 'Frutas', 'plant'),
  food('palta', 'Palta', 'Frutas', 'plant', [], ['aguacate']),
  food('quinua', 'Quinua', 'Cereales y tubérculos', 'plant'),
  food('frijol', 'Frijol', 'Legumbres', 'plant', [], ['poroto']),
  food('tofu', 'Tofu', 'Legumbres', 'plant', ['soy']),
  food('verduras', 'Verduras mixtas', 'Verduras', 'plant'),
];

const MEAL_KCAL = { breakfast: 420, lunch: 620, dinner: 480, snack: 180 } as const;

/** `perType` plates per meal type for each diet, macros near the diet's split, random foods. */
export function fixturePlates(diets: DietType[], perType: number, seed = 1): PlanPlate[] {
  const random = seededRandom(seed);
  const plates: PlanPlate[] = [];
  for (const diet of diets) {
    const split = DIET_CATALOG[diet].macro_type;
    for (const mealType of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      for (let n = 0; n < perType; n++) {
        const kcal = MEAL_KCAL[mealType] * (0.7 + 0.6 * random());
        const jitter = () => 0.8 + 0.4 * random();
        const protein = ((kcal * split.protein) / 100 / 4) * jitter();
        const carbs = ((kcal * split.carbs) / 100 / 4) * jitter();
        const fat = ((kcal * split.fat) / 100 / 9) * jitter();
        const foods = [0, 1, 2].map(() => FOODS[Math.floor(random() * FOODS.length)]!);
        plates.push({
          id: `${diet}-${mealType}-${n}`,
          name: `Plato ${n}`,
          mealType,
          diets: [diet],
          cost: COST_TIERS[Math.floor(random() * 3)]!,
          cookingMethod: 'A la plancha',
          steps: ['Preparar.'],
          calories: protein * 4 + carbs * 4 + fat * 9,
          protein,
          carbs,
          fat,
          ingredients: foods.map((food) => ({ food, grams: 100, equivalence: '1 porción' })),
        });
      }
    }
  }
  return plates;
}
