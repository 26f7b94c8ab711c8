/**
 * The user's own foods and recipes (issue 28 §2–3; docs/own-foods-and-recipes.md). Every query is
 * scoped to the user: another user's food or recipe is a 404. Every write bumps the user's
 * `foods_version` first, in the same transaction, which both tells the search's cache that the
 * user's foods changed (catalog/user-foods.ts) and makes one user's writes run one at a time.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { isUuid } from '@nutricoach/core/contract/common';
import type { MealItem } from '@nutricoach/core/contract/logs';
import type { OwnFood, OwnFoodInput, Recipe, RecipeFromLogBody, RecipeInput } from '@nutricoach/core/contract/my-foods';
import { itemOf, type ItemAmount } from '@nutricoach/core/rules/meal-items';
import { MAX_KCAL_PER_100G, ownFoodPortions, per100Of, servingName } from '@nutricoach/core/rules/own-foods';
import { recipeCycle, recipeNutrition, recipePortions } from '@nutricoach/core/rules/recipes';
import type { CatalogFood } from '../../catalog/catalog-foods.ts';
import { foodsWith } from '../../catalog/products.ts';
import { foodsFor, ownCatalogFood, ownFoodRows } from '../../catalog/user-foods.ts';
import type { Db } from '../../db/client.ts';
import { favorites, nutritionLogs, ownFoods, users } from '../../db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { foodOf, priceItem } from '../logs/items.ts';
import { LOG_NOT_FOUND, logId } from '../logs/service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OwnRow = typeof ownFoods.$inferSelect;

/** Own foods and recipes one user may keep: far more than anyone types, a bound for a script. */
export const OWN_FOODS_LIMIT = 2_000;
const FOOD_NOT_FOUND = 'Alimento no encontrado';
const RECIPE_NOT_FOUND = 'Receta no encontrada';

const ownId = (id: string, message: string) => {
  if (!isUuid(id)) throw notFound(message);
  return id;
};

