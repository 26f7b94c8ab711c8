/** GET /diet-plates/search: the plates of a diet that the user can eat, filtered and paged. */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_DIET } from '@nutricoach/core/constants/default-diet';
import type { DietType } from '@nutricoach/core/constants/diets';
import type { MealType } from '@nutricoach/core/constants/logging';
import type { BudgetLevel } from '@nutricoach/core/constants/onboarding';
import {
  PLATES_PAGE_SIZE,
  type Plate,
  type PlateSearchQuery,
  type PlateSearchResponse,
} from '@nutricoach/core/contract/plates';
import type { UserCountry } from '@nutricoach/core/constants/countries';
import { foodNameIn, plateNameIn } from '@nutricoach/core/rules/country-names';
import { regionOf } from '@nutricoach/core/rules/dish-country';
import { personCountry } from '@nutricoach/core/rules/phone';
import { searchTerms } from '@nutricoach/core/rules/search-text';
import { queryRows, type Db } from '../../db/client.ts';
import type { StoredIngredient } from '../../db/schema-catalog.ts';
import { unauthorized } from '../../lib/errors.ts';
import { allergyExclusions } from './exclusions.ts';
import { REGION_PLATE_PREFIX } from '../../catalog/region-plates.ts';

type PlateRow = {
  id: string;
  name: string;
  meal_type: MealType;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  cooking_method: string;
  cost: BudgetLevel;
  ingredients: StoredIngredient[];
  steps: string[];
  total: number | string; // count(*) is a bigint: node-postgres answers it as text
};

type Searcher = {
  dietType: string | null;
  allergies: string[];
  eatingStyle: string;
  country: string | null;
  phone: string;
};

/** LIKE pattern that finds `term` anywhere, with LIKE's own wildcards taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** Conditions shared by the page and its count: diet, filters, and what the user must not eat. */
function conditions(userId: string, user: Searcher, diet: DietType, q: PlateSearchQuery): SQL {
  const parts: SQL[] = [sql`p.diets @> array[${diet}]::text[]`];
  if (q.meal_type) parts.push(sql`p.meal_type = ${q.meal_type}`);
  if (q.calories_min !== undefined) parts.push(sql`p.calories >= ${q.calories_min}`);
  if (q.calories_max !== undefined) parts.push(sql`p.calories <= ${q.calories_max}`);
  for (const term of searchTerms(q.ingredients ?? '')) parts.push(sql`p.ingredient_text like ${containsPattern(term)}`);
  if (user.eatingStyle === 'vegetarian' || user.eatingStyle === 'vegan')
    parts.push(sql`${user.eatingStyle} = any(p.styles)`);

  // Foods the user marked allergic, and foods their allergies rule out.
  const { allergens, namePatterns } = allergyExclusions(user.allergies);
  const excludedFoods: SQL[] = [
    sql`f.id in (select food_id from food_tastes where user_id = ${userId} and taste = 'allergic')`,
  ];
  if (allergens.length)
    parts.push(sql`not (p.allergens && array(select jsonb_array_elements_text(${JSON.stringify(allergens)}::jsonb)))`);
  if (namePatterns.length) {
    excludedFoods.push(
      sql`f.search_text ~ any(array(select jsonb_array_elements_text(${JSON.stringify(namePatterns)}::jsonb)))`,
    );
  }
  parts.push(sql`not (p.food_ids && array(select f.id from foods f where ${sql.join(excludedFoods, sql` or `)}))`);
  return sql.join(parts, sql` and `);
}

/** A plate as the person's country names it and its foods (docs/countries.md). */
function toPlate(row: PlateRow, diet: DietType, country: UserCountry): Plate {
  return {
    _id: row.id,
    name: plateNameIn(row.name, country),
    meal_type: row.meal_type,
    diet,
    calories: row.calories,
    macro_type: { protein: row.protein, carbs: row.carbs, fat: row.fat },
    cooking_method: row.cooking_method,
    ingredients: row.ingredients.map((i) => ({
      food_id: i.food_id,
      name: foodNameIn(i.food_id, i.name, country),
      quantity: i.grams,
      equivalence: i.equivalence,
    })),
    cost: row.cost,
    steps: row.steps,
  };
}

export async function searchPlates(db: Db, userId: string, q: PlateSearchQuery): Promise<PlateSearchResponse> {
  const [user] = await queryRows<Searcher>(
    db,
    sql`
    select diet_type as "dietType", allergies, eating_style as "eatingStyle", country, phone
    from users where id = ${userId}`,
  );
  if (!user) throw unauthorized();
  const country = personCountry(user);
  const region = regionOf(country).map((c) => c.toUpperCase());
  const diet = q.diet ?? (user.dietType as DietType | null) ?? DEFAULT_DIET;
  const page = q.page ?? 1;
  const where = conditions(userId, user, diet, q);

  // One query: the page and, by a window function over the same filter, the total.
  const rows = await queryRows<PlateRow>(
    db,
    sql`
    select p.id, p.name, p.meal_type, p.calories, p.protein, p.carbs, p.fat, p.cooking_method, p.cost, p.ingredients,
      p.steps, count(*) over () as total
    from plates p
    -- The plate's dish: the plan plate's own ('plato-<id>'), or the region's dish it was made from.
    left join dishes d on d.id = case when p.id like ${`${REGION_PLATE_PREFIX}%`}
      then substr(p.id, ${REGION_PLATE_PREFIX.length + 1}) else 'plato-' || p.id end
    where ${where}
    -- The country's plates first, then its region's, then everywhere's, then another region's
    -- (docs/strict-plan.md, 'The person's country'); catalog order within each.
    order by case
        when coalesce(cardinality(d.countries), 0) = 0 then 2
        when ${country.toUpperCase()} = any(d.countries) then 0
        when d.countries && ${`{${region.join(',')}}`}::text[] then 1
        else 3
      end,
      p.position
    limit ${PLATES_PAGE_SIZE} offset ${(page - 1) * PLATES_PAGE_SIZE}`,
  );

  let total = rows[0] ? Number(rows[0].total) : 0;
  // Past the last page the window has no row to ride on: count apart (cheap, and rare).
  if (!rows[0] && page > 1) {
    const [count] = await queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from plates p where ${where}`,
    );
    total = Number(count?.total ?? 0);
  }
  return {
    data: rows.map((r) => toPlate(r, diet, country)),
    pagination: { hasNextPage: page * PLATES_PAGE_SIZE < total, total, page },
  };
}
