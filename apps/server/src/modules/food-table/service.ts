/** The user's food table: every catalog food in its class for the user's diet, with the user's taste. */
import { sql } from 'drizzle-orm';
import { DEFAULT_DIET } from '@nutricoach/core/constants/default-diet';
import type { DietType } from '@nutricoach/core/constants/diets';
import {
  FOOD_CLASSIFICATIONS,
  NOT_ALLOWED_TASTE_MESSAGE,
  type FoodClassification,
  type FoodTable,
  type FoodTableEntry,
  type FoodType,
  type Taste,
} from '@nutricoach/core/contract/food-table';
import { foodNameIn } from '@nutricoach/core/rules/country-names';
import { personCountry } from '@nutricoach/core/rules/phone';
import type { Food } from '../../catalog/types.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';

/** The catalog columns one entry shows (the seed wrote them from the catalog's Food), its class and the taste. */
type EntryRow = Pick<Food, EntryColumn> & { classification: FoodClassification; taste: Taste | null };
type EntryColumn =
  | 'id'
  | 'name'
  | 'aliases'
  | 'category'
  | 'subcategory'
  | 'type'
  | 'description'
  | 'unit'
  | 'calories'
  | 'protein'
  | 'carbs'
  | 'fat';

/** The user's diet (the general one when none is chosen), read inside the query that needs it. */
const userDiet = (userId: string) => sql`coalesce((select diet_type from users where id = ${userId}), ${DEFAULT_DIET})`;

/** Columns of one entry; the class is read for the diet of the query's `me` CTE. */
const entryColumns = sql`f.id, f.name, f.aliases, f.category, f.subcategory, f.type, f.description, f.unit,
  f.calories, f.protein, f.carbs, f.fat, f.diets ->> (select diet from me) as classification, t.taste`;

function toEntry(row: EntryRow): FoodTableEntry {
  return {
    _id: row.id,
    taste: row.taste,
    food_type: {
      _id: row.id,
      category: row.category,
      subcategory: row.subcategory,
      type: row.type,
      food: row.name,
      description: row.description,
      calories: row.calories,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      unit: row.unit,
      aliases: row.aliases,
    },
  };
}

type CatalogFood = { foodType: FoodType; diets: Record<DietType, FoodClassification> };
type CatalogCache = { version: number; foods: CatalogFood[] };

/**
 * The foods change only when the seed writes a new catalog version, so each process keeps them
 * (per database) and rereads them when catalog_meta says the version moved. Tastes are always read.
 */
const catalogCache = new WeakMap<Db, CatalogCache>();

async function catalogFoods(db: Db, version: number): Promise<CatalogFood[]> {
  const cached = catalogCache.get(db);
  if (cached?.version === version) return cached.foods;
  const rows = await queryRows<
    Omit<EntryRow, 'classification' | 'taste'> & { diets: Record<DietType, FoodClassification> }
  >(
    db,
    sql`
    select id, name, aliases, category, subcategory, type, description, unit, calories, protein, carbs, fat, diets
    from foods where in_catalog order by position`,
  );
  const foods = rows.map((row) => ({
    foodType: toEntry({ ...row, classification: 'allowed', taste: null }).food_type,
    diets: row.diets,
  }));
  catalogCache.set(db, { version, foods });
  return foods;
}

/** GET /food-table/all: one small query (version, diet, tastes) and the foods kept in memory. */
export async function getFoodTable(db: Db, userId: string): Promise<FoodTable> {
  const [me] = await queryRows<{
    version: number | null;
    diet: DietType | null;
    country: string | null;
    phone: string | null;
    tastes: Record<string, Taste>;
  }>(
    db,
    sql`
    select (select version from catalog_meta) as version,
      (select diet_type from users where id = ${userId}) as diet,
      (select country from users where id = ${userId}) as country,
      (select phone from users where id = ${userId}) as phone,
      coalesce((select jsonb_object_agg(food_id, taste) from food_tastes where user_id = ${userId}), '{}'::jsonb) as tastes`,
  );
  const diet = me?.diet ?? DEFAULT_DIET;
  const tastes = me?.tastes ?? {};
  const table = Object.fromEntries(FOOD_CLASSIFICATIONS.map((c) => [c, [] as FoodTableEntry[]])) as FoodTable;
  // Each food as the person's country names it (docs/countries.md).
  const country = me?.phone ? personCountry({ country: me.country, phone: me.phone }) : null;
  for (const { foodType, diets } of await catalogFoods(db, me?.version ?? -1)) {
    const food = foodNameIn(foodType._id, foodType.food, country);
    const localized = food === foodType.food ? foodType : { ...foodType, food };
    table[diets[diet]].push({ _id: foodType._id, taste: tastes[foodType._id] ?? null, food_type: localized });
  }
  return table;
}

/**
 * PUT /food-table/{foodTypeId}: sets or clears (null) the user's taste. A food that is
 * not_allowed in the user's diet cannot be rated; clearing an old taste on it is allowed.
 */
export async function setTaste(db: Db, userId: string, foodId: string, taste: Taste | null): Promise<FoodTableEntry> {
  const [food] = await queryRows<EntryRow & { user_country: string | null; user_phone: string | null }>(
    db,
    sql`
    with me as (select ${userDiet(userId)} as diet)
    select ${entryColumns}, (select country from users where id = ${userId}) as user_country,
      (select phone from users where id = ${userId}) as user_phone
    from foods f
    left join food_tastes t on t.food_id = f.id and t.user_id = ${userId}
    where f.id = ${foodId} and f.in_catalog`,
  );
  if (!food) throw notFound('Alimento no encontrado');
  if (taste !== null && food.classification === 'not_allowed') {
    throw new AppError(400, NOT_ALLOWED_TASTE_MESSAGE, 'FOOD_NOT_ALLOWED');
  }
  if (taste === null) {
    await db.execute(sql`delete from food_tastes where user_id = ${userId} and food_id = ${foodId}`);
  } else {
    await db.execute(sql`
      insert into food_tastes (user_id, food_id, taste) values (${userId}, ${foodId}, ${taste})
      on conflict (user_id, food_id) do update set taste = excluded.taste, updated_at = now()`);
  }
  const country = food.user_phone ? personCountry({ country: food.user_country, phone: food.user_phone }) : null;
  return toEntry({ ...food, name: foodNameIn(food.id, food.name, country), taste });
}
