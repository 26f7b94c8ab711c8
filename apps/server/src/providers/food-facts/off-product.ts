/**
 * Open Food Facts' product, as its API (v2) and its JSONL dump both write it, read into our
 * product's columns (docs/barcodes.md, Field mapping). Every figure is checked: Open Food Facts is
 * typed by volunteers, and a number may come as text, be negative or be absurd.
 */
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';

/** The fields we read; anything else in the product is ignored. */
export const OFF_FIELDS = [
  'code',
  'product_name_es',
  'product_name',
  'brands',
  'nutriments',
  'serving_quantity',
  'serving_quantity_unit',
  'product_quantity',
  'product_quantity_unit',
  'countries_tags',
] as const;

export type OffProduct = Partial<Record<(typeof OFF_FIELDS)[number], unknown>>;

/** Our product's columns. calories null: no energy per 100 g, not loggable as is. */
export type ProductRecord = {
  code: string;
  name: string;
  brand: string | null;
  unit: 'g' | 'ml';
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  servingGrams: number | null;
  packageGrams: number | null;
  countries: string[];
  searchText: string;
};

const KJ_PER_KCAL = 4.184;
/** Pure fat has about 900 kcal per 100 g: more is a typing mistake (often kJ in the kcal field). */
const MAX_KCAL = 900;
const NAME_MAX = 120;
const BRAND_MAX = 60;
const SERVING_MAX = 5_000;
const PACKAGE_MAX = 50_000;

/** A number Open Food Facts wrote (number or numeric text), when it is one within [0, max]. */
function amount(value: unknown, max: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= max ? Math.round(n * 100) / 100 : null;
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Control characters and lone surrogates are not stored (our text columns refuse them anyway).
  const clean = Array.from(value, (ch) => {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 || c === 0x7f) return ' ';
    return c >= 0xd800 && c <= 0xdfff ? '' : ch;
  })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** kcal per 100 g: 'energy-kcal_100g', else kJ ('energy-kj_100g', or 'energy_100g', which is kJ) converted. */
export function energyPer100(nutriments: Record<string, unknown>): number | null {
  const kcal = amount(nutriments['energy-kcal_100g'], MAX_KCAL);
  if (kcal !== null) return kcal;
  for (const key of ['energy-kj_100g', 'energy_100g']) {
    const kj = amount(nutriments[key], MAX_KCAL * KJ_PER_KCAL);
    if (kj !== null) return Math.round((kj / KJ_PER_KCAL) * 10) / 10;
  }
  return null;
}

const unitOf = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

export function productFromOff(code: string, product: OffProduct): ProductRecord {
  const nutriments = (product.nutriments && typeof product.nutriments === 'object' ? product.nutriments : {}) as Record<
    string,
    unknown
  >;
  const name = text(product.product_name_es, NAME_MAX) || text(product.product_name, NAME_MAX);
  // 'Ferrero, Nutella': the first is the maker's brand.
  const brand = text(String(product.brands ?? '').split(',')[0], BRAND_MAX) || null;
  const unit = unitOf(product.product_quantity_unit) === 'ml' ? 'ml' : 'g';
  // A serving in another unit than the package's (a 'piece') is not a weight we can use.
  const servingUnit = unitOf(product.serving_quantity_unit);
  const servingGrams =
    servingUnit && servingUnit !== unit ? null : amount(product.serving_quantity, SERVING_MAX) || null;
  const macro = (key: string) => amount(nutriments[key], 100);
  const countries = Array.isArray(product.countries_tags)
    ? product.countries_tags
        .filter((c): c is string => typeof c === 'string')
        .map((c) => c.replace(/^[a-z]{2}:/, '').slice(0, 60))
        .slice(0, 50)
    : [];
  return {
    code,
    name,
    brand,
    unit,
    calories: energyPer100(nutriments),
    protein: macro('proteins_100g'),
    carbs: macro('carbohydrates_100g'),
    fat: macro('fat_100g'),
    fiber: macro('fiber_100g'),
    servingGrams,
    packageGrams: amount(product.product_quantity, PACKAGE_MAX) || null,
    countries,
    searchText: normalizeSearchText([name, brand].filter(Boolean).join(' ')),
  };
}

/** Whether a person can log it as it is: a name and its energy per 100 g. */
export const isLoggable = (p: Pick<ProductRecord, 'name' | 'calories'>) => p.name !== '' && p.calories !== null;
