/**
 * Food search as people type it (issue 15): accents, case, singular/plural and regional synonyms
 * do not matter, and the form people eat comes first. The rules are in docs/portions-and-search.md.
 */
import type { UserCountry } from '../constants/countries.ts';
import { wordForms, wordsOf } from './allergies.ts';
import { meansFood, regionalMeaning } from './regional-words.ts';
import { normalizeSearchText } from './search-text.ts';

/** What the search reads of a food. */
export type SearchableFood = {
  id: string;
  name: string;
  aliases: readonly string[];
  /** Where a dish is common (ISO 3166-1 alpha-2, upper case): it comes first there among equals. */
  countries?: readonly string[] | null;
};

export type FoodSearchOptions = {
  /** The user's recent foods, most recent first: they rank higher among equal matches. */
  recentFoodIds?: readonly string[];
  limit?: number;
  /** The person's country: a word it gives a meaning of its own ('tortilla' in Spain) finds that food first. */
  country?: UserCountry | null;
};

/**
 * One regional synonym group per line, in the singular without accents: a word of a group finds
 * foods named with any other (porotos finds Frijoles negros cocidos; aguacate finds Palta).
 */
export const FOOD_SYNONYMS: readonly (readonly string[])[] = [
  ['palta', 'aguacate', 'avocado'],
  ['platano', 'banana', 'banano', 'guineo', 'cambur'],
  ['frijol', 'frejol', 'poroto', 'caraota', 'judia', 'alubia'],
  ['choclo', 'elote', 'mazorca', 'jojoto'],
  ['durazno', 'melocoton'],
  ['camote', 'batata', 'boniato', 'moniato'],
  ['mani', 'cacahuate', 'cacahuete'],
  ['arveja', 'alverja', 'guisante', 'chicharo'],
  ['zapallo', 'calabaza', 'ahuyama', 'auyama', 'ayote'],
  ['zapallito', 'calabacin', 'calabacita', 'zucchini'],
  ['papa', 'patata'],
  ['fresa', 'frutilla', 'freson'],
  ['beterraga', 'betarraga', 'betabel', 'remolacha'],
  ['pina', 'anana', 'ananas'],
  ['maracuya', 'parchita', 'chinola'],
  ['vainita', 'ejote', 'chaucha'],
  ['jugo', 'zumo'],
  ['fideo', 'pasta', 'tallarin', 'espagueti', 'spaghetti', 'macarron', 'tallarine'],
  ['tocino', 'panceta', 'tocineta', 'beicon', 'bacon'],
  ['cerdo', 'chancho', 'puerco'],
  ['quinua', 'quinoa'],
  ['kion', 'jengibre'],
  ['culantro', 'cilantro'],
  ['gaseosa', 'refresco', 'soda'],
  ['camaron', 'gamba', 'langostino'],
  ['tomate', 'jitomate'],
  ['pimiento', 'morron', 'pimenton'],
  ['huevo', 'blanquillo'],
  ['soya', 'soja'],
  ['mandarina', 'tangerina', 'clementina'],
  ['toronja', 'pomelo'],
  ['yuca', 'mandioca'],
  ['ajonjoli', 'sesamo'],
  ['queque', 'bizcochuelo', 'keke'],
  ['manjar', 'arequipe', 'cajeta'],
];

/** Words that say nothing of which food: dropped from a query of more than one word (and by the parser). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'con',
  'al',
  'a',
  'en',
  'y',
  'e',
  'sin',
  'un',
  'una',
]);

/** Words of a name that say the food is as bought, not as eaten (Arroz integral (crudo)). */
const RAW_WORDS = new Set(['crudo', 'cruda', 'crudos', 'crudas', 'seco', 'secos', 'harina', 'polvo', 'rallado']);