export function toOwnFood(row: OwnRow): OwnFood {
  return {
    ...ownCatalogFood(row).answer,
    own: true,
    basis: row.basis as OwnFood['basis'],
    serving_label: row.servingLabel,
    serving_grams: row.servingGrams,
    fiber: row.fiber,
    label: row.label!,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toRecipe(row: OwnRow): Recipe {
  const ingredients = row.ingredients ?? [];
  const nutrition = recipeNutrition(ingredients, row.servings ?? 1, row.cookedGrams);
  return {
    _id: row.id,
    name: row.name,
    servings: row.servings ?? 1,
    food_id: row.id,
    cooked_grams: row.cookedGrams,
    serving_grams: nutrition.serving_grams,
    per_serving: nutrition.per_serving,
    per_100g: nutrition.per100,
    total: nutrition.total,
    ingredients,
    food: ownCatalogFood(row).answer,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A write to the user's own foods: the version first (which locks the user's row, so their writes
 * queue), then the change. Rolled back whole if the change fails.
 */
function write<T>(db: Db, userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ foodsVersion: sql`${users.foodsVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!user) throw notFound('Usuario no encontrado');
    return change(tx);
  });
}

async function assertRoom(tx: Tx, userId: string) {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(ownFoods)
    .where(eq(ownFoods.userId, userId));
  if (total >= OWN_FOODS_LIMIT)
    throw badRequest(
      `Puedes guardar hasta ${OWN_FOODS_LIMIT.toLocaleString('es')} alimentos y recetas propios: borra alguno antes`,
      'TOO_MANY_OWN_FOODS',
    );
}

/** The columns of an own food from its label. */
function foodValues(input: OwnFoodInput) {
  const per100 = per100Of(input);
  return {
    kind: 'food',
    name: input.name,
    brand: input.brand ?? null,
    barcode: input.barcode ?? null,
    basis: input.basis,
    servingLabel: input.serving_grams ? servingName(input.serving_label) : null,
    servingGrams: input.serving_grams ?? null,
    label: {
      calories: input.calories,
      protein: input.protein,
      carbs: input.carbs,
      fat: input.fat,
      fiber: input.fiber ?? null,
      polyols: input.polyols ?? null,
    },
    ...per100,
    portions: ownFoodPortions(input),
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

export async function listOwnFoods(db: Db, userId: string) {
  const rows = await ownFoodRows(db, userId);
  return {
    foods: rows
      .filter((r) => r.kind === 'food')
      .sort(byName)
      .map(toOwnFood),
  };
}

/** Each of the user's codes names one of their foods: a second is refused, naming the first. */
async function barcodeTaken<T>(db: Db, userId: string, input: OwnFoodInput, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (!input.barcode || !isUniqueViolation(err)) throw err;
    const [other] = await db
      .select({ name: ownFoods.name })
      .from(ownFoods)
      .where(and(eq(ownFoods.userId, userId), eq(ownFoods.barcode, input.barcode)));
    throw conflict(
      `Ya tienes «${other?.name ?? 'otro alimento'}» con el código ${input.barcode}: edítalo o usa otro código`,
      'BARCODE_TAKEN',
    );
  }
}

export function createOwnFood(db: Db, userId: string, input: OwnFoodInput) {
  return barcodeTaken(
    db,
    userId,
    input,
    write(db, userId, async (tx) => {
      await assertRoom(tx, userId);
      const [row] = await tx
        .insert(ownFoods)
        .values({ userId, ...foodValues(input) })
        .returning();
      return { food: toOwnFood(row!) };
    }),
  );
}

export async function updateOwnFood(db: Db, userId: string, id: string, input: OwnFoodInput) {
  ownId(id, FOOD_NOT_FOUND);
  // Read before the transaction: PGlite runs nothing else while one is open.
  const { byId } = await foodsFor(db, userId);
  return barcodeTaken(
    db,
    userId,
    input,
    write(db, userId, async (tx) => {
      const [row] = await tx
        .update(ownFoods)
        .set({ ...foodValues(input), updatedAt: new Date() })
        .where(and(eq(ownFoods.id, id), eq(ownFoods.userId, userId), eq(ownFoods.kind, 'food')))
        .returning();
      if (!row) throw notFound(FOOD_NOT_FOUND);
      await refreshDependents(tx, userId, id, byId);
      return { food: toOwnFood(row) };
    }),
  );
}

/** Deletes an own food or a recipe of the user, and the favourite that starred it. */
async function deleteOwn(db: Db, userId: string, id: string, kind: 'food' | 'recipe', message: string) {
  ownId(id, message);
  return write(db, userId, async (tx) => {
    const [row] = await tx
      .delete(ownFoods)
      .where(and(eq(ownFoods.id, id), eq(ownFoods.userId, userId), eq(ownFoods.kind, kind)))
      .returning({ id: ownFoods.id });
    if (!row) throw notFound(message);
    await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.key, `food:${id}`)));
    return { _id: row.id };
  });
}

export const deleteOwnFood = (db: Db, userId: string, id: string) => deleteOwn(db, userId, id, 'food', FOOD_NOT_FOUND);
export const deleteRecipe = (db: Db, userId: string, id: string) =>
  deleteOwn(db, userId, id, 'recipe', RECIPE_NOT_FOUND);

/* ---------------------------------------------------------------- recipes */

/** The columns of a recipe from its priced ingredients. */
function recipeColumns(name: string, servings: number, cookedGrams: number | null | undefined, items: MealItem[]) {
  const nutrition = recipeNutrition(items, servings, cookedGrams);
  return {
    kind: 'recipe',
    name,
    servings,
    cookedGrams: cookedGrams ?? null,
    ingredients: items,
    ...nutrition.per100,
    fiber: null,
    portions: recipePortions(nutrition.serving_grams),
  };
}

/** A recipe's columns, refused when its weight cannot be right. */
function recipeValues(name: string, servings: number, cookedGrams: number | null | undefined, items: MealItem[]) {
  const nutrition = recipeNutrition(items, servings, cookedGrams);
  const macros = nutrition.total.protein + nutrition.total.carbs + nutrition.total.fat;
  if (cookedGrams && macros > cookedGrams + 1)
    throw badRequest(
      `La receta cocida no puede pesar menos que su proteína, carbohidratos y grasa (${Math.round(macros)} g): ` +
        'revisa el peso de la receta cocida',
      'RECIPE_TOO_LIGHT',
    );
  if (nutrition.per100.calories > MAX_KCAL_PER_100G)
    throw badRequest(
      `Con ese peso, la receta tendría ${Math.round(nutrition.per100.calories)} kcal por 100 g: revisa el peso de ` +
        'la receta cocida',
      'RECIPE_TOO_LIGHT',
    );
  if (nutrition.serving_grams < 1)
    throw badRequest(
      'Cada porción pesaría menos de 1 g: revisa las porciones o el peso de la receta',
      'SERVING_TOO_SMALL',
    );
  return recipeColumns(name, servings, cookedGrams, items);
}

function priceIngredients(foods: ReadonlyMap<string, CatalogFood>, input: RecipeInput): MealItem[] {
  return input.ingredients.map((ingredient) => priceItem(foodOf(foods, ingredient.food_id), ingredient));
}

export async function listRecipes(db: Db, userId: string) {
  const rows = await ownFoodRows(db, userId);
  return {
    recipes: rows
      .filter((r) => r.kind === 'recipe')
      .sort(byName)
      .map(toRecipe),
  };
}

async function recipeRow(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(ownFoods)
    .where(and(eq(ownFoods.id, ownId(id, RECIPE_NOT_FOUND)), eq(ownFoods.userId, userId), eq(ownFoods.kind, 'recipe')));
  if (!row) throw notFound(RECIPE_NOT_FOUND);
  return row;
}

export async function getRecipe(db: Db, userId: string, id: string) {
  return { recipe: toRecipe(await recipeRow(db, userId, id)) };
}

async function insertRecipe(db: Db, userId: string, values: ReturnType<typeof recipeColumns>) {
  return write(db, userId, async (tx) => {
    await assertRoom(tx, userId);
    const [row] = await tx
      .insert(ownFoods)
      .values({ userId, ...values })
      .returning();
    return { recipe: toRecipe(row!) };
  });
}

/** The foods a recipe's ingredients may be: the user's, the catalog's and packaged products. */
const ingredientFoods = (db: Db, userId: string, input: RecipeInput) =>
  foodsWith(
    db,
    userId,
    input.ingredients.map((i) => i.food_id),
  );

export async function createRecipe(db: Db, userId: string, input: RecipeInput) {
  const byId = await ingredientFoods(db, userId, input);
  const items = priceIngredients(byId, input);
  return insertRecipe(db, userId, recipeValues(input.name, input.servings, input.cooked_grams, items));
}

/** POST /recipes/from-log/:log_id: the meal's foods as they were logged (grams and values) become the ingredients. */
export async function createRecipeFromLog(db: Db, userId: string, id: string, body: RecipeFromLogBody) {
  const [log] = await db
    .select({ items: nutritionLogs.items })
    .from(nutritionLogs)
    .where(and(eq(nutritionLogs.id, logId(id)), eq(nutritionLogs.userId, userId)));
  if (!log) throw notFound(LOG_NOT_FOUND);
  if (log.items.length === 0)
    throw badRequest(
      'Esta comida se registró con calorías y macros escritos, sin alimentos: no se puede guardar como receta',
      'LOG_WITHOUT_FOODS',
    );
  const items = log.items.map((item) => ({ ...item, id: randomUUID() }));
  return insertRecipe(db, userId, recipeValues(body.name, body.servings, body.cooked_grams, items));
}

/** The recipes of the user and the food ids each is made of. */
async function recipeGraph(tx: Tx, userId: string) {
  const rows = await tx
    .select({ id: ownFoods.id, name: ownFoods.name, ingredients: ownFoods.ingredients })
    .from(ownFoods)
    .where(and(eq(ownFoods.userId, userId), eq(ownFoods.kind, 'recipe')));
  return new Map(rows.map((r) => [r.id, { name: r.name, ids: (r.ingredients ?? []).map((i) => i.food_id) }]));
}

export async function updateRecipe(db: Db, userId: string, id: string, input: RecipeInput) {
  ownId(id, RECIPE_NOT_FOUND);
  const byId = await ingredientFoods(db, userId, input);
  const items = priceIngredients(byId, input);
  return write(db, userId, async (tx) => {
    await recipeRow(tx, userId, id);
    const graph = await recipeGraph(tx, userId);
    const cycle = recipeCycle(
      id,
      items.map((i) => i.food_id),
      (foodId) => graph.get(foodId)?.ids ?? [],
    );
    if (cycle) {
      const first = graph.get(cycle[0]!)?.name ?? input.name;
      throw badRequest(
        cycle.length === 1
          ? 'Una receta no puede ser ingrediente de sí misma'
          : `«${first}» ya lleva «${input.name}»: una receta no puede ser ingrediente de otra que la contiene`,
        'RECIPE_CYCLE',
      );
    }
    const [row] = await tx
      .update(ownFoods)
      .set({ ...recipeValues(input.name, input.servings, input.cooked_grams, items), updatedAt: new Date() })
      .where(and(eq(ownFoods.id, id), eq(ownFoods.userId, userId)))
      .returning();
    await refreshDependents(tx, userId, id, byId);
    return { recipe: toRecipe(row!) };
  });
}

/** How much of its food an ingredient is: its grams, or its portions. */
const amountOf = (item: MealItem): ItemAmount =>
  item.portion.id === 'g' || item.portion.id === 'ml'
    ? { grams: item.quantity }
    : { portion_id: item.portion.id, quantity: item.quantity };

/**
 * After a food or recipe changed: every recipe made with it, directly or through another recipe,
 * is priced again from its ingredients' current values, each after the recipes it is made of.
 * An ingredient whose food is gone (deleted) keeps the values it was priced with. Meals are never
 * touched: they keep what they were logged with.
 */
async function refreshDependents(tx: Tx, userId: string, changedId: string, known: ReadonlyMap<string, CatalogFood>) {
  const rows = await tx.select().from(ownFoods).where(eq(ownFoods.userId, userId));
  const usedBy = new Map<string, string[]>();
  for (const row of rows)
    for (const item of row.ingredients ?? []) usedBy.set(item.food_id, [...(usedBy.get(item.food_id) ?? []), row.id]);
  if (!usedBy.has(changedId)) return;
  // Depth-first over 'is used by', each recipe after all it is made of.
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (foodId: string) => {
    for (const recipeId of usedBy.get(foodId) ?? [])
      if (!seen.has(recipeId)) {
        seen.add(recipeId);
        visit(recipeId);
        order.push(recipeId);
      }
  };
  visit(changedId);
  order.reverse();
  const foods = new Map(known);
  for (const row of rows) foods.set(row.id, ownCatalogFood(row));
  const rowById = new Map(rows.map((r) => [r.id, r]));
  for (const recipeId of order) {
    const row = rowById.get(recipeId)!;
    const items = (row.ingredients ?? []).map((item) => {
      const food = foods.get(item.food_id);
      const priced = food ? itemOf(food, amountOf(item)) : null;
      return priced ? { ...priced, id: item.id } : item;
    });
    // Not refused here: a food's new label must not block its edit because of a recipe's weight.
    const values = recipeColumns(row.name, row.servings ?? 1, row.cookedGrams, items);
    const [updated] = await tx
      .update(ownFoods)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ownFoods.id, recipeId))
      .returning();
    foods.set(recipeId, ownCatalogFood(updated!));
  }
}

/** Own foods and recipes for the export: every row of the user, as the API answers them. */
export async function exportOwnFoods(db: Db, userId: string) {
  const rows = await ownFoodRows(db, userId);
  return {
    own_foods: rows.filter((r) => r.kind === 'food').map(toOwnFood),
    recipes: rows.filter((r) => r.kind === 'recipe').map(toRecipe),
  };
}
