/**
 * Helpers that keep the authored dish lists short (issue 28 §1): one call per dish, its names, the
 * countries where it is common, its kind and where its numbers come from. The numbers are joined
 * in ../dishes.ts: an FNDDS 2017-2018 food code (fndds-snapshot.ts) or a recipe of catalog foods.
 * The sources, dish by dish, are in docs/dishes.md.
 */
import type { PortionId } from '@nutricoach/core/rules/portions';
import { PLAN_PLATE_SUBCATEGORY } from '@nutricoach/core/rules/meal-parser';

/**
 * ISO 3166-1 alpha-2 codes: Mexico, Central America (GT, SV, HN, NI, CR, PA), the Caribbean
 * (CU, DO, PR), the Andes and the south, and Spain.
 */
export const COUNTRIES = [
  'MX',
  'GT',
  'SV',
  'HN',
  'NI',
  'CR',
  'PA',
  'CU',
  'DO',
  'PR',
  'VE',
  'CO',
  'EC',
  'PE',
  'BO',
  'CL',
  'AR',
  'UY',
  'PY',
  'ES',
] as const;
export type Country = (typeof COUNTRIES)[number];

/** Every country: what everyone eats (pizza, hamburgers, coffee with milk). */
export const ALL: readonly Country[] = COUNTRIES;
export const CENTRAL_AMERICA: readonly Country[] = ['GT', 'SV', 'HN', 'NI', 'CR', 'PA'];
export const CARIBBEAN: readonly Country[] = ['CU', 'DO', 'PR'];
export const SOUTHERN_CONE: readonly Country[] = ['AR', 'UY', 'CL', 'PY'];

/**
 * The dish's kind: its subcategory, and the portion a bare name means ('un tamal' is one, 'un
 * seco' a plate, 'una horchata' a glass, 'tres leches' a slice).
 */
export const DISH_KINDS = [
  'Platos de fondo',
  'Sopas y caldos',
  'Desayunos',
  'Antojitos y masas',
  'Entradas y guarniciones',
  'Comida rápida',
  'Panadería',
  'Postres',
  'Bebidas',
] as const;
export type DishKind = (typeof DISH_KINDS)[number];

/** The plates of the weekly plan, as dishes: their subcategory (the meal parser reads it too). */
export const PLATE_KIND = PLAN_PLATE_SUBCATEGORY;

/** [portion, grams, where the number comes from]: a household measure the FNDDS rows do not give. */
export type PortionRule = readonly [PortionId, number, string];

/** A recipe of catalog foods (foods/*.ts ids) with its cooked weight and where the recipe comes from. */
export type DishRecipe = {
  ingredients: readonly (readonly [foodId: string, grams: number])[];
  /** Weight of the dish once cooked (the yield), grams. */
  cooked_grams: number;
  /** Where the recipe comes from. */
  ref: string;
};

export type DishSource = { fndds: string } | { recipe: DishRecipe };

export type DishSpec = {
  id: string;
  name: string;
  aliases: readonly string[];
  countries: readonly Country[];
  kind: DishKind;
  source: DishSource;
  /** Measures added to (or replacing, same id) the ones read from FNDDS. */
  portions: readonly PortionRule[];
  /** The portion a bare name means, when not the kind's. */
  first?: PortionId;
  /** Measured in ml (drinks); FNDDS values are per 100 g and counted as per 100 ml (density ~1). */
  unit: 'g' | 'ml';
};

type Extra = { portions?: readonly PortionRule[]; first?: PortionId; unit?: 'g' | 'ml' };

type Names = [id: string, name: string, aliases: readonly string[], countries: readonly Country[], kind: DishKind];

function spec([id, name, aliases, countries, kind]: Names, source: DishSource, extra: Extra): DishSpec {
  return {
    id,
    name,
    aliases,
    countries,
    kind,
    source,
    portions: extra.portions ?? [],
    unit: extra.unit ?? (kind === 'Bebidas' ? 'ml' : 'g'),
    ...(extra.first ? { first: extra.first } : {}),
  };
}

/** A dish whose numbers (and portions) are FNDDS 2017-2018 food `code`'s. */
export function f(...args: [...Names, code: string, extra?: Extra]): DishSpec {
  const [id, name, aliases, countries, kind, code, extra = {}] = args;
  return spec([id, name, aliases, countries, kind], { fndds: code }, extra);
}

/** A dish computed from a recipe of catalog foods; its portions are rules (with their reason). */
export function r(
  ...args: [...Names, recipe: DishRecipe, portions: readonly PortionRule[], extra?: Omit<Extra, 'portions'>]
): DishSpec {
  const [id, name, aliases, countries, kind, recipe, portions, extra = {}] = args;
  return spec([id, name, aliases, countries, kind], { recipe }, { ...extra, portions });
}

/** A measure's source text when it is our rule, as core's portions say it. */
export const RULE = (text: string) => `Regla: ${text}`;