/** Words of a name that say the food is ready to eat (Quinua cocida, Papa sancochada). */
const EATEN_WORDS = new Set(
  [
    'cocido',
    'sancochado',
    'hervido',
    'asado',
    'horno',
    'brasa',
    'duro',
    'revuelto',
    'guisado',
    'plancha',
    'vapor',
    'tostado',
  ].flatMap((w) => [w, `${w}s`, `${w.slice(0, -1)}a`, `${w.slice(0, -1)}as`]),
);

/**
 * What a bare word means when nothing else is said: 'arroz' is white rice, 'pan' a pan francés,
 * 'leche' whole milk. Keys and values normalized; the value's words must all be in the name.
 */
const EVERYDAY_FORM: Readonly<Record<string, string>> = {
  arroz: 'blanco',
  pan: 'frances',
  leche: 'entera',
  papa: 'sancochada',
  pollo: 'cocido',
  frijol: 'negros',
  yogur: 'natural entero',
  queso: 'fresco',
  te: 'negro',
  cafe: 'pasado',
  aceite: 'vegetal',
  arveja: 'verdes',
  jugo: 'naranja',
  lomo: 'res',
};

const SYNONYMS_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of FOOD_SYNONYMS) for (const word of group) map.set(word, [...group]);
  return map;
})();

