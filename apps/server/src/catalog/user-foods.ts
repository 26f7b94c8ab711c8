/**
 * The foods one user can search, log and star: the catalog and their own foods and recipes
 * (issue 28). The search and the parser take one list of foods; a user with own foods gets a list
 * that joins theirs to the catalog's, kept in the process per user and rebuilt only when the
 * catalog's version or the user's `foods_version` (bumped by every change to their own foods)
 * moves. Each call reads both versions in one small query, as catalogFoods alone read one.
 */
import { asc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { personCountry } from '@nutricoach/core/rules/phone';
import { queryRows, type Db } from '../db/client.ts';
import { ownFoods } from '../db/schema.ts';
import { type CatalogFood, type CatalogFoods, catalogFoodsAt, searchedFood } from './catalog-foods.ts';

type OwnRow = typeof ownFoods.$inferSelect;

/** An own food or recipe as every food is: what the search, the parser and the pricing read. */
export function ownCatalogFood(row: OwnRow): CatalogFood {
  const portions = row.portions;
  const answer: SearchedFood = {
    ...searchedFood({ ...row, unit: 'g' }, portions),
    own: true,
    ...(row.brand ? { brand: row.brand } : {}),
    ...(row.barcode ? { barcode: row.barcode } : {}),
    ...(row.kind === 'recipe' ? { recipe: true as const } : {}),
  };
  return {
    id: row.id,
    name: row.name,
    // The brand finds it too: 'galletas soda field'.
    aliases: row.brand ? [`${row.name} ${row.brand}`] : [],
    category: row.kind === 'recipe' ? 'Recetas propias' : 'Alimentos propios',
    subcategory: row.kind === 'recipe' ? 'Recetas propias' : 'Alimentos propios',
    unit: 'g',
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    portions,
    answer,
  };
}

/** Users whose joined list is kept; the least recently used goes first. */
const USERS_KEPT = 500;

type UserEntry = { catalog: number; own: number; country: string; foods: Promise<CatalogFoods> };
const userCache = new WeakMap<Db, Map<string, UserEntry>>();

/** The user's own foods and recipes as rows, in name order. */
export function ownFoodRows(db: Db, userId: string): Promise<OwnRow[]> {
  return db.select().from(ownFoods).where(eq(ownFoods.userId, userId)).orderBy(asc(ownFoods.name));
}

async function join(db: Db, userId: string, catalog: CatalogFoods): Promise<CatalogFoods> {
  const own = (await ownFoodRows(db, userId)).map(ownCatalogFood);
  if (!own.length) return catalog;
  const list = [...own, ...catalog.list];
  const byId = new Map(catalog.byId);
  for (const food of own) byId.set(food.id, food);
  return { list, byId };
}

/**
 * The catalog, named as the user's country names its foods (docs/countries.md), and the user's own
 * foods: one query for both versions and the country, the foods read once per version.
 */
export async function foodsFor(db: Db, userId: string): Promise<CatalogFoods> {
  const [meta] = await queryRows<{
    version: number | null;
    own: number | null;
    country: string | null;
    phone: string | null;
  }>(
    db,
    sql`select (select version from catalog_meta) as version,
      u.foods_version as own, u.country, u.phone
      from (select 1) as one left join users u on u.id = ${userId}`,
  );
  const country = meta?.phone ? personCountry({ country: meta.country, phone: meta.phone }) : null;
  const catalog = await catalogFoodsAt(db, meta?.version ?? -1, country);
  const own = meta?.own ?? 0;
  if (own === 0) return catalog;
  let users = userCache.get(db);
  if (!users) {
    users = new Map();
    userCache.set(db, users);
  }
  const version = meta?.version ?? -1;
  const cached = users.get(userId);
  if (cached && cached.catalog === version && cached.own === own && cached.country === (country ?? '')) {
    // Most recently used last.
    users.delete(userId);
    users.set(userId, cached);
    return cached.foods;
  }
  const foods = join(db, userId, catalog);
  const entry = { catalog: version, own, country: country ?? '', foods };
  users.delete(userId);
  users.set(userId, entry);
  if (users.size > USERS_KEPT) users.delete(users.keys().next().value!);
  // A failed read is not kept: the next call tries again.
  foods.catch(() => {
    if (users.get(userId) === entry) users.delete(userId);
  });
  return foods;
}
