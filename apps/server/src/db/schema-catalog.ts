/**
 * The food catalog's tables (foods, plates, catalog_meta), written by the seed from
 * apps/server/src/catalog, and the users' tastes, which point at foods and survive every re-seed.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DietType } from '@nutricoach/core/constants/diets';
import { users } from './schema.ts';

export type FoodClassification = 'allowed' | 'in_moderation' | 'occasional' | 'not_allowed';

/** One ingredient of a plate as stored: the food's id and name at seed time, grams, household measure. */
export type StoredIngredient = { food_id: string; name: string; grams: number; equivalence: string };

const amount = (name: string) => doublePrecision(name).notNull();
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Nutrition per 100 g, or per 100 ml when unit is 'ml': the columns a food and a dish share. */
const per100 = () => ({
  unit: text('unit').notNull(),
  calories: amount('calories'),
  protein: amount('protein'),
  carbs: amount('carbs'),
  fat: amount('fat'),
  fiber: doublePrecision('fiber'),
});

/** A food of the catalog; `id` is the catalog slug ('arroz-blanco'), stable across versions. */
export const foods = pgTable('foods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  category: text('category').notNull(),
  subcategory: text('subcategory').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  ...per100(),
  allergens: textArray('allergens'),
  isMeat: boolean('is_meat').notNull(),
  isFish: boolean('is_fish').notNull(),
  isAnimalProduct: boolean('is_animal_product').notNull(),
  tags: textArray('tags'),
  potassium: text('potassium').notNull(),
  phosphorus: text('phosphorus').notNull(),
  source: text('source').notNull(),
  sourceId: text('source_id'),
  citation: text('citation'),
  /** The food's class in each of the 16 diets. */
  diets: jsonb('diets').$type<Record<DietType, FoodClassification>>().notNull(),
  /** Name and aliases, normalized (lower case, no accents), joined by '|': what allergy text is matched against. */
  searchText: text('search_text').notNull(),
  /** Display order: category, subcategory, name. */
  position: integer('position').notNull(),
  /** False for a food dropped from the catalog that a user's taste still points at: kept, never shown. */
  inCatalog: boolean('in_catalog').notNull().default(true),
  updatedAt: updatedAt(),
});

/** A plate; calories and macros are computed from its ingredients by the catalog, never typed. */
export const plates = pgTable(
  'plates',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    mealType: text('meal_type').notNull(),
    diets: text('diets').array().$type<DietType[]>().notNull(),
    cookingMethod: text('cooking_method').notNull(),
    /** Cost tier: low, medium, high. */
    cost: text('cost').notNull(),
    ingredients: jsonb('ingredients').$type<StoredIngredient[]>().notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    calories: amount('calories'),
    protein: amount('protein'),
    carbs: amount('carbs'),
    fat: amount('fat'),
    fiber: amount('fiber'),
    /** Eating styles the ingredients allow: vegetarian, vegan. */
    styles: textArray('styles'),
    /** The ingredients' food ids and the union of their allergens: what the search excludes by. */
    foodIds: textArray('food_ids'),
    allergens: textArray('allergens'),
    /** '|'-separated normalized names and aliases of the ingredients: the ingredient filter's haystack. */
    ingredientText: text('ingredient_text').notNull(),
    /** Stable search order: meal type, then name. */
    position: integer('position').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plates_diets_idx').using('gin', t.diets),
    index('plates_meal_type_calories_idx').on(t.mealType, t.calories),
    index('plates_position_idx').on(t.position),
  ],
);

/**
 * A prepared dish, drink or bakery item (issue 28 §1): the catalog's dishes from FNDDS or a recipe
 * of catalog foods, and the plates of the weekly plan as eaten. Found and logged like a food;
 * nutrition per 100 g, with its own household portions. Sources: docs/dishes.md.
 */
export const dishes = pgTable('dishes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  /** ISO 3166-1 alpha-2 codes of the countries where it is common. */
  countries: textArray('countries'),
  category: text('category').notNull(),
  subcategory: text('subcategory').notNull(),
  ...per100(),
  /** Household portions, usual first: { id, label, grams, source }. */
  portions: jsonb('portions').$type<{ id: string; label: string; grams: number; source: string }[]>().notNull(),
  /** 'fndds' (source_id: the FNDDS 2017-2018 food code), 'recipe' or 'plate' (source_id: the plate). */
  source: text('source').notNull(),
  sourceId: text('source_id'),
  citation: text('citation'),
  position: integer('position').notNull(),
  updatedAt: updatedAt(),
});

/** A user's taste for a food (docs/product.md §4, Taste): like, dislike or allergic; no row = none. */
export const foodTastes = pgTable(
  'food_tastes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id),
    taste: text('taste').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.foodId] }),
    index('food_tastes_food_idx').on(t.foodId),
    check('food_tastes_taste_check', sql`${t.taste} in ('like', 'dislike', 'allergic')`),
  ],
);

/** Which catalog version the database holds; the seed does nothing when it is current. */
export const catalogMeta = pgTable('catalog_meta', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: updatedAt(),
});