/** The singular of a normalized word, as the synonym table and EVERYDAY_FORM hold it. */
export function singularOf(word: string): string {
  if (word.endsWith('ces') && word.length > 4) return `${word.slice(0, -3)}z`;
  if (/(on|or|ol|al|il|el|in|an|ar|er|ir|un)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && word.length > 3 && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The word a synonym group is known by (its first), or the singular: what EVERYDAY_FORM is keyed by. */
const canonicalOf = (word: string) => {
  const singular = singularOf(word);
  return (SYNONYMS_OF.get(singular) ?? SYNONYMS_OF.get(word))?.[0] ?? singular;
};

/** Every whole word a query word finds: itself singular or plural, and its synonyms'. */
export function queryWordForms(word: string): ReadonlySet<string> {
  const singular = singularOf(word);
  const heads = SYNONYMS_OF.get(singular) ?? SYNONYMS_OF.get(word) ?? [singular];
  return new Set([word, ...wordForms(word), ...heads.flatMap((h) => [h, ...wordForms(h)])]);
}

/** The words of a query that pick a food (stop words out, unless that leaves nothing). */
export function queryWords(query: string): string[] {
  const words = wordsOf(query);
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return kept.length ? kept : words;
}

/** How a query word meets a name: 3 whole word (or a form or synonym), 2 a word's start, 1 inside a word. */
type MatchClass = 0 | 1 | 2 | 3;

function matchClass(forms: ReadonlySet<string>, word: string, nameWords: readonly string[]): MatchClass {
  let best: MatchClass = 0;
  for (const w of nameWords) {
    if (forms.has(w)) return 3;
    if (w.startsWith(word)) best = 2;
    else if (best < 1 && word.length >= 3 && w.includes(word)) best = 1;
  }
  return best;
}

export type FoodMatch<F extends SearchableFood> = {
  food: F;
  /** 2: every query word is a whole word or a word's start of one name; 1: some only inside a word. */
  tier: 1 | 2;
  score: number;
  /** Every query word is a whole word (or its form or synonym) of the name or alias that matched. */
  wholeWords: boolean;
};

type IndexedFood<F> = { food: F; names: string[][] };
const INDEX = new WeakMap<readonly SearchableFood[], IndexedFood<SearchableFood>[]>();
/**
 * Each food's words, kept per food: a list that joins the catalog with a user's own foods is a new
 * array, and indexing it reuses the catalog foods' words instead of splitting them again.
 */
const NAMES = new WeakMap<SearchableFood, string[][]>();

function namesOf(food: SearchableFood): string[][] {
  let names = NAMES.get(food);
  if (!names) {
    names = [food.name, ...food.aliases].map(wordsOf);
    NAMES.set(food, names);
  }
  return names;
}

function indexed<F extends SearchableFood>(foods: readonly F[]): IndexedFood<F>[] {
  let index = INDEX.get(foods);
  if (!index) {
    index = foods.map((food) => ({ food, names: namesOf(food) }));
    INDEX.set(foods, index);
  }
  return index as IndexedFood<F>[];
}

/** The words of a name before its first 'con' or 'y': what the food is, not what comes with it. */
function headLength(words: readonly string[]): number {
  const at = words.findIndex((w, i) => i > 0 && (w === 'con' || w === 'y'));
  return at < 0 ? words.length : at;
}

/**
 * Every distinct word of a list's names, with the foods (by position) whose names hold it: a query
 * word is checked against each word once, not once per food (issue 28: the catalog's dishes and a
 * user's 500 own foods made the whole list long).
 */
type WordIndex = { words: string[]; foodsOf: Map<string, number[]> };
const WORD_INDEX = new WeakMap<readonly IndexedFood<SearchableFood>[], WordIndex>();

function wordIndex(entries: readonly IndexedFood<SearchableFood>[]): WordIndex {
  let index = WORD_INDEX.get(entries);
  if (!index) {
    const foodsOf = new Map<string, number[]>();
    entries.forEach((entry, i) => {
      for (const name of entry.names)
        for (const w of name) {
          const list = foodsOf.get(w);
          if (!list) foodsOf.set(w, [i]);
          else if (list[list.length - 1] !== i) list.push(i);
        }
    });
    index = { words: [...foodsOf.keys()], foodsOf };
    WORD_INDEX.set(entries, index);
  }
  return index;
}

/**
 * The foods where every query word meets some word of some name as matchClass would (a whole word
 * or form, a word's start, or inside a word of 3+ letters), in list order: the only ones matchFood
 * can match.
 */
function candidates<F extends SearchableFood>(
  entries: readonly IndexedFood<F>[],
  words: readonly string[],
  forms: readonly ReadonlySet<string>[],
): IndexedFood<F>[] {
  const index = wordIndex(entries);
  let kept: Set<number> | null = null;
  for (const [k, word] of words.entries()) {
    const wordForms = forms[k] as ReadonlySet<string>;
    const found = new Set<number>();
    for (const w of index.words)
      if (wordForms.has(w) || w.startsWith(word) || (word.length >= 3 && w.includes(word)))
        for (const i of index.foodsOf.get(w) ?? []) if (!kept || kept.has(i)) found.add(i);
    kept = found;
    if (!kept.size) return [];
  }
  return [...(kept ?? [])].sort((a, b) => a - b).map((i) => entries[i] as IndexedFood<F>);
}

/** How one food meets the query, or null when some query word is in none of its names. */
function matchFood<F extends SearchableFood>(
  entry: IndexedFood<F>,
  words: readonly string[],
  forms: readonly ReadonlySet<string>[],
  phrase: string,
): FoodMatch<F> | null {
  let best: FoodMatch<F> | null = null;
  for (const [i, nameWords] of entry.names.entries()) {
    const classes = words.map((w, k) => matchClass(forms[k] as ReadonlySet<string>, w, nameWords));
    if (classes.some((c) => c === 0)) continue;
    const tier = classes.every((c) => c >= 2) ? 2 : 1;
    const isName = i === 0;
    let score = classes.reduce<number>((sum, c) => sum + c, 0);
    if (isName) score += 0.5;
    // The food is the query's first word (Huevo duro), not something made with it (Clara de huevo).
    if (forms[0]?.has(nameWords[0] ?? '')) score += 2;
    if (nameWords[0] === words[0]) score += 0.2;
    if (` ${nameWords.join(' ')} `.includes(` ${phrase} `)) score += 0.5;
    // The state the numbers describe: only the food's own name says it, before any 'con' or 'y'
    // (a dish's 'Pan francés con claras revueltas' is not bread as eaten: the eggs are scrambled).
    const own = entry.names[0] ?? [];
    const head = own.slice(0, headLength(own));
    if (head.some((w) => RAW_WORDS.has(w))) score -= 3;
    if (head.some((w) => EATEN_WORDS.has(w))) score += 1;
    // The plain food (Palta, Plátano), or what a bare word means (arroz: Arroz blanco cocido). A
    // dish's other name counts as its name: 'arepa' is the Arepa de maíz, not the Arepa de huevo;
    // and the query's words are the whole name without its 'de' or 'con' ('tacos de carne' is the
    // Tacos de carne before the Tacos de carne asada con frijoles).
    const content = nameWords.length === words.length ? nameWords : nameWords.filter((w) => !STOP_WORDS.has(w));
    if (content.length === words.length && content.every((w, k) => forms[k]?.has(w))) score += 1.5;
    if (words.length === 1) {
      const everyday = EVERYDAY_FORM[canonicalOf(words[0] ?? '')];
      if (everyday?.split(' ').every((w) => own.includes(w))) score += 1.5;
    }
    // Fewer other words: the plain food before its variants.
    score -= 0.1 * Math.max(0, nameWords.length - words.length);
    const match: FoodMatch<F> = { food: entry.food, tier, score, wholeWords: classes.every((c) => c === 3) };
    if (!best || match.tier > best.tier || (match.tier === best.tier && match.score > best.score)) best = match;
  }
  return best;
}

/**
 * What a query's words mean in the person's country (rules/regional-words.ts), the words that only
 * say how it was cooked left out: 'tortilla' and 'tortillas' in Spain, not 'tortilla de maíz'.
 */
export function regionalQueryMeaning(words: readonly string[], country: UserCountry | null | undefined): RegExp | null {
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  const named = kept.filter((w) => !EATEN_WORDS.has(w));
  // 'tostadas' is a cooking word and the food itself.
  return regionalMeaning(named.length ? named : kept, country);
}

/** Every food the query finds, best first, with how it matched. */
export function rankFoods<F extends SearchableFood>(
  query: string,
  foods: readonly F[],
  options: FoodSearchOptions = {},
): FoodMatch<F>[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const forms = words.map(queryWordForms);
  const phrase = normalizeSearchText(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');
  const recent = options.recentFoodIds ?? [];
  const regional = regionalQueryMeaning(words, options.country);
  const country = options.country?.toUpperCase();
  const matches: FoodMatch<F>[] = [];
  const entries = indexed(foods);
  // A country's meaning may be a food whose name lacks the word: then every food is looked at.
  const looked = regional ? entries : candidates(entries, words, forms);
  for (const entry of looked) {
    let match = matchFood(entry, words, forms, phrase);
    // The country's meaning is found even when its name does not hold the word ('bizcocho' in
    // Uruguay: the Croissant).
    if (!match && regional && meansFood(regional, entry.food))
      match = { food: entry.food, tier: 2, score: 0, wholeWords: true };
    if (!match) continue;
    const r = recent.indexOf(entry.food.id);
    // Enough to pass the raw/eaten and everyday-form preferences, not a better match tier.
    if (r >= 0) match.score += 5 - Math.min(r, 10) * 0.1;
    // What the word means in the person's country comes before what it means elsewhere.
    if (regional && meansFood(regional, entry.food)) match.score += 20;
    // Among dishes of one name, the person's country's ('colada' is a Cuban coffee in Cuba, the
    // colada morada in Ecuador), as a food of everywhere is: enough to settle a tie, never to pass
    // a better match.
    if (country && (!entry.food.countries?.length || entry.food.countries.includes(country))) match.score += 0.5;
    matches.push(match);
  }
  matches.sort((a, b) => b.tier - a.tier || b.score - a.score || a.food.name.localeCompare(b.food.name, 'es'));
  return options.limit === undefined ? matches : matches.slice(0, options.limit);
}

/** The foods a query finds, best first (GET /api/foods/search). */
export function searchFoods<F extends SearchableFood>(
  query: string,
  foods: readonly F[],
  options: FoodSearchOptions = {},
): F[] {
  return rankFoods(query, foods, options).map((m) => m.food);
}
