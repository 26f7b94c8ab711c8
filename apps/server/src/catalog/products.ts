/**
 * Packaged products as foods (issue 30): a product the barcode lookup or a dump import stored is
 * logged, starred, repeated and used in a recipe by its food id ('off-<code>'). The products are
 * too many to keep in the process as the catalog is, so the ones a call names are read by id.
 */
import { inArray, sql } from 'drizzle-orm';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { productCodeOf, productFoodId, productPortions } from '@nutricoach/core/rules/barcode';
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import { queryRows, type Db } from '../db/client.ts';
import { products } from '../db/schema-products.ts';
import type { CatalogFood } from './catalog-foods.ts';
import { foodsFor } from './user-foods.ts';

type ProductRow = typeof products.$inferSelect;

/** A stored product as every food is, or null when it cannot be logged as it is (no name or no energy). */
export function productFood(row: ProductRow): CatalogFood | null {
  if (!row.name || row.calories === null) return null;
  const unit = row.unit === 'ml' ? 'ml' : 'g';
  const portions = productPortions({ unit, serving_grams: row.servingGrams, package_grams: row.packageGrams });
  const nutrients = {
    calories: row.calories,
    protein: row.protein ?? 0,
    carbs: row.carbs ?? 0,
    fat: row.fat ?? 0,
  };
  const id = productFoodId(row.code);
  const answer: SearchedFood = {
    _id: id,
    name: row.name,
    ...nutrients,
    unit,
    portions: portions.map(({ id, label, grams }) => ({ id, label, grams })),
    ...(row.brand ? { brand: row.brand } : {}),
    barcode: row.code,
    source: 'open_food_facts',
  };
  return {
    id,
    name: row.name,
    aliases: row.brand ? [`${row.name} ${row.brand}`] : [],
    category: 'Productos envasados',
    subcategory: 'Productos envasados',
    unit,
    ...nutrients,
    portions,
    answer,
  };
}

/** The loggable products among these food ids, by food id. */
export async function productFoods(
  db: Pick<Db, 'select'>,
  foodIds: Iterable<string>,
): Promise<Map<string, CatalogFood>> {
  const codes = [...new Set([...foodIds].map(productCodeOf).filter((c): c is string => c !== null))];
  const found = new Map<string, CatalogFood>();
  if (!codes.length) return found;
  const rows = await db.select().from(products).where(inArray(products.code, codes));
  for (const row of rows) {
    const food = productFood(row);
    if (food) found.set(food.id, food);
  }
  return found;
}

/**
 * The foods the user may log, with the products among `foodIds` added: the catalog's, their own,
 * and those packaged products. Without a product id among them it is foodsFor's map as it is.
 */
export async function foodsWith(
  db: Db,
  userId: string,
  foodIds: Iterable<string>,
): Promise<ReadonlyMap<string, CatalogFood>> {
  const [foods, found] = await Promise.all([foodsFor(db, userId), productFoods(db, foodIds)]);
  if (!found.size) return foods.byId;
  const byId = new Map(foods.byId);
  for (const [id, food] of found) byId.set(id, food);
  return byId;
}

/** A word shorter than a trigram is not looked for among products (it would match most of them). */
const MIN_WORD_LENGTH = 3;
/** The matching products read before the shortest names are picked: the cost stays flat however many match. */
const CANDIDATES = 100;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Packaged products for the food search (issue 30; docs/barcodes.md, Search at scale): those whose
 * name and brand hold every word of the query (3 letters or more; a word begun is enough), found
 * through the trigram GIN index, the shortest names first among the first matches read.
 */
export async function searchProducts(db: Db, query: string, limit: number): Promise<SearchedFood[]> {
  const words = [...new Set(normalizeSearchText(query).split(' '))].filter((w) => w.length >= MIN_WORD_LENGTH);
  if (!words.length || limit < 1) return [];
  const holdsEveryWord = sql.join(
    words.map((word) => sql`search_text like ${likePattern(word)}`),
    sql` and `,
  );
  const rows = await queryRows<ProductRow>(
    db,
    sql`
    select code, name, brand, unit, calories, protein, carbs, fat, fiber,
      serving_grams as "servingGrams", package_grams as "packageGrams"
    from (
      select * from products
      where calories is not null and name <> '' and ${holdsEveryWord}
      limit ${CANDIDATES}
    ) matches
    order by length(search_text), code
    limit ${limit}`,
  );
  return rows.flatMap((row) => productFood(row)?.answer ?? []);
}
