/**
 * Writes the catalog (foods with their 16 diet classes, plates with computed nutrition) into the
 * database. Runs at every start after the migrations: a no-op when catalog_meta already holds
 * CATALOG_VERSION; otherwise one transaction upserts every food and plate by id (one statement per
 * table, the rows passed as one JSON document), removes what the data no longer has, and stores the
 * version. Users' tastes are never touched: a dropped food that a taste points at is kept, hidden
 * (in_catalog = false), so the taste stays valid.
 */
import { sql } from 'drizzle-orm';
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import { queryRows, type Db } from '../db/client.ts';
import type { FoodClassification, StoredIngredient } from '../db/schema-catalog.ts';
import { buildDietTable } from './diet-rules.ts';
import { DISHES, type Dish } from './dishes.ts';
import { FOODS } from './foods.ts';
import { plateStyles } from './plate-rules.ts';
import { platesWithNutrition } from './plates.ts';
import { PLAN_PLATES } from './region-plates.ts';
import { DIET_IDS, FOOD_CATEGORIES, MEAL_TYPES, type DietId, type Food, type Plate } from './types.ts';
import { CATALOG_VERSION } from './version.ts';

const SEED_LOCK_KEY = 727_002; // any constant: two processes starting together seed once
const META_NAME = 'catalog';

/** A food as the seed writes it: the catalog food, its class in each diet, its search text and display order. */
export type FoodRow = Food & { diets: Record<DietId, FoodClassification>; search_text: string; position: number };

export type PlateRow = {
  id: string;
  name: string;
  meal_type: string;
  diets: DietId[];
  cooking_method: string;
  cost: string;
  ingredients: StoredIngredient[];
  steps: string[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  styles: string[];
  food_ids: string[];
  allergens: string[];
  ingredient_text: string;
  position: number;
};

/** A dish as the seed writes it (catalog/dishes.ts), with its display order. */
export type DishRow = Dish & { position: number };

export type CatalogData = { version: number; foods: FoodRow[]; plates: PlateRow[]; dishes: DishRow[] };

/** Name and aliases, normalized and joined by '|' (with '|' at both ends so a term never spans two). */
export function foodSearchText(food: Pick<Food, 'name' | 'aliases'>): string {
  return `|${[food.name, ...food.aliases].map((s) => normalizeSearchText(s).replaceAll('|', ' ')).join('|')}|`;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function foodRows(foods: readonly Food[] = FOODS): FoodRow[] {
  const table = buildDietTable(foods);
  const categoryRank = (c: string) => FOOD_CATEGORIES.indexOf(c as (typeof FOOD_CATEGORIES)[number]);
  const ordered = [...foods].sort(
    (a, b) =>
      categoryRank(a.category) - categoryRank(b.category) ||
      compareText(normalizeSearchText(a.subcategory), normalizeSearchText(b.subcategory)) ||
      compareText(normalizeSearchText(a.name), normalizeSearchText(b.name)) ||
      compareText(a.id, b.id),
  );
  return ordered.map((f, position) => ({
    ...f,
    diets: Object.fromEntries(DIET_IDS.map((d) => [d, table[d][f.id]])) as Record<DietId, FoodClassification>,
    search_text: foodSearchText(f),
    position,
  }));
}

export function plateRows(plates?: readonly Plate[], foods: readonly Food[] = FOODS): PlateRow[] {
  const byId = new Map(foods.map((f) => [f.id, f]));
  const food = (id: string) => {
    const f = byId.get(id);
    if (!f) throw new Error(`plate ingredient ${id} is not a food of the catalog`);
    return f;
  };
  const ordered = platesWithNutrition(plates).sort(
    (a, b) =>
      MEAL_TYPES.indexOf(a.meal_type) - MEAL_TYPES.indexOf(b.meal_type) ||
      compareText(normalizeSearchText(a.name), normalizeSearchText(b.name)) ||
      compareText(a.id, b.id),
  );
  return ordered.map((p, position) => {
    const ingredientFoods = p.ingredients.map((i) => food(i.food));
    return {
      id: p.id,
      name: p.name,
      meal_type: p.meal_type,
      diets: p.diets,
      cooking_method: p.cooking_method,
      cost: p.cost,
      ingredients: p.ingredients.map((i, n) => ({
        food_id: i.food,
        name: ingredientFoods[n]!.name,
        grams: i.grams,
        equivalence: i.equivalence,
      })),
      steps: p.steps,
      calories: p.calories,
      protein: p.protein,
      carbs: p.carbs,
      fat: p.fat,
      fiber: p.fiber,
      styles: plateStyles(p),
      food_ids: [...new Set(p.ingredients.map((i) => i.food))],
      allergens: [...new Set(ingredientFoods.flatMap((f) => f.allergens))].sort(),
      ingredient_text: [...new Set(ingredientFoods.map(foodSearchText))].join(''),
      position,
    };
  });
}

export function dishRows(dishes: readonly Dish[] = DISHES): DishRow[] {
  return dishes.map((d, position) => ({ ...d, position }));
}

/** The current catalog as table rows. */
export function buildCatalogData(): CatalogData {
  return { version: CATALOG_VERSION, foods: foodRows(), plates: plateRows(PLAN_PLATES), dishes: dishRows() };
}

export type SeedResult = {
  status: 'current' | 'seeded';
  version: number;
  foods: number;
  plates: number;
  dishes: number;
  ms: number;
};

export type SeedOptions = {
  /** The version the data is; the seed runs only when the database holds another. */
  version?: number;
  /** Builds the rows; called only when the database needs them (no dishes: the table is emptied). */
  data?: () => Omit<CatalogData, 'version' | 'dishes'> & { dishes?: DishRow[] };
};

export async function seedCatalog(
  db: Db,
  { version = CATALOG_VERSION, data = buildCatalogData }: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const stored = await storedVersion(db);
  if (stored === version)
    return { status: 'current', version, foods: 0, plates: 0, dishes: 0, ms: performance.now() - started };

  const { foods, plates, dishes = [] } = data();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another process may have seeded while this one waited for the lock.
    if ((await storedVersion(tx)) === version) return;
    await upsertFoods(tx, foods);
    await upsertPlates(tx, plates);
    await upsertDishes(tx, dishes);
    await tx.execute(sql`
      insert into catalog_meta (name, version, updated_at) values (${META_NAME}, ${version}, now())
      on conflict (name) do update set version = excluded.version, updated_at = now()`);
  });
  return {
    status: 'seeded',
    version,
    foods: foods.length,
    plates: plates.length,
    dishes: dishes.length,
    ms: performance.now() - started,
  };
}

