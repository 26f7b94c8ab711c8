/** The catalog's dishes (issue 28 §1): how many, from where, with what numbers and portions, and their source rows. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import { describe, expect, it } from 'vitest';
import { dishesDoc } from './dishes-doc.ts';
import { DISHES, fnddsMeasure, PLATE_KIND, PLATES_AS_FOODS, REGION_DISHES } from './dishes.ts';
import { COUNTRIES } from './dishes/define.ts';
import { FNDDS_SNAPSHOT } from './dishes/fndds-snapshot.ts';
import { PLAN_RECIPE_TOLERANCE, PLAN_RECIPES } from './dishes/plan-recipes.ts';
import { FOODS, findFood } from './foods.ts';
import { plateNutrition } from './plate-rules.ts';
import { PLATES } from './plates.ts';
import { REGION_PLATE_PREFIX, REGION_PLATES } from './region-plates.ts';
import { parseCsv } from './scripts/csv.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Copied by hand from shared/data/fndds-2017-2018/nutrients.csv: [code, kcal, protein, carbs, fat, fiber]. */
const CSV_SAMPLE: readonly (readonly [string, number, number, number, number, number])[] = [
  ['58105100', 256, 11.72, 22.39, 13.25, 2.9], // Pupusa, cheese-filled
  ['58103120', 215, 8.63, 14.8, 13.69, 1.2], // Tamale with meat
  ['27151030', 62, 10.34, 3.58, 0.75, 0.5], // Ceviche
  ['77201210', 329, 10.19, 27.42, 21.04, 1.4], // Green plantain with cracklings (mofongo)
  ['53118550', 267, 6.35, 41.86, 8.73, 0.3], // Cake, tres leche
  ['92610020', 87, 1.09, 20.45, 0.13, 0.5], // Horchata beverage, made with water
  ['27146160', 137, 18.97, 3.22, 5.58, 0.3], // Chicken with mole sauce
  ['58116120', 335, 11.31, 31.19, 18.37, 2], // Empanada, filled with meat and vegetables
  ['32131200', 171, 10.54, 2.78, 12.79, 0.3], // Egg omelet with potatoes (tortilla española)
  ['75604600', 39, 0.83, 4.13, 2.38, 1.1], // Gazpacho
  ['77563010', 146, 7.75, 14.15, 6.61, 1.7], // Puerto Rican stew (sancocho)
  ['27118130', 256, 17.69, 3.88, 19.15, 0.8], // Stewed dried beef (ropa vieja)
  ['21304000', 293, 30.5, 0, 17.98, 0], // Beef, shortribs (asado de tira)
  ['13210350', 174, 5.27, 28.18, 4.83, 0], // Flan
  ['53520200', 419, 6.05, 48.87, 22.21, 2.6], // Churros
  ['58104710', 345, 12.74, 32.48, 18.02, 2.3], // Quesadilla, just cheese
];

/** The FNDDS folder, when this checkout has the shared data beside it (a fresh CI clone may not). */
const fnddsDir = [
  path.resolve(repoRoot, '../shared/data/fndds-2017-2018'),
  path.resolve(repoRoot, '../../shared/data/fndds-2017-2018'),
].find((dir) => existsSync(path.join(dir, 'nutrients.csv')));

