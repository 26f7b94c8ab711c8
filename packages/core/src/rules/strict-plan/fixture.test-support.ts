/** A synthetic plate catalog for the generator's tests: every diet's plates with realistic macros. */
import { DIET_CATALOG } from '../../constants/diet-catalog.ts';
import type { DietType } from '../../constants/diets.ts';
import { COST_TIERS } from '../../constants/strict-plan.ts';
import { seededRandom } from './random.ts';
import type { PlanFood, PlanPlate } from './types.ts';

export const FOODS: PlanFood[] = [
  {
    id: 'pollo',
    name: 'Pollo',
    aliases: [],
    category: 'Carnes',
    allergens: [],
    isMeat: true,
    isFish: false,
    isAnimalProduct: true,
  },
  {
    id: 'res',
    name: 'Carne de res',
    aliases: [],
    category: 'Carnes',
    allergens: [],
    isMeat: true,
    isFish: false,
    isAnimalProduct: true,
  },
  {
    id: 'pescado',
    name: 'Pescado',
    aliases: [],
    category: 'Pescados y mariscos',
    allergens: ['fish'],
    isMeat: false,
    isFish: true,
    isAnimalProduct: true,
  },
  {
    id: 'camaron',
    name: 'Camarón',
    aliases: ['gamba'],
    category: 'Pescados y mariscos',
    allergens: ['shellfish'],
    isMeat: false,
    isFish: true,
    isAnimalProduct: true,
  },
  {
    id: 'huevo',
    name: 'Huevo',
    aliases: [],
    category: 'Huevos',
    allergens: ['egg'],
    isMeat: false,
    isFish: false,
    isAnimalProduct: true,
  },
  {
    id: 'queso',
    name: 'Queso fresco',
    aliases: [],
    category: 'Lácteos',
    allergens: ['dairy'],
    isMeat: false,
    isFish: false,
    isAnimalProduct: true,
  },
  {
    id: 'pan',
    name: 'Pan integral',
    aliases: [],
    category: 'Cereales y tubérculos',
    allergens: ['gluten'],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
  {
    id: 'mani',
    name: 'Maní',
    aliases: ['cacahuate'],
    category: 'Frutos secos y semillas',
    allergens: ['peanut'],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
  {
    id: 'nuez',
    name: 'Nuez',
    aliases: [],
    category: 'Frutos secos y semillas',
    allergens: ['nuts'],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
  {
    id: 'kiwi',
    name: 'Kiwi',
    aliases: [],
    category: 'Frutas',
    allergens: [],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
  {
    id: 'palta',
    name: 'Palta',
    aliases: ['aguacate'],
    category: 'Frutas',
    allergens: [],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
  {
    id: 'quinua',
    name: 'Quinua',
    aliases: [],
    category: 'Cereales y tubérculos',
    allergens: [],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
  {
    id: 'frijol',
    name: 'Frijol',
    aliases: ['poroto'],
    category: 'Legumbres',
    allergens: [],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
  {
    id: 'tofu',
    name: 'Tofu',
    aliases: [],
    category: 'Legumbres',
    allergens: ['soy'],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
  {
    id: 'verduras',
    name: 'Verduras mixtas',
    aliases: [],
    category: 'Verduras',
    allergens: [],
    isMeat: false,
    isFish: false,
    isAnimalProduct: false,
  },
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
