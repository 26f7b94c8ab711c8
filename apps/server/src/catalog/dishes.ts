/**
 * The catalog's dishes (issue 28 §1): prepared dishes, drinks and bakery items of the region with
 * their numbers from FNDDS 2017-2018 or a recipe of catalog foods, and the weekly plan's plates as
 * eaten. One list that the seed writes to the `dishes` table and the food search, the parser and
 * logging read as foods. The rules for portions are below and in docs/dishes.md.
 */
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import { PORTION_LABELS, type Portion, type PortionId } from '@nutricoach/core/rules/portions';
import { DISH_SPECS } from './dishes/all-specs.ts';
import { type DishKind, type DishSpec, PLATE_KIND, RULE } from './dishes/define.ts';
import type { FnddsRow } from './dishes/fndds-row.ts';
import { FNDDS_SNAPSHOT } from './dishes/fndds-snapshot.ts';
import { PLATE_NAMES } from './dishes/plate-names.ts';
import { FOODS, findFood } from './foods.ts';
import { plateNutritionExact } from './plate-rules.ts';
import { PLATES } from './plates.ts';
import type { Food, Per100, Plate } from './types.ts';

export type Dish = Per100 & {
  id: string;
  name: string;
  aliases: string[];
  countries: string[];
  category: 'Platos';
  subcategory: DishKind | typeof PLATE_KIND;
  portions: Portion[];
  source: 'fndds' | 'recipe' | 'plate';
  /** The FNDDS food code, or the plate's id. */
  source_id: string | null;
  /** The FNDDS description, or where the recipe comes from. */
  citation: string;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A dish's name as the search compares names: lower case, no accents. */
export const dishKey = (name: string) => normalizeSearchText(name).trim();

/** The portion a bare name means, by kind: the first of these that the dish has. */
const FIRST_BY_KIND: Record<DishKind, readonly PortionId[]> = {
  'Platos de fondo': ['plato', 'porcion', 'unidad', 'taza'],
  'Sopas y caldos': ['plato', 'taza', 'porcion'],
  Desayunos: ['unidad', 'plato', 'porcion', 'taza'],
  'Antojitos y masas': ['unidad', 'porcion', 'rebanada', 'taza'],
  'Entradas y guarniciones': ['porcion', 'unidad', 'taza', 'plato'],
  'Comida rápida': ['unidad', 'porcion', 'rebanada', 'taza'],
  Panadería: ['unidad', 'rebanada', 'porcion'],
  Postres: ['rebanada', 'unidad', 'porcion', 'taza'],
  Bebidas: ['vaso', 'taza', 'botella', 'lata'],
};

/** Kinds served on a plate: a 'plato' is added when FNDDS gives a cup but no plate. */
const PLATED: ReadonlySet<DishKind> = new Set(['Platos de fondo', 'Sopas y caldos']);

/** How much a size word is preferred among portions of one measure: medium first, then plain, small, large. */
function sizeRank(d: string): number {
  if (/\b(miniature|mini|appetizer|bite|snack[- ]size|silver dollar|thin|very thin|crust not eaten)\b/.test(d))
    return 0;
  if (/\b(medium|regular|ns as to size|ns size|nfs|any size)\b/.test(d)) return 4;
  if (/\b(large|extra[- ]large|jumbo|thick)\b/.test(d)) return 1;
  if (/\bsmall\b/.test(d)) return 2;
  return 3;
}

/**
 * Which household measure an FNDDS portion description is, and how much it is preferred among
 * several of that measure (higher first): '1 medium tamale' over '1 small tamale'. Null: a measure
 * we do not offer (fl oz, a whole cake or pizza, a cubic inch, a single fry or chip).
 * `food` is the FNDDS description of the food itself ('Pizza, cheese, ...').
 */
export function fnddsMeasure(description: string, food = ''): { id: PortionId; rank: number } | null {
  const d = description.toLowerCase();
  if (d === 'quantity not specified') return { id: 'porcion', rank: 0 };
  if (/^1 cup\b/.test(d))
    return /\b(dry|yields|uncooked)\b/.test(d) ? null : { id: 'taza', rank: /nfs|ns as to/.test(d) ? 1 : 0 };
  if (/^1 (fl oz|oz|cubic inch|surface inch|tablespoon|teaspoon|tbsp|tsp|lb|pound|gallon|quart|pint|liter)\b/.test(d))
    return null;
  if (/\b(packet|container|pair|drink|dry|serving from)\b/.test(d)) return null;
  // A whole cake, pie, pizza, pan or package: more than anyone eats at once.
  if (
    /\b(cake|pie|loaf|pizza|cornbread|package|recipe|batch|dozen|pan|tray|box|bag)\b/.test(d) &&
    !/\b(piece|slice|individual)\b/.test(d)
  )
    return null;
  if (/^1 (individual )?bottle\b/.test(d)) return { id: 'botella', rank: 0 };
  if (/^1 (individual )?can\b/.test(d)) return { id: 'lata', rank: 0 };
  if (/^1 bowl\b/.test(d)) return { id: 'plato', rank: 0 };
  if (/^1 glass\b/.test(d)) return { id: 'vaso', rank: 0 };
  if (/\border\b/.test(d)) return { id: 'porcion', rank: 1 + sizeRank(d) };
  if (
    /\bslice\b|slice or wedge|^1 piece \(1\/\d+ of|piece.*pizza/.test(d) ||
    (/^1 piece\b/.test(d) && /^pizza/i.test(food))
  )
    return { id: 'rebanada', rank: sizeRank(d) };
  if (/\b(drumstick|thigh|leg|wing|breast|quarter)\b/.test(d)) return { id: 'presa', rank: sizeRank(d) };
  if (/^1 /.test(d)) return { id: 'unidad', rank: sizeRank(d) };
  return null;
}

const fnddsSource = (code: string, description: string, grams: number) =>
  `USDA FNDDS 2017-2018, ${code}: ${description} = ${grams} g`;

/** The household portions FNDDS gives for a food code, one per measure (the preferred one). */
export function fnddsPortions(code: string, row: FnddsRow): Portion[] {
  const best = new Map<PortionId, { rank: number; portion: Portion }>();
  for (const [, description, grams] of row.portions) {
    const m = fnddsMeasure(description, row.description);
    // A single fry, chip, nacho or bite is not a portion anyone logs.
    if (!m || (m.id === 'unidad' && grams < 12)) continue;
    const seen = best.get(m.id);
    if (seen && seen.rank >= m.rank) continue;
    best.set(m.id, {
      rank: m.rank,
      portion: { id: m.id, label: PORTION_LABELS[m.id], grams, source: fnddsSource(code, description, grams) },
    });
  }
  return [...best.values()].map((b) => b.portion);
}

function withDerived(spec: DishSpec, found: Portion[]): Portion[] {
  // A drink's 'unidad' in FNDDS is a fountain cup (small, medium, large): the glass is ours.
  const byId = new Map(found.filter((p) => !(spec.kind === 'Bebidas' && p.id === 'unidad')).map((p) => [p.id, p]));
  for (const [id, grams, source] of spec.portions) byId.set(id, { id, label: PORTION_LABELS[id], grams, source });
  const cup = byId.get('taza');
  if (spec.kind === 'Bebidas' && !byId.has('vaso')) {
    byId.set('vaso', {
      id: 'vaso',
      label: PORTION_LABELS.vaso,
      grams: cup ? Math.round((cup.grams * 250) / 240) : 250,
      source: cup ? RULE(`un vaso de 250 ml: 250/240 de la taza (${cup.source})`) : RULE('un vaso de 250 ml'),
    });
  }
  if ((PLATED.has(spec.kind) || spec.first === 'plato') && cup && !byId.has('plato')) {
    const grams = Math.round(cup.grams * 1.5);
    byId.set('plato', {
      id: 'plato',
      label: PORTION_LABELS.plato,
      grams,
      source: RULE(`un plato servido, 1½ tazas (${cup.source})`),
    });
  }
  const order = [spec.first, ...FIRST_BY_KIND[spec.kind]].filter((id): id is PortionId => !!id);
  const first = order.find((id) => byId.has(id));
  const rest = [...byId.values()].filter((p) => p.id !== first);
  const portions = first ? [byId.get(first)!, ...rest] : rest;
  const cupAt = portions.findIndex((p) => p.id === 'taza');
  if (cupAt >= 0) {
    const c = portions[cupAt]!;
    portions.splice(cupAt + 1, 0, { ...c, id: 'media-taza', label: PORTION_LABELS['media-taza'], grams: c.grams / 2 });
  }
  const base: PortionId = spec.unit === 'ml' ? 'ml' : 'g';
  portions.push({ id: base, label: PORTION_LABELS[base], grams: 1, source: RULE('el peso o volumen exacto') });
  return portions;
}

function fromSpec(spec: DishSpec): Dish {
  const common = {
    id: spec.id,
    name: spec.name,
    aliases: [...spec.aliases],
    countries: [...spec.countries],
    category: 'Platos' as const,
    subcategory: spec.kind,
    unit: spec.unit,
  };
  if ('fndds' in spec.source) {
    const code = spec.source.fndds;
    const row = FNDDS_SNAPSHOT[code];
    if (!row) throw new Error(`Dish ${spec.id}: FNDDS ${code} is missing from the snapshot (run build-fndds-snapshot)`);
    const portions = withDerived(spec, fnddsPortions(code, row));
    return {
      ...common,
      calories: row.kcal,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      fiber: row.fiber,
      portions,
      source: 'fndds',
      source_id: code,
      citation: row.description,
    };
  }
  const { ingredients, cooked_grams, ref } = spec.source.recipe;
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 };
  for (const [id, grams] of ingredients) {
    const food = findFood(id);
    if (!food) throw new Error(`Dish ${spec.id}: ingredient ${id} is not a catalog food`);
    total.calories += (food.calories * grams) / 100;
    total.protein += (food.protein * grams) / 100;
    total.carbs += (food.carbs * grams) / 100;
    total.fat += (food.fat * grams) / 100;
    total.fiber += ((food.fiber ?? 0) * grams) / 100;
  }
  const per100 = (n: number) => round1((n * 100) / cooked_grams);
  return {
    ...common,
    calories: Math.round((total.calories * 100) / cooked_grams),
    protein: per100(total.protein),
    carbs: per100(total.carbs),
    fat: per100(total.fat),
    fiber: per100(total.fiber),
    portions: withDerived(spec, []),
    source: 'recipe',
    source_id: null,
    citation: ref,
  };
}

/** A plate of the weekly plan as a dish: per 100 g of the plate as served, one plate its weight. */
export function plateDish(plate: Plate): Dish {
  const n = plateNutritionExact(plate);
  const grams = plate.ingredients.reduce((sum, i) => sum + i.grams, 0);
  const extra = PLATE_NAMES[plate.id];
  const per100 = (v: number) => round1((v * 100) / grams);
  const measure: PortionId = plate.meal_type === 'snack' ? 'porcion' : 'plato';
  return {
    id: `plato-${plate.id}`,
    name: plate.name,
    aliases: [...(extra?.aliases ?? [])],
    countries: [...(extra?.countries ?? [])],
    category: 'Platos',
    subcategory: PLATE_KIND,
    unit: 'g',
    calories: Math.round((n.calories * 100) / grams),
    protein: per100(n.protein),
    carbs: per100(n.carbs),
    fat: per100(n.fat),
    fiber: per100(n.fiber),
    portions: [
      {
        id: measure,
        label: PORTION_LABELS[measure],
        grams,
        source: RULE(`el plato del plan como se sirve: la suma de sus ${plate.ingredients.length} ingredientes`),
      },
      { id: 'g', label: PORTION_LABELS.g, grams: 1, source: RULE('el peso o volumen exacto') },
    ],
    source: 'plate',
    source_id: plate.id,
    citation: `Plato del plan: receta de ${plate.ingredients.length} alimentos del catálogo (apps/server/src/catalog/plates)`,
  };
}

/** The region's dishes from FNDDS and recipes (DISH_SPECS), without the plan's plates. */
export const REGION_DISHES: readonly Dish[] = DISH_SPECS.map(fromSpec);

const FOOD_NAMES = new Set(FOODS.map((f) => dishKey(f.name)));

/**
 * The plates that are a food of the same name ('Chirimoya', 'Chifles', 'Arroz con leche'): the
 * search finds and logs the food; a second entry of the same name would only confuse.
 */
export const PLATES_AS_FOODS: readonly Plate[] = PLATES.filter((p) => FOOD_NAMES.has(dishKey(p.name)));

/**
 * The plan's plates as dishes. A plate named as a dish of the region is 'Lomo saltado (plato del
 * plan)': the dish alone is the region's, the plate weighs its sides too. Two plates of one name are
 * told apart by the diet they were written for.
 */
function plateDishes(): Dish[] {
  const region = new Set(REGION_DISHES.map((d) => dishKey(d.name)));
  const seen = new Set<string>();
  return PLATES.filter((p) => !FOOD_NAMES.has(dishKey(p.name))).map((p) => {
    const dish = plateDish(p);
    if (region.has(dishKey(dish.name))) dish.name = `${dish.name} (plato del plan)`;
    if (seen.has(dishKey(dish.name)))
      dish.name = `${dish.name} (${p.diets.includes('kidney_failure') ? 'renal' : p.diets.includes('classic_keto') ? 'keto' : p.meal_type})`;
    seen.add(dishKey(dish.name));
    return dish;
  });
}

/** Every dish: the region's and the plan's plates (ids prefixed 'plato-': a plate may share a food's id). */
export const DISHES: readonly Dish[] = [...REGION_DISHES, ...plateDishes()];

export { PLATE_KIND };

/**
 * The whole catalog as the search and the meal parser read it in the app (catalog-foods.ts): the
 * foods, the region's dishes and the plan's plates. For the parser's corpus test.
 */
export const PARSER_FOODS: readonly (Food | Dish)[] = [...FOODS, ...DISHES];

for (const [id, n] of countBy(DISHES.map((d) => d.id))) if (n > 1) throw new Error(`Dish id ${id} is used ${n} times`);
for (const d of DISHES) if (findFood(d.id)) throw new Error(`Dish id ${d.id} is also a food's id`);

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