describe('the dishes of the region', () => {
  it('are at least 300, from the 15 countries and regions the issue names', () => {
    expect(REGION_DISHES.length).toBeGreaterThanOrEqual(300);
    const count = (codes: readonly string[]) =>
      REGION_DISHES.filter((d) => d.countries.some((c) => codes.includes(c))).length;
    const regions: Record<string, readonly string[]> = {
      Mexico: ['MX'],
      Peru: ['PE'],
      Colombia: ['CO'],
      Venezuela: ['VE'],
      Ecuador: ['EC'],
      Bolivia: ['BO'],
      Chile: ['CL'],
      Argentina: ['AR'],
      Uruguay: ['UY'],
      Paraguay: ['PY'],
      'Central America': ['GT', 'SV', 'HN', 'NI', 'CR', 'PA'],
      Cuba: ['CU'],
      'Dominican Republic': ['DO'],
      'Puerto Rico': ['PR'],
      Spain: ['ES'],
    };
    for (const [region, codes] of Object.entries(regions)) expect(count(codes), region).toBeGreaterThanOrEqual(8);
    for (const d of REGION_DISHES) for (const c of d.countries) expect(COUNTRIES).toContain(c);
  });

  it('each has a Spanish name, its countries, plausible numbers per 100 g and household portions with grams', () => {
    for (const d of DISHES) {
      expect(d.name.trim(), d.id).toBe(d.name);
      expect(
        [d.calories, d.protein, d.carbs, d.fat].every((n) => Number.isFinite(n) && n >= 0),
        d.id,
      ).toBe(true);
      expect(d.protein + d.carbs + d.fat, d.id).toBeLessThanOrEqual(100);
      // The exact weight comes last; at least one household measure before it.
      const household = d.portions.filter((p) => p.id !== 'g' && p.id !== 'ml');
      expect(household.length, d.id).toBeGreaterThan(0);
      expect(d.portions.at(-1)?.id).toBe(d.unit);
      for (const p of d.portions) {
        expect(p.grams, `${d.id} ${p.id}`).toBeGreaterThan(0);
        expect(p.source.length, `${d.id} ${p.id}`).toBeGreaterThan(5);
      }
      expect(new Set(d.portions.map((p) => p.id)).size, d.id).toBe(d.portions.length);
    }
    for (const d of REGION_DISHES) expect(d.countries.length, d.id).toBeGreaterThan(0);
  });

  it('uses the portion a bare name means first: one taco, a plate of pozole, a glass of horchata, a slice of tres leches', () => {
    const first = (id: string) => DISHES.find((d) => d.id === id)?.portions[0];
    expect(first('tacos-de-carne')).toMatchObject({ id: 'unidad', grams: 115 });
    expect(first('pupusa-de-queso')).toMatchObject({ id: 'unidad', grams: 117 });
    expect(first('pozole')?.id).toBe('plato');
    expect(first('agua-de-horchata')?.id).toBe('vaso');
    expect(first('tres-leches')).toMatchObject({ id: 'rebanada', grams: 120 });
    expect(first('ceviche')).toMatchObject({ id: 'plato', grams: 250 });
  });

  it('no dish shares a name with a food or another dish (so search never shows two of one name)', () => {
    const names = [...FOODS.map((f) => f.name), ...DISHES.map((d) => d.name)].map((n) => normalizeSearchText(n));
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    expect(repeated).toEqual([]);
  });
});

describe('the plan plates as dishes', () => {
  it('every plate is a dish (or the food of its name), per 100 g of the plate as served, one plate its weight', () => {
    const plates = DISHES.filter((d) => d.subcategory === PLATE_KIND);
    expect(plates.length + PLATES_AS_FOODS.length).toBe(PLATES.length);
    for (const p of PLATES_AS_FOODS) expect(FOODS.map((f) => f.name)).toContain(p.name);
    for (const p of PLATES)
      expect(plates.some((d) => d.id === `plato-${p.id}`) || PLATES_AS_FOODS.includes(p), p.id).toBe(true);
    const lomo = plates.find((d) => d.id === 'plato-lomo-saltado')!;
    const grams = PLATES.find((p) => p.id === 'lomo-saltado')!.ingredients.reduce((s, i) => s + i.grams, 0);
    expect(lomo.portions[0]).toMatchObject({ id: 'plato', grams });
    expect(lomo.countries).toEqual(['PE']);
    // The region's Lomo saltado is the stir-fry alone; the plan's plate has its rice and fries.
    expect(lomo.name).toBe('Lomo saltado (plato del plan)');
    expect(DISHES.find((d) => d.id === 'lomo-saltado')?.name).toBe('Lomo saltado');
    expect(plates.find((d) => d.id === 'plato-pabellon-criollo')?.aliases).toContain('pabellón');
  });
});

