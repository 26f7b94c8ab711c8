/**
 * Words whose food depends on the person's country (issue 28 §1; the table and its reasons are in
 * docs/countries.md, 'What a word means in each country'): 'tortilla' is a potato omelette in
 * Spain, a corn tortilla in Mexico and an egg omelette in Peru. The search puts the country's food
 * first; the meal parser takes only the country's food, and when the catalog has none it returns
 * the word as not understood instead of another food.
 */
import type { UserCountry } from '../constants/countries.ts';
import { normalizeSearchText } from './search-text.ts';

export type RegionalMeaning = {
  countries: readonly UserCountry[];
  /** The foods the word means there: a food's name or one of its aliases, normalized, matches. */
  foods: RegExp;
};

/** Central America's countries where the corn tortilla is the everyday bread, and Mexico's neighbours. */
const CORN_TORTILLA: readonly UserCountry[] = ['mx', 'gt', 'sv', 'hn', 'ni', 'cr', 'us'];

/**
 * Keyed by the word as written alone, normalized and singular; every form of that word (and only
 * that word: 'tortilla de maíz' says which) reads the same. A country not listed for a word reads
 * it as the search ranks it.
 */
export const REGIONAL_WORDS: Readonly<Record<string, readonly RegionalMeaning[]>> = {
  tortilla: [
    { countries: ['es', 'ar', 'uy'], foods: /^tortilla (espanola|de patatas?|de papas?)\b/ },
    { countries: CORN_TORTILLA, foods: /^tortillas? de maiz\b/ },
    { countries: ['py'], foods: /^tortilla paraguaya\b/ },
    {
      countries: ['pe', 'cl', 'bo', 'ec', 'co', 've', 'cu', 'do', 'pr', 'pa'],
      foods: /^(tortilla de (huevos?|verduras)|omelet(te)?)\b/,
    },
  ],
  torta: [
    { countries: ['mx'], foods: /^tortas? (mexicanas?|de jamon|de milanesa|ahogadas?|de pierna|cubanas?)\b/ },
    {
      countries: [
        'pe',
        'cl',
        'ar',
        'uy',
        'py',
        'bo',
        'ec',
        'co',
        've',
        'cu',
        'do',
        'pr',
        'pa',
        'gt',
        'sv',
        'hn',
        'ni',
        'cr',
      ],
      foods: /^(bizcochuelo|torta de (chocolate|vainilla|cumpleanos)|torta tres leches|pastel de chocolate|queque)\b/,
    },
    { countries: ['es'], foods: /^torta (de aceite|de aranda|del casar)\b/ },
  ],
  chipa: [{ countries: ['py', 'ar', 'bo'], foods: /^chipas?( de queso)?$|^chipa (almidon|so'?o)\b/ }],
  bistec: [
    { countries: ['cu'], foods: /^(bistec de cerdo|chuleta de cerdo)\b/ },
    {
      countries: [
        'mx',
        'gt',
        'sv',
        'hn',
        'ni',
        'cr',
        'pa',
        'co',
        've',
        'ec',
        'pe',
        'bo',
        'cl',
        'ar',
        'uy',
        'py',
        'do',
        'pr',
        'es',
        'us',
      ],
      foods: /^bistec de res\b/,
    },
  ],
  tostada: [
    { countries: CORN_TORTILLA, foods: /^tostadas? de maiz\b/ },
    {
      countries: ['es', 'ar', 'uy', 'cl', 'pe', 'bo', 'py', 'co', 've', 'ec', 'cu', 'do', 'pr', 'pa'],
      foods: /^(pan tostado( crocante)?|tostadas? de pan)$/,
    },
  ],
  quesillo: [
    { countries: ['cl', 'pe', 'bo', 'ec', 'co', 'gt', 'sv', 'hn', 'cr'], foods: /^queso fresco$/ },
    { countries: ['ni'], foods: /^quesillo nicaraguense\b/ },
    { countries: ['mx'], foods: /^queso asadero$/ },
    { countries: ['ve', 'do', 'pr', 'cu'], foods: /^(quesillo|flan)( venezolano| de leche| de queso)?$/ },
  ],
  bocadillo: [{ countries: ['co', 've'], foods: /^(bocadillo (de guayaba|veleno)|dulce de guayaba|guayabate)\b/ }],
  habichuela: [{ countries: ['do', 'pr'], foods: /^(frijoles rojos|habichuelas rojas|habichuelas guisadas)\b/ }],
  chicharron: [
    { countries: ['pe', 'bo', 'ec'], foods: /^chicharron(es)? (de cerdo frito|peruano|de carne)\b/ },
    { countries: ['co', 've', 'pa'], foods: /^chicharron(es)? (de cerdo con carne|de panceta|colombiano)\b/ },
  ],
  chivito: [
    { countries: ['uy'], foods: /^chivito (uruguayo|al plato|canadiense)\b/ },
    { countries: ['ar', 'cl', 'pe', 'bo', 'py', 'mx', 've', 'co', 'ec'], foods: /^cabrito\b/ },
  ],
  bizcocho: [
    { countries: ['uy'], foods: /^(bizcochos? uruguayos?|croissant)$/ },
    { countries: ['mx'], foods: /^pan dulce\b/ },
  ],
  poroto: [
    { countries: ['cl', 'ar', 'uy', 'py', 'bo'], foods: /^(frijoles blancos|porotos blancos|alubias)\b/ },
    { countries: ['ec'], foods: /^(frijoles rojos|frejoles rojos)\b/ },
  ],
};

const singular = (word: string) =>
  word.endsWith('es') && /(on|or|ol|al|il|el|in|an|ar|er|ir|un)es$/.test(word)
    ? word.slice(0, -2)
    : word.endsWith('s') && word.length > 3
      ? word.slice(0, -1)
      : word;

/**
 * What `words` (a query's words, normalized, the cooking words left out) mean in `country`: the
 * foods' pattern, or null when the country gives them no meaning of its own.
 */
export function regionalMeaning(words: readonly string[], country: UserCountry | null | undefined): RegExp | null {
  if (!country || words.length !== 1) return null;
  const word = singular(words[0] ?? '');
  const meaning = REGIONAL_WORDS[word]?.find((m) => m.countries.includes(country));
  return meaning?.foods ?? null;
}

/** A food's names as the patterns read them, kept per food (the search asks for every food). */
const NAMES = new WeakMap<object, string[]>();

/** Whether a food (its name and aliases) is one the pattern names. */
export function meansFood(pattern: RegExp, food: { name: string; aliases: readonly string[] }): boolean {
  let names = NAMES.get(food);
  if (!names) {
    names = [food.name, ...food.aliases].map((n) =>
      normalizeSearchText(n)
        .replace(/[^a-z0-9' ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    NAMES.set(food, names);
  }
  return names.some((n) => pattern.test(n));
}
