/**
 * GET /foods/barcode/:code (issue 30; docs/barcodes.md): a packaged product by its barcode. The
 * user's own food linked to the code first, then our products table, then Open Food Facts, asked
 * once per code: a product found is stored and served from the table from then on, a code it does
 * not know is remembered a day, and all our processes share one budget of calls a minute.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BarcodePrefill, BarcodeResponse } from '@nutricoach/core/contract/barcode';
import { barcodeDigits, looksLikeBarcode, parseBarcode } from '@nutricoach/core/rules/barcode';
import { productFood } from '../../catalog/products.ts';
import { ownCatalogFood } from '../../catalog/user-foods.ts';
import type { Db } from '../../db/client.ts';
import { ownFoods } from '../../db/schema.ts';
import { productMisses, products } from '../../db/schema-products.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { countAgainst } from '../../lib/rate-limit.ts';
import { isLoggable, productFromOff, type ProductRecord } from '../../providers/food-facts/off-product.ts';
import { type FoodFactsProvider, FoodFactsUnavailable } from '../../providers/food-facts/types.ts';

export type BarcodeDeps = { db: Db; foodFacts: FoodFactsProvider; callsPerMinute: number };

/** A code Open Food Facts did not know, and a product it had without energy, are asked again after this. */
export const RECHECK_AFTER_HOURS = 24;
const WAY_FORWARD = 'créalo con su etiqueta';

type ProductRow = typeof products.$inferSelect;

function notLoggable(code: 'BARCODE_NOT_FOUND' | 'PRODUCT_INCOMPLETE', prefill: BarcodePrefill) {
  const message =
    code === 'BARCODE_NOT_FOUND'
      ? `No encontramos el código ${prefill.barcode}: ${WAY_FORWARD}`
      : `${prefill.name ? `«${prefill.name}»` : 'Este producto'} no tiene sus calorías en Open Food Facts: ${WAY_FORWARD}`;
  return new AppError(404, message, code, undefined, { prefill });
}

/** What a product without its energy (or name) still tells the 'Crear alimento' form. */
function prefillOf(
  row: Pick<ProductRecord, 'code' | 'name' | 'brand' | 'protein' | 'carbs' | 'fat' | 'fiber' | 'servingGrams'>,
): BarcodePrefill {
  const prefill: BarcodePrefill = { barcode: row.code };
  if (row.name) prefill.name = row.name;
  if (row.brand) prefill.brand = row.brand;
  for (const key of ['protein', 'carbs', 'fat', 'fiber'] as const) if (row[key] !== null) prefill[key] = row[key];
  if (row.servingGrams !== null) prefill.serving_grams = row.servingGrams;
  return prefill;
}

function answerOf(row: ProductRow): BarcodeResponse {
  const food = productFood(row);
  if (!food) throw notLoggable('PRODUCT_INCOMPLETE', prefillOf(row));
  return { food: food.answer };
}

const fresh = (at: Date) => Date.now() - at.getTime() < RECHECK_AFTER_HOURS * 3_600_000;

/** Lookups of one code in this process share one outside call. */
const inFlight = new Map<string, Promise<ProductRow | null>>();

/** Asks Open Food Facts within the shared budget and stores what it answers: the row, or null (unknown, remembered). */
async function askOutside(deps: BarcodeDeps, code: string): Promise<ProductRow | null> {
  const wait = await countAgainst(
    deps.db,
    { bucket: 'open_food_facts', limit: deps.callsPerMinute, windowSeconds: 60 },
    'all',
  );
  if (wait !== null)
    throw new AppError(
      503,
      `Open Food Facts está recibiendo muchas consultas nuestras: intenta de nuevo en ${wait} ${wait === 1 ? 'segundo' : 'segundos'} o busca el alimento por su nombre`,
      'FOOD_FACTS_BUSY',
      wait,
    );
  let answer: Awaited<ReturnType<FoodFactsProvider['product']>>;
  try {
    answer = await deps.foodFacts.product(code);
  } catch (err) {
    if (!(err instanceof FoodFactsUnavailable)) throw err;
    throw new AppError(
      503,
      'No pudimos consultar Open Food Facts. Intenta de nuevo en unos minutos o busca el alimento por su nombre',
      'FOOD_FACTS_UNAVAILABLE',
    );
  }
  if (!answer.found) {
    await deps.db
      .insert(productMisses)
      .values({ code })
      .onConflictDoUpdate({ target: productMisses.code, set: { checkedAt: sql`now()` } });
    return null;
  }
  const record = productFromOff(code, answer.product);
  const values = { ...record, origin: 'api', fetchedAt: new Date() };
  const [row] = await deps.db
    .insert(products)
    .values(values)
    .onConflictDoUpdate({ target: products.code, set: values })
    .returning();
  await deps.db.delete(productMisses).where(eq(productMisses.code, code));
  return row!;
}

/**
 * One outside call per code at a time in this process. A lookup that read the table just before
 * another one stored the answer (and left `inFlight`) reads it again first, so it does not ask a
 * second time: the answer is stored before its call leaves `inFlight`.
 */
function askOnce(deps: BarcodeDeps, code: string) {
  let pending = inFlight.get(code);
  if (!pending) {
    pending = (async () => {
      const [stored] = await deps.db.select().from(products).where(eq(products.code, code));
      if (stored && (isLoggable(stored) || fresh(stored.fetchedAt))) return stored;
      const [miss] = stored ? [] : await deps.db.select().from(productMisses).where(eq(productMisses.code, code));
      if (miss && fresh(miss.checkedAt)) return null;
      return askOutside(deps, code);
    })().finally(() => inFlight.delete(code));
    inFlight.set(code, pending);
  }
  return pending;
}

export async function productByBarcode(deps: BarcodeDeps, userId: string, text: string): Promise<BarcodeResponse> {
  const parsed = parseBarcode(text);
  if (!parsed)
    throw badRequest(
      looksLikeBarcode(text)
        ? `El código ${barcodeDigits(text)} no es válido: revisa los números, el último no cuadra con los demás`
        : 'Un código de barras tiene 8, 12 o 13 números',
      'INVALID_BARCODE',
    );
  const { code } = parsed;
  const { db } = deps;
  // The user's own food for this code (theirs only: another user's is not looked at).
  const [own] = await db
    .select()
    .from(ownFoods)
    .where(and(eq(ownFoods.userId, userId), eq(ownFoods.barcode, code), eq(ownFoods.kind, 'food')))
    .limit(1);
  if (own) return { food: { ...ownCatalogFood(own).answer, barcode: code, source: 'own' } };
  const [stored] = await db.select().from(products).where(eq(products.code, code));
  if (stored && (isLoggable(stored) || fresh(stored.fetchedAt))) return answerOf(stored);
  if (!stored) {
    const [miss] = await db.select().from(productMisses).where(eq(productMisses.code, code));
    if (miss && fresh(miss.checkedAt)) throw notLoggable('BARCODE_NOT_FOUND', { barcode: code });
  }
  const row = await askOnce(deps, code);
  if (!row) throw notLoggable('BARCODE_NOT_FOUND', { barcode: code });
  return answerOf(row);
}