describe('where the numbers come from', () => {
  it('FNDDS dishes carry the food code and the snapshot numbers; a sample matches the CSV as published', () => {
    for (const d of DISHES.filter((x) => x.source === 'fndds')) {
      const row = FNDDS_SNAPSHOT[d.source_id!]!;
      expect([d.calories, d.protein, d.carbs, d.fat, d.fiber], d.id).toEqual([
        row.kcal,
        row.protein,
        row.carbs,
        row.fat,
        row.fiber,
      ]);
      expect(d.citation).toBe(row.description);
    }
    for (const [code, kcal, protein, carbs, fat, fiber] of CSV_SAMPLE)
      expect(FNDDS_SNAPSHOT[code], code).toMatchObject({ kcal, protein, carbs, fat, fiber });
    // The survey's portions: one pupusa is 117 g, a medium meat tamale 128 g.
    expect(FNDDS_SNAPSHOT['58105100']?.portions).toContainEqual([1, '1 pupusa (about 5" dia)', 117]);
    expect(FNDDS_SNAPSHOT['58103120']?.portions).toContainEqual([2, '1 medium tamale', 128]);
  });

  it('the whole snapshot matches the CSV when the shared data is beside this checkout', () => {
    const checked = fnddsDir ? Object.keys(FNDDS_SNAPSHOT).length : 0;
    if (fnddsDir) {
      const rows = parseCsv(readFileSync(path.join(fnddsDir, 'nutrients.csv'), 'utf8'));
      const header = rows[0]!;
      const col = (name: string) => header.indexOf(name);
      const byCode = new Map(rows.slice(1).map((r) => [r[0], r]));
      for (const [code, row] of Object.entries(FNDDS_SNAPSHOT)) {
        const csv = byCode.get(code)!;
        expect(row.kcal, code).toBe(Number(csv[col('Energy (kcal)')]));
        expect(row.protein, code).toBe(Number(csv[col('Protein (g)')]));
        expect(row.carbs, code).toBe(Number(csv[col('Carbohydrate (g)')]));
        expect(row.fat, code).toBe(Number(csv[col('Total Fat (g)')]));
      }
    }
    // Without the CSVs (a fresh clone), the hand-copied sample above is the check.
    expect(checked === 0 || checked === Object.keys(FNDDS_SNAPSHOT).length).toBe(true);
  });

  it('recipes name their source and cooked weight; every dish has its row in docs/dishes.md, which is current', () => {
    for (const d of DISHES.filter((x) => x.source === 'recipe')) expect(d.citation.length, d.id).toBeGreaterThan(40);
    const doc = readFileSync(path.join(repoRoot, 'docs/dishes.md'), 'utf8');
    expect(doc).toBe(dishesDoc());
    for (const [i, d] of DISHES.entries())
      expect(doc, d.id).toContain(`| ${i + 1} | ${d.name.replaceAll('|', '\\|')} |`);
  });

  it('reads FNDDS portion descriptions as household measures', () => {
    expect(fnddsMeasure('1 cup')).toEqual({ id: 'taza', rank: 0 });
    expect(fnddsMeasure('1 medium tamale')).toMatchObject({ id: 'unidad', rank: 4 });
    expect(fnddsMeasure('1 small tamale')).toMatchObject({ id: 'unidad', rank: 2 });
    expect(fnddsMeasure('1 piece (1/12 of cake)')).toMatchObject({ id: 'rebanada' });
    expect(fnddsMeasure('Quantity not specified')).toMatchObject({ id: 'porcion' });
    expect(fnddsMeasure('1 fl oz')).toBeNull();
    expect(fnddsMeasure('1 cake')).toBeNull();
    expect(fnddsMeasure('1 medium pizza (12-13" diameter)', 'Pizza, cheese')).toBeNull();
    expect(fnddsMeasure('1 piece, NFS', 'Pizza, cheese, from restaurant')).toMatchObject({ id: 'rebanada' });
    expect(fnddsMeasure('1 cup, dry, yields')).toBeNull();
  });
});

