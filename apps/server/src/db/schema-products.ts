/**
 * Packaged products (issue 30; docs/barcodes.md): what Open Food Facts' API answered for a scanned
 * code, or what a dump import wrote, kept so each code is asked outside once; and the codes it did
 * not know, remembered a day.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A product by its canonical barcode (rules/barcode.ts). Nutrients per 100 g (100 ml when unit is
 * 'ml'). `calories` null: Open Food Facts has no energy for it, so it cannot be logged as is.
 */
export const products = pgTable('products', {
  code: text('code').primaryKey(),
  /** Empty when Open Food Facts has no name: not loggable as is either. */
  name: text('name').notNull(),
  brand: text('brand'),
  unit: text('unit').notNull().default('g'),
  calories: doublePrecision('calories'),
  protein: doublePrecision('protein'),
  carbs: doublePrecision('carbs'),
  fat: doublePrecision('fat'),
  fiber: doublePrecision('fiber'),
  /** One serving and the whole package, in grams (ml), when Open Food Facts knows them. */
  servingGrams: doublePrecision('serving_grams'),
  packageGrams: doublePrecision('package_grams'),
  /** Open Food Facts' country tags without 'en:' ('spain', 'mexico'). */
  countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
  /** 'api' (asked for a scan) or 'dump' (npm run foods:import-off). */
  origin: text('origin').notNull(),
  /** Name and brand, lower case without accents: what the food search reads. */
  searchText: text('search_text').notNull(),
  /** When Open Food Facts was last asked (or its dump read) for it. */
  fetchedAt: at('fetched_at'),
});

/** A code Open Food Facts did not know when asked: not asked again for a day. */
export const productMisses = pgTable('product_misses', {
  code: text('code').primaryKey(),
  checkedAt: at('checked_at'),
});