/** A text[] built from one JSON parameter (drizzle would expand a JS array into a list of parameters). */
function textArray(values: string[]) {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function storedVersion(db: Pick<Db, 'execute'>): Promise<number | null> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from catalog_meta where name = ${META_NAME}`,
  );
  return row?.version ?? null;
}

async function upsertFoods(tx: Tx, rows: FoodRow[]) {
  const idList = textArray(rows.map((r) => r.id));
  await tx.execute(sql`
    insert into foods (id, name, aliases, category, subcategory, type, description, unit, calories, protein, carbs, fat, fiber,
      allergens, is_meat, is_fish, is_animal_product, tags, potassium, phosphorus, source, source_id, citation, diets,
      search_text, position, in_catalog, updated_at)
    select x.id, x.name, x.aliases, x.category, x.subcategory, x.type, x.description, x.unit, x.calories, x.protein, x.carbs,
      x.fat, x.fiber, x.allergens, x.is_meat, x.is_fish, x.is_animal_product, x.tags, x.potassium, x.phosphorus, x.source,
      x.source_id, x.citation, x.diets, x.search_text, x.position, true, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, name text, aliases jsonb, category text,
      subcategory text, type text, description text, unit text, calories float8, protein float8, carbs float8, fat float8,
      fiber float8, allergens text[], is_meat boolean, is_fish boolean, is_animal_product boolean, tags text[],
      potassium text, phosphorus text, source text, source_id text, citation text, diets jsonb, search_text text,
      position integer)
    on conflict (id) do update set
      name = excluded.name, aliases = excluded.aliases, category = excluded.category, subcategory = excluded.subcategory,
      type = excluded.type, description = excluded.description, unit = excluded.unit, calories = excluded.calories,
      protein = excluded.protein, carbs = excluded.carbs, fat = excluded.fat, fiber = excluded.fiber,
      allergens = excluded.allergens, is_meat = excluded.is_meat, is_fish = excluded.is_fish,
      is_animal_product = excluded.is_animal_product, tags = excluded.tags, potassium = excluded.potassium,
      phosphorus = excluded.phosphorus, source = excluded.source, source_id = excluded.source_id,
      citation = excluded.citation, diets = excluded.diets, search_text = excluded.search_text,
      position = excluded.position, in_catalog = true, updated_at = now()`);
  // Gone from the data: deleted, unless a user's taste points at it; then kept out of sight.
  await tx.execute(sql`
    delete from foods f where not (f.id = any(${idList}))
      and not exists (select 1 from food_tastes t where t.food_id = f.id)`);
  await tx.execute(
    sql`update foods set in_catalog = false, updated_at = now() where not (id = any(${idList})) and in_catalog`,
  );
}

async function upsertPlates(tx: Tx, rows: PlateRow[]) {
  const idList = textArray(rows.map((r) => r.id));
  await tx.execute(sql`
    insert into plates (id, name, meal_type, diets, cooking_method, cost, ingredients, steps, calories, protein, carbs, fat,
      fiber, styles, food_ids, allergens, ingredient_text, position, updated_at)
    select x.id, x.name, x.meal_type, x.diets, x.cooking_method, x.cost, x.ingredients, x.steps, x.calories, x.protein,
      x.carbs, x.fat, x.fiber, x.styles, x.food_ids, x.allergens, x.ingredient_text, x.position, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, name text, meal_type text, diets text[],
      cooking_method text, cost text, ingredients jsonb, steps jsonb, calories float8, protein float8, carbs float8,
      fat float8, fiber float8, styles text[], food_ids text[], allergens text[], ingredient_text text, position integer)
    on conflict (id) do update set
      name = excluded.name, meal_type = excluded.meal_type, diets = excluded.diets,
      cooking_method = excluded.cooking_method, cost = excluded.cost, ingredients = excluded.ingredients,
      steps = excluded.steps, calories = excluded.calories, protein = excluded.protein, carbs = excluded.carbs,
      fat = excluded.fat, fiber = excluded.fiber, styles = excluded.styles, food_ids = excluded.food_ids,
      allergens = excluded.allergens, ingredient_text = excluded.ingredient_text, position = excluded.position,
      updated_at = now()`);
  // No user row points at a plate yet. The weekly plan stores copies of its meals; if a table
  // ever references plates.id, add its "not exists" here as foods do above.
  await tx.execute(sql`delete from plates where not (id = any(${idList}))`);
}

async function upsertDishes(tx: Tx, rows: DishRow[]) {
  const idList = textArray(rows.map((r) => r.id));
  await tx.execute(sql`
    insert into dishes (id, name, aliases, countries, category, subcategory, unit, calories, protein, carbs, fat, fiber,
      portions, source, source_id, citation, position, updated_at)
    select x.id, x.name, x.aliases, x.countries, x.category, x.subcategory, x.unit, x.calories, x.protein, x.carbs, x.fat,
      x.fiber, x.portions, x.source, x.source_id, x.citation, x.position, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, name text, aliases jsonb, countries text[],
      category text, subcategory text, unit text, calories float8, protein float8, carbs float8, fat float8, fiber float8,
      portions jsonb, source text, source_id text, citation text, position integer)
    on conflict (id) do update set
      name = excluded.name, aliases = excluded.aliases, countries = excluded.countries, category = excluded.category,
      subcategory = excluded.subcategory, unit = excluded.unit, calories = excluded.calories, protein = excluded.protein,
      carbs = excluded.carbs, fat = excluded.fat, fiber = excluded.fiber, portions = excluded.portions,
      source = excluded.source, source_id = excluded.source_id, citation = excluded.citation,
      position = excluded.position, updated_at = now()`);
  // Meals keep copies of what was logged: nothing points at a dish's row.
  await tx.execute(sql`delete from dishes where not (id = any(${idList}))`);
}
