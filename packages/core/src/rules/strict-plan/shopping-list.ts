/**
 * The shopping list of a weekly plan (docs/strict-plan.md, 'Shopping list'): what to buy, not what
 * gets eaten. Each ingredient is turned into what a shop sells (cooked rice into dry rice, egg
 * whites into eggs), summed per food, rounded up to what can be bought (whole units, 50 g, 250 ml)
 * and grouped by the aisle where it is found.
 */
import { formatSpanishNumber } from '../spanish-format';

export interface ShoppingIngredient {
  foodId: string;
  name: string;
  grams: number;
  /** The recipe's household measure, kept for reference; the list says what to buy instead. */
  equivalence: string;
}

/** What the list needs of a food: its name, how it is measured, its kcal and its aisle. */
export interface ShoppingFood {
  id: string;
  name: string;
  unit: 'g' | 'ml';
  calories: number;
  protein: number;
  category: string;
  /** Grams of one unit, for a food bought by the unit (eggs, fruit, onions…); null otherwise. */
  unitGrams: number | null;
  /** What one unit is called when it is not 'unidad': ['bolsita', 'bolsitas'] for tea. */
  unitWords?: readonly [one: string, many: string];
}

/**
 * What a food of a recipe is bought as, and how many grams are bought per gram eaten: a given
 * `factor`, or the ratio of what cooking keeps between the two foods' SR values. Boiling grains
 * adds water, not energy (`energy`); roasting meat loses water and fat, not protein (`protein`).
 */
export interface BuyAs {
  food: ShoppingFood;
  factor?: number;
  keeps?: 'energy' | 'protein';
}

/** Grams of `bought.food` for one gram of `eaten`. */
export function buyFactor(eaten: ShoppingFood, bought: BuyAs): number {
  if (bought.factor !== undefined) return bought.factor;
  return bought.keeps === 'protein' ? eaten.protein / bought.food.protein : eaten.calories / bought.food.calories;
}

export interface ShoppingItem {
  foodId: string;
  name: string;
  /** Grams (or ml) to buy, before rounding. */
  grams: number;
  /** What to buy: '3 unidades', '250 g', '1,2 kg', '750 ml', '1,5 l'. */
  household: string;
}

/** Shops' aisles, in the order a person walks a Latin American market or supermarket. */
export const AISLES: Readonly<Record<string, string>> = {
  Frutas: 'Frutas y verduras',
  Verduras: 'Frutas y verduras',
  Carnes: 'Carnes y pescados',
  'Pescados y mariscos': 'Carnes y pescados',
  Huevos: 'Lácteos y huevos',
  Lácteos: 'Lácteos y huevos',
  'Cereales y tubérculos': 'Abarrotes',
  Legumbres: 'Abarrotes',
  'Frutos secos y semillas': 'Abarrotes',
  'Grasas y aceites': 'Abarrotes',
  'Salsas y condimentos': 'Abarrotes',
  Dulces: 'Abarrotes',
  Snacks: 'Abarrotes',
  Bebidas: 'Bebidas',
  /** Ground coffee and tea bags (bought for the brewed drinks): the dry goods' shelf. */
  'Café e infusiones': 'Abarrotes',
};
const AISLE_ORDER = ['Frutas y verduras', 'Carnes y pescados', 'Lácteos y huevos', 'Abarrotes', 'Bebidas', 'Otros'];

/** Rounded up to what a shop sells: whole units; 50 g (or 250 ml) steps; 0.1 kg (or l) from a kilo. */
export function buyText(food: ShoppingFood, grams: number): string {
  if (food.unitGrams) {
    const units = Math.max(1, Math.ceil(grams / food.unitGrams - 1e-9));
    const [one, many] = food.unitWords ?? ['unidad', 'unidades'];
    return `${units} ${units === 1 ? one : many}`;
  }
  const [small, big, step] = food.unit === 'ml' ? ['ml', 'l', 250] : ['g', 'kg', 50];
  if (grams >= 1000)
    return `${formatSpanishNumber(Math.ceil(grams / 100 - 1e-9) / 10, { maximumFractionDigits: 1 })} ${big}`;
  return `${Math.max(step, Math.ceil(grams / step - 1e-9) * step)} ${small}`;
}

export function shoppingList(
  ingredients: readonly ShoppingIngredient[],
  foodOf: (foodId: string) => ShoppingFood,
  buyAs: (food: ShoppingFood) => BuyAs | null,
): { category: string; items: ShoppingItem[] }[] {
  const byFood = new Map<string, { food: ShoppingFood; grams: number }>();
  for (const ingredient of ingredients) {
    const eaten = foodOf(ingredient.foodId);
    const bought = buyAs(eaten);
    const food = bought?.food ?? eaten;
    const factor = bought ? buyFactor(eaten, bought) : 1;
    const entry = byFood.get(food.id) ?? { food, grams: 0 };
    entry.grams += ingredient.grams * factor;
    byFood.set(food.id, entry);
  }
  const aisles = new Map<string, ShoppingItem[]>();
  for (const { food, grams } of byFood.values()) {
    const aisle = AISLES[food.category] ?? 'Otros';
    const item = { foodId: food.id, name: food.name, grams: Math.round(grams), household: buyText(food, grams) };
    aisles.set(aisle, [...(aisles.get(aisle) ?? []), item]);
  }
  return [...aisles]
    .sort(([a], [b]) => AISLE_ORDER.indexOf(a) - AISLE_ORDER.indexOf(b))
    .map(([category, items]) => ({ category, items: items.sort((a, b) => a.name.localeCompare(b.name, 'es')) }));
}