describe('plan recipes of FNDDS dishes (their plates of the plan)', () => {
  const fnddsDish = new Map(REGION_DISHES.filter((d) => d.source === 'fndds').map((d) => [d.id, d]));
  const planPlates = REGION_PLATES.filter((p) => p.id.slice(REGION_PLATE_PREFIX.length) in PLAN_RECIPES);

  it(`keeps every plan recipe's kcal per 100 g within ±${PLAN_RECIPE_TOLERANCE * 100} % of its dish's FNDDS figure`, () => {
    const gaps: string[] = [];
    for (const [id, recipe] of Object.entries(PLAN_RECIPES)) {
      const dish = fnddsDish.get(id);
      expect(dish, `${id} is a dish with FNDDS numbers`).toBeDefined();
      let kcal = 0;
      // Water and broth are ingredients: a dish weighs no more than what went into it.
      expect(recipe.cooked_grams, id).toBeLessThanOrEqual(recipe.ingredients.reduce((sum, [, g]) => sum + g, 0));
      for (const [food, grams] of recipe.ingredients) {
        const f = findFood(food);
        expect(f, `${id}: ${food} is a catalog food`).toBeDefined();
        expect(grams, `${id}: ${food}`).toBeGreaterThan(0);
        kcal += (f!.calories * grams) / 100;
      }
      expect(recipe.ref.length, id).toBeGreaterThan(40);
      const per100 = (kcal * 100) / recipe.cooked_grams;
      const gap = (per100 - dish!.calories) / dish!.calories;
      if (Math.abs(gap) > PLAN_RECIPE_TOLERANCE)
        gaps.push(`${id}: ${per100.toFixed(0)} vs FNDDS ${dish!.calories} kcal/100 g`);
    }
    expect(gaps).toEqual([]);
  });

  it("builds the plate from the plan recipe at the dish's usual portion, so its kcal land near FNDDS's for that portion", () => {
    for (const plate of planPlates) {
      const dish = fnddsDish.get(plate.id.slice(REGION_PLATE_PREFIX.length))!;
      // Its usual portion, or its plate when no meal's range holds the usual portion (region-plates.ts).
      const { calories } = plateNutrition(plate);
      const gaps = dish.portions
        .filter((p, i) => i === 0 || p.id === 'plato')
        .map((p) => Math.abs(calories - (dish.calories * p.grams) / 100) / ((dish.calories * p.grams) / 100));
      expect(Math.min(...gaps), plate.id).toBeLessThanOrEqual(PLAN_RECIPE_TOLERANCE + 0.02);
      expect(plate.steps, plate.id).toEqual([PLAN_RECIPES[dish.id]!.ref]);
    }
  });

  it('makes at least 60 everyday FNDDS dishes of at least 12 countries plates of the plan, with honest diets', () => {
    expect(planPlates.length).toBeGreaterThanOrEqual(60);
    expect(new Set(planPlates.flatMap((p) => p.countries ?? [])).size).toBeGreaterThanOrEqual(12);
    const byId = new Map(planPlates.map((p) => [p.id, p]));
    // Meat or fish is never vegetarian; the allergy rule reads the ingredients' allergens.
    for (const p of planPlates)
      if (p.ingredients.some((i) => findFood(i.food)?.is_meat || findFood(i.food)?.is_fish))
        expect(p.styles, p.id).not.toContain('vegetarian');
    expect(byId.get('region-lomo-saltado')).toMatchObject({ meal_type: 'lunch', countries: ['PE', 'BO', 'EC', 'CL'] });
    const allergens = (id: string) => new Set(byId.get(id)!.ingredients.flatMap((i) => findFood(i.food)!.allergens));
    expect([...allergens('region-milanesa')].sort()).toEqual(['egg', 'gluten']);
    expect(allergens('region-aji-de-gallina')).toEqual(new Set(['gluten', 'dairy', 'nuts', 'egg']));
    expect(allergens('region-gambas-al-ajillo').has('shellfish')).toBe(true);
    expect(byId.get('region-quesadilla-de-queso')?.styles).toEqual(['vegetarian']);
    // A cup of gallo pinto (231 kcal) is no meal; its plate of 1½ cups is a vegan breakfast.
    expect(byId.get('region-gallo-pinto')).toMatchObject({ meal_type: 'breakfast', styles: ['vegetarian', 'vegan'] });
  });
});
