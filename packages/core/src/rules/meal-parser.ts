/**
 * Spanish free text to a draft meal (issue 15, POST /api/logs/parse): '2 huevos revueltos y una
 * taza de arroz' -> two items with portions, grams and macros. Deterministic, no network: numbers,
 * units and portions, separators, plurals, accents and synonyms, through the food search and the
 * household portions. Words it cannot place are returned in `unmatched`, never dropped.
 *
 * Never a silent substitution (issue 28 §1): a mention ('agua de horchata', 'lomo saltado', 'tres
 * tacos de pollo') whose words are not all one food, or several foods side by side, is returned
 * whole in `unmatched` as the person wrote it, not as the foods its words name (water, raw beef,
 * chicken). A whole dish name is one food, so it comes before its ingredient words.
 */
import type { UserCountry } from '../constants/countries.ts';
import type { MealType } from '../constants/logging.ts';
import { wordsOf } from './allergies.ts';
import {
  queryWordForms,
  rankFoods,
  regionalQueryMeaning,
  STOP_WORDS,
  type SearchableFood,
  singularOf,
} from './food-search.ts';
import { gramsFor, type Portion, type PortionFood, type PortionId, portionsFor } from './portions.ts';
import { nutrientsOf } from './meal-items.ts';
import { meansFood, REGIONAL_WORDS } from './regional-words.ts';
import { normalizeSearchText } from './search-text.ts';

/** What the parser reads of a food: search, portions and nutrients per 100 g (or 100 ml). */
export type ParserFood = SearchableFood &
  PortionFood & { calories: number; protein: number; carbs: number; fat: number };

export type ParsedItem = {
  food_id: string;
  name: string;
  quantity: number;
  portion: { id: PortionId; label: string; grams: number };
  grams: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
};

/** `unmatched`: each mention it could not place, as the person wrote it ('agua de horchata'). */
export type ParsedMeal = { items: ParsedItem[]; unmatched: string[] };

export type ParseOptions = {
  /** The user's recent foods, most recent first: they win among equal matches. */
  recentFoodIds?: readonly string[];
  /** The person's country: what 'tortilla', 'torta', 'bistec' mean (rules/regional-words.ts). */
  country?: UserCountry | null;
};

const MEAL_PREFIXES: readonly [RegExp, MealType][] = [
  [/^desayuno$/, 'breakfast'],
  [/^(almuerzo|comida)$/, 'lunch'],
  [/^cena$/, 'dinner'],
  [/^(snack|merienda|lonche|onces?|colacion|refrigerio|media manana|media tarde|entre ?comida)$/, 'snack'],
];

/**
 * Meal words that mean another meal in a country: in Mexico *el almuerzo* is the late-morning
 * meal, which the app logs as breakfast (*la comida* is the midday one; rules/meal-labels.ts).
 */
export const LOCAL_MEAL_WORDS: Partial<Record<UserCountry, readonly [RegExp, MealType][]>> = {
  mx: [[/^(almuerzo|almorce)$/, 'breakfast']],
};

/** 'Desayuno: pan con palta' -> breakfast and 'pan con palta'. Only a prefix followed by ':' or '-'. */
export function splitMealType(
  text: string,
  country?: UserCountry | null,
): { meal_type: MealType | null; text: string } {
  const match = /^\s*([^:\-–]{3,20}?)\s*[:\-–]\s*/.exec(text);
  if (match) {
    const head = normalizeSearchText(match[1] ?? '');
    const local = country ? (LOCAL_MEAL_WORDS[country] ?? []) : [];
    for (const [pattern, mealType] of [...local, ...MEAL_PREFIXES])
      if (pattern.test(head)) return { meal_type: mealType, text: text.slice(match[0].length) };
  }
  return { meal_type: null, text };
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
  medio: 0.5,
  media: 0.5,
  par: 2,
  docena: 12,
};

/** A unit word (singular, normalized) -> the portion it names, or a metric amount per unit. */
const UNIT_WORDS: Readonly<Record<string, PortionId | { metric: 'g' | 'ml'; per: number }>> = {
  unidad: 'unidad',
  pieza: 'unidad',
  entero: 'unidad',
  taza: 'taza',
  tazon: 'taza',
  cuenco: 'taza',
  bol: 'taza',
  bowl: 'taza',
  tacita: 'taza',
  cucharada: 'cucharada',
  cuchara: 'cucharada',
  cda: 'cucharada',
  cucharadita: 'cucharadita',
  cdta: 'cucharadita',
  cdita: 'cucharadita',
  rebanada: 'rebanada',
  tajada: 'rebanada',
  lonja: 'rebanada',
  loncha: 'rebanada',
  rodaja: 'rebanada',
  feta: 'rebanada',
  vaso: 'vaso',
  plato: 'plato',
  punado: 'punado',
  lata: 'lata',
  tarro: 'lata',
  porcion: 'porcion',
  racion: 'porcion',
  trozo: 'porcion',
  pedazo: 'porcion',
  orden: 'porcion',
  pincho: 'porcion',
  palito: 'unidad',
  filete: 'filete',
  presa: 'presa',
  diente: 'diente',
  pizca: 'pizca',
  copa: 'copa',
  trago: 'copa',
  botella: 'botella',
  bola: 'bola',
  bolsa: 'bolsa',
  bolsita: 'bolsa',
  paquete: 'paquete',
  paquetito: 'paquete',
  sobre: 'paquete',
  tallo: 'tallo',
  rama: 'tallo',
  hoja: 'hoja',
  scoop: 'medida',
  medida: 'medida',
  g: { metric: 'g', per: 1 },
  gr: { metric: 'g', per: 1 },
  grs: { metric: 'g', per: 1 },
  gramo: { metric: 'g', per: 1 },
  kg: { metric: 'g', per: 1000 },
  kilo: { metric: 'g', per: 1000 },
  ml: { metric: 'ml', per: 1 },
  cc: { metric: 'ml', per: 1 },
  mililitro: { metric: 'ml', per: 1 },
  l: { metric: 'ml', per: 1000 },
  litro: { metric: 'ml', per: 1000 },
  oz: { metric: 'g', per: 28.35 },
  onza: { metric: 'g', per: 28.35 },
};

const unitOf = (word: string) => (word ? (UNIT_WORDS[word] ?? UNIT_WORDS[singularOf(word)]) : undefined);

/** When a food has no portion of the unit named: a near one, then a general figure with its reason. */
const NEAR_PORTIONS: Partial<Record<PortionId, readonly PortionId[]>> = {
  unidad: ['presa', 'filete', 'rebanada', 'porcion'],
  presa: ['unidad', 'filete', 'porcion'],
  filete: ['porcion', 'presa', 'unidad'],
  rebanada: ['unidad', 'porcion'],
  porcion: ['unidad', 'presa', 'filete', 'rebanada'],
  plato: ['porcion'],
  vaso: ['taza'],
  taza: ['vaso'],
  copa: ['vaso'],
  bolsa: ['paquete', 'punado'],
  paquete: ['bolsa', 'unidad'],
};
const GENERAL_GRAMS: Record<PortionId, number> = {
  unidad: 100,
  taza: 200,
  'media-taza': 100,
  cucharada: 15,
  cucharadita: 5,
  rebanada: 25,
  vaso: 250,
  plato: 250,
  punado: 28,
  lata: 250,
  porcion: 100,
  filete: 120,
  presa: 120,
  diente: 3,
  pizca: 0.4,
  copa: 150,
  botella: 500,
  bola: 66,
  bolsa: 40,
  paquete: 30,
  tallo: 40,
  hoja: 5,
  medida: 30,
  g: 1,
  ml: 1,
};

/** Size words: una papa grande, un plato chico. */
const SIZE_FACTORS: Readonly<Record<string, number>> = {
  grande: 1.4,
  grandote: 1.6,
  mediano: 1,
  mediana: 1,
  pequeno: 0.7,
  pequena: 0.7,
  chico: 0.7,
  chica: 0.7,
  chiquito: 0.6,
  chiquita: 0.6,
  colmado: 1.3,
  colmada: 1.3,
  lleno: 1.2,
  llena: 1.2,
  raso: 0.8,
  rasa: 0.8,
  hondo: 1,
  tendido: 1,
};

/** Words that carry no food: articles, 'comí', 'de', time words. Placed, so never unmatched. */
const FILLER_WORDS = new Set(
  (
    'de del la el los las al a mi mis su sus un una unos unas algo poco poquito bien como tipo para por ' +
    'comi desayune almorce cene tome bebi me hoy ayer manana tarde noche tambien ademas solo sola solos solas ' +
    'nada mas en acompanado acompanada acompanados que encima aparte'
  ).split(' '),
);

/** How a food was cooked or served: used by the search when a food's name has it, else placed silently. */
const DESCRIPTOR_WORDS = new Set(
  (
    'plancha frito frita fritos fritas asado asada asados asadas sancochado sancochada sancochados sancochadas ' +
    'hervido hervida hervidos hervidas cocido cocida cocidos cocidas guisado guisada horno vapor brasa parrilla ' +
    'revuelto revueltos duro duros natural casero casera caseros caseras fresco fresca frescos frescas caliente ' +
    'frio fria picado picada picados picadas entero entera enteros enteras tibio tibia calientito sencillo sencilla ' +
    'guisados guisadas salteado salteada salteados salteadas exprimido exprimida desgranado desgranada'
  ).split(' '),
);

const SEPARATOR_WORDS = new Set(['y', 'e', 'con', 'mas', 'ademas', 'tambien']);

type Token = { raw: string; norm: string; kind: 'word' | 'number' | 'separator' };

const FRACTIONS: Readonly<Record<string, string>> = {
  '½': ' 1/2 ',
  '¼': ' 1/4 ',
  '¾': ' 3/4 ',
  '⅓': ' 1/3 ',
  '⅔': ' 2/3 ',
};

function tokenize(text: string): Token[] {
  const prepared = text
    .replace(/[½¼¾⅓⅔]/g, (f) => FRACTIONS[f] ?? f)
    .replace(/(\d)([\p{L}])/gu, '$1 $2')
    .replace(/([\p{L}])(\d)/gu, '$1 $2');
  const tokens: Token[] = [];
  for (const m of prepared.matchAll(/\d+(?:[.,]\d+)?(?:\/\d+)?|\p{L}+|[,;+\n.:()]/gu)) {
    const raw = m[0];
    const norm = normalizeSearchText(raw);
    if (/^\d/.test(raw)) tokens.push({ raw, norm: norm.replace(',', '.'), kind: 'number' });
    else if (/^\p{L}/u.test(raw)) tokens.push({ raw, norm, kind: 'word' });
    else if (raw !== '(' && raw !== ')') tokens.push({ raw, norm, kind: 'separator' });
  }
  return tokens;
}

const numberValue = (t: Token): number | null => {
  if (t.kind === 'number') {
    const [a, b] = t.norm.split('/');
    const value = b ? Number(a) / Number(b) : Number(a);
    return Number.isFinite(value) && value > 0 ? value : null;
  }
  return null;
};

/**
 * The weekly plan's plates as dishes (their subcategory). A plate named as several foods joined by
 * 'con' or 'y' ('Pan con palta y huevo') is read as those foods, each with the amount the person
 * gave it, never as the plate: its names join no words. A plate named as one dish ('Ají de
 * gallina') is that dish.
 */
export const PLAN_PLATE_SUBCATEGORY = 'Platos del plan';

/** 'arroz con leche' is one food: pairs around 'con'/'y' that the catalog's names hold. */
function joinedPairs(foods: readonly ParserFood[]): Set<string> {
  const pairs = new Set<string>();
  for (const food of foods)
    for (const name of food.subcategory === PLAN_PLATE_SUBCATEGORY ? [] : [food.name, ...food.aliases]) {
      const words = normalizeSearchText(name).split(/[^a-z0-9]+/);
      words.forEach((w, i) => {
        if ((w === 'con' || w === 'y') && i > 0 && i < words.length - 1)
          pairs.add(`${singularOf(words[i - 1] ?? '')} ${w} ${singularOf(words[i + 1] ?? '')}`);
      });
    }
  return pairs;
}
const PAIRS = new WeakMap<readonly ParserFood[], Set<string>>();

/** Each whole word of the foods' names and aliases -> the foods that hold it, once per food list. */
function wordIndex(foods: readonly ParserFood[]): Map<string, ParserFood[]> {
  let index = WORD_INDEX.get(foods);
  if (!index) {
    index = new Map();
    for (const food of foods)
      for (const word of new Set([food.name, ...food.aliases].flatMap(wordsOf))) {
        const list = index.get(word);
        if (list) list.push(food);
        else index.set(word, [food]);
      }
    WORD_INDEX.set(foods, index);
  }
  return index;
}
const WORD_INDEX = new WeakMap<readonly ParserFood[], Map<string, ParserFood[]>>();

/** Every word of the foods' names and aliases, once per food list. */
function vocabulary(foods: readonly ParserFood[]): Set<string> {
  let words = VOCABULARY.get(foods);
  if (!words) {
    words = new Set(foods.flatMap((f) => [f.name, ...f.aliases].flatMap(wordsOf)));
    for (const w of [...words]) words.add(singularOf(w));
    VOCABULARY.set(foods, words);
  }
  return words;
}
const VOCABULARY = new WeakMap<readonly ParserFood[], Set<string>>();

/** Diminutives back to their word: cafecito, panecito, galletitas, olluquito, juguito, vasito. */
const DIMINUTIVES: readonly [RegExp, string][] = [
  [/^(.+)ecit[oa](s?)$/, '$1'],
  [/^(.+)cit[oa](s?)$/, '$1'],
  [/^(.+)quit([oa])(s?)$/, '$1c$2$3'],
  [/^(.+)guit([oa])(s?)$/, '$1g$2$3'],
  [/^(.+)it([oa])(s?)$/, '$1$2$3'],
];

function undiminish(word: string, known: (w: string) => boolean): string {
  // A word whose meaning is a country's ('chivito' is a sandwich in Uruguay) stays as written.
  if (word.length < 5 || known(word) || known(singularOf(word)) || singularOf(word) in REGIONAL_WORDS) return word;
  for (const [pattern, replacement] of DIMINUTIVES) {
    if (!pattern.test(word)) continue;
    const base = word.replace(pattern, replacement);
    if (known(base) || known(singularOf(base))) return base;
  }
  return word;
}

/** The text cut into one chunk per food mention. */
function chunks(tokens: Token[], pairs: Set<string>): Token[][] {
  const result: Token[][] = [[]];
  tokens.forEach((t, i) => {
    const current = result[result.length - 1] as Token[];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    let split = t.kind === 'separator' && !(t.norm === '.' && prev?.kind === 'number');
    if (t.kind === 'word' && SEPARATOR_WORDS.has(t.norm)) {
      split = true;
      // 'una taza y media (de arroz)': a half, not a new food.
      if (
        t.norm === 'y' &&
        (next?.norm === 'medio' || next?.norm === 'media') &&
        (!after || after.norm === 'de' || after.kind === 'separator' || SEPARATOR_WORDS.has(after.norm))
      )
        split = false;
      if (prev && next && pairs.has(`${singularOf(prev.norm)} ${t.norm} ${singularOf(next.norm)}`)) split = false;
    }
    if (split) {
      if (current.length) result.push([]);
    } else current.push(t);
  });
  return result.filter((c) => c.length);
}

type Amount = {
  quantity: number | null;
  unit: PortionId | null;
  metric: { unit: 'g' | 'ml'; per: number } | null;
  size: number;
  /** The word read as the unit: it may be a dish's own word ('un plato típico', 'chivito al plato'). */
  unitToken?: Token;
};

/** 'un poco de', 'un poquito de', 'un chorrito de': a little, with no amount said. */
const LITTLE: ReadonlySet<string> = new Set(['poco', 'poquito', 'chorrito', 'chorro']);

/** Reads a quantity and unit at `start`; returns how many tokens they took. */
function readAmount(tokens: Token[], start: number): { amount: Amount; used: number } {
  const amount: Amount = { quantity: null, unit: null, metric: null, size: 1 };
  let i = start;
  const at = (k: number) => tokens[k];
  // quantity: '1', '1 1/2', 'un', 'media', 'un par', 'media docena', 'un cuarto'
  const first = at(i);
  if (first) {
    const n = numberValue(first);
    if (n !== null) {
      amount.quantity = n;
      i++;
      const frac = at(i);
      if (frac && frac.kind === 'number' && frac.norm.includes('/')) {
        amount.quantity += numberValue(frac) ?? 0;
        i++;
      }
    } else if (first.norm in NUMBER_WORDS) {
      amount.quantity = NUMBER_WORDS[first.norm] ?? 1;
      i++;
      const next = at(i)?.norm;
      if (amount.quantity === 1 && next && LITTLE.has(next)) {
        // 'un poco de leche', 'un chorrito de leche': no amount said (the food's usual one, or the
        // splash poured into a coffee), not one glass.
        amount.quantity = null;
        return { amount, used: i + 1 - start };
      }
      if (next === 'par') {
        amount.quantity = 2;
        i++;
      } else if (next === 'docena') {
        amount.quantity *= 12;
        i++;
      } else if (next === 'cuarto' && amount.quantity === 1) {
        // 'un cuarto de pollo' (a la brasa) is a quarter chicken: one large piece, ~200 g of meat.
        if (at(i + 1)?.norm === 'de' && at(i + 2)?.norm === 'pollo') {
          amount.unit = 'presa';
          amount.size = 1.2;
          return { amount, used: i + 1 - start };
        }
        amount.quantity = 0.25;
        i++;
      } else if (
        next &&
        next in NUMBER_WORDS &&
        next !== 'un' &&
        next !== 'una' &&
        amount.quantity === 1 &&
        next !== 'unos'
      ) {
        // 'una media taza'
        amount.quantity = NUMBER_WORDS[next] ?? 1;
        i++;
      }
    }
  }
  // size before the unit: 'un plato grande' comes after; 'una gran taza' is rare
  // 'un cuarto de taza', 'medio kilo de': a 'de' may stand between the number and its unit.
  if (amount.quantity !== null && at(i)?.norm === 'de' && unitOf(at(i + 1)?.norm ?? '')) i++;
  const unitToken = at(i);
  const unitWord = unitToken?.kind === 'word' ? unitToken.norm : '';
  const unit = unitOf(unitWord);
  if (unit) {
    if (typeof unit === 'string') {
      amount.unit = unit;
      amount.unitToken = unitToken;
    } else amount.metric = { unit: unit.metric, per: unit.per };
    i++;
    const size = SIZE_FACTORS[at(i)?.norm ?? ''];
    if (size !== undefined) {
      amount.size = size;
      i++;
    }
  }
  // 'y medio' / 'y media' after the quantity or unit
  if (amount.quantity !== null && at(i)?.norm === 'y' && (at(i + 1)?.norm === 'medio' || at(i + 1)?.norm === 'media')) {
    amount.quantity += 0.5;
    i += 2;
  }
  return { amount, used: i - start };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function itemFor(food: ParserFood, amount: Amount, plural: boolean): ParsedItem {
  const portions = portionsFor(food);
  let portion: Portion | { id: PortionId; label: string; grams: number };
  let quantity = amount.quantity ?? 1;
  if (amount.metric) {
    portion = portions.find((p) => p.id === 'g' || p.id === 'ml') ?? { id: 'g', label: 'gramos', grams: 1 };
    quantity = (amount.quantity ?? 1) * amount.metric.per;
  } else if (amount.unit) {
    const wanted = amount.unit;
    portion = portions.find((p) => p.id === wanted) ??
      (NEAR_PORTIONS[wanted] ?? []).map((id) => portions.find((p) => p.id === id)).find((p) => p !== undefined) ?? {
        id: wanted,
        label: wanted,
        grams: GENERAL_GRAMS[wanted],
      };
  } else if (amount.quantity !== null && amount.quantity >= 20 && Number.isInteger(amount.quantity)) {
    // '200 de pollo': a number this big with no unit is grams.
    portion = portions.at(-1) ?? { id: 'g', label: 'gramos', grams: 1 };
  } else {
    // A counted food ('una docena de uvas', '3 huevos') is counted in units when it has them.
    const unit = amount.quantity !== null ? portions.find((p) => p.id === 'unidad') : undefined;
    portion = unit ?? portions[0] ?? { id: 'g', label: 'gramos', grams: 1 };
    // 'huevos', 'panes' with no number: more than one, so two.
    if (amount.quantity === null && plural && portion.id === 'unidad') quantity = 2;
  }
  const unsaid = !amount.metric && !amount.unit && amount.quantity === null;
  const sized =
    amount.size === 1
      ? { id: portion.id, label: portion.label, grams: portion.grams }
      : {
          id: portion.id,
          label: `${portion.label} ${amount.size > 1 ? 'grande' : 'pequeña'}`,
          grams: round1(portion.grams * amount.size),
        };
  const grams = gramsFor(sized, quantity);
  const item = { food_id: food.id, name: food.name, quantity, portion: sized, grams, ...nutrientsOf(food, grams) };
  if (unsaid) UNSAID.set(item, food);
  return item;
}

/** Items whose amount the person did not say (the food's first portion was taken), with their food. */
const UNSAID = new WeakMap<ParsedItem, ParserFood>();

/** Milk of the catalog: 'leche entera', 'leche descremada'… (not coconut or soy drinks, not condensed). */
const MILK = /^leche (entera|semidescremada|descremada|evaporada)\b/;
/** A brewed drink milk is poured into. */
const BREWED = /^(cafe|te (negro|verde)|infusion)\b/;
/**
 * Milk said with no amount right after a coffee or a tea ('un café con leche', 'té con un poco de
 * leche') is the splash poured into the cup, not a glass: 30 ml, FNDDS's fluid ounce of milk
 * (11111000, 1 fl oz = 30.5 g; its guideline for milk added to coffee is 2.5 g per fl oz of
 * coffee, 20 g in a 240 ml cup). docs/portion-check.md, 'Default portions as eaten'.
 */
export const MILK_IN_COFFEE_ML = 30;

function milkInCoffee(items: ParsedItem[]): void {
  for (let i = 1; i < items.length; i++) {
    const milk = items[i]!;
    const food = UNSAID.get(milk);
    if (food?.unit !== 'ml' || !MILK.test(normalizeSearchText(food.name))) continue;
    if (!BREWED.test(normalizeSearchText(items[i - 1]!.name))) continue;
    const ml = portionsFor(food).find((p) => p.id === 'ml') ?? { id: 'ml' as const, label: 'ml', grams: 1 };
    const grams = gramsFor(ml, MILK_IN_COFFEE_ML);
    items[i] = {
      ...milk,
      quantity: MILK_IN_COFFEE_ML,
      portion: { id: ml.id, label: ml.label, grams: ml.grams },
      grams,
      ...nutrientsOf(food, grams),
    };
  }
}

/**
 * The food named by `words` (normalized, fillers out): the longest run of words that some food's
 * name or alias holds whole, the best-ranked food for it. The words outside the run are returned.
 */
function findFood(
  words: string[],
  foods: readonly ParserFood[],
  options: ParseOptions,
): { food: ParserFood; start: number; end: number } | null {
  // The foods whose names hold each word whole (its forms and synonyms too): only they can be it.
  const index = wordIndex(foods);
  const holding = words.map((w) => {
    const found = new Set<ParserFood>();
    for (const form of queryWordForms(w)) for (const food of index.get(form) ?? []) found.add(food);
    return found;
  });
  for (let len = words.length; len >= 1; len--)
    for (let start = 0; start + len <= words.length; start++) {
      const span = words.slice(start, start + len);
      if (span.every((w) => DESCRIPTOR_WORDS.has(w) || SIZE_FACTORS[w] !== undefined)) continue;
      // The search's stop words: a span's 'de' or 'con' says nothing of which food.
      const sets = holding.slice(start, start + len).filter((_, k) => !STOP_WORDS.has(span[k] ?? ''));
      const [first, ...others] = sets.sort((a, b) => a.size - b.size);
      const candidates = [...(first ?? [])].filter((f) => others.every((set) => set.has(f)));
      // A word the country gives a meaning of its own is looked up in every food.
      const country = len === 1 && (span[0]! in REGIONAL_WORDS || singularOf(span[0]!) in REGIONAL_WORDS);
      if (!candidates.length && !country) continue;
      const forms = new Set(span.flatMap((w) => [...queryWordForms(w)]));
      // The food itself, not a food that only says it ('rojos' is not Frijoles rojos). The food's own
      // name may say more (Arroz blanco cocido); another name of it must be said whole ('tacos' is
      // not Tostadas de maíz, whose other name is 'tacos dorados').
      // 'carne', 'sopa' alone say no food: only a food named so, whole.
      const vague = span.filter((w) => !DESCRIPTOR_WORDS.has(w)).every((w) => VAGUE_WORDS.has(singularOf(w)));
      const named = (f: ParserFood) => {
        const dish = f.category === DISH_CATEGORY || vague;
        return [f.name, ...f.aliases].some((n, k) => {
          // '(renal)', '(crudo)': what tells two of one name apart is not said.
          const nameWords = wordsOf(n.replace(/\([^)]*\)/g, ' '));
          if (!forms.has(nameWords[0] ?? '')) return false;
          return (
            (k === 0 && !dish) ||
            // A dish's every word counts ('arroz frito' is not 'arroz'); a food's cooking words do not.
            nameWords.every((w) => forms.has(w) || NAME_GLUE.has(w) || (!dish && DESCRIPTOR_WORDS.has(w)))
          );
        });
      };
      // A word the person's country gives its own meaning takes only that food, or none.
      const regional = regionalQueryMeaning(
        span.filter((w) => !DESCRIPTOR_WORDS.has(w)),
        options.country,
      );
      // The country's meaning is the word alone: 'tortas fritas' in Uruguay is no cake.
      if (regional && words.some((w, i) => (i < start || i >= start + len) && DESCRIPTOR_WORDS.has(w))) continue;
      const said = rankFoods(span.join(' '), country ? foods : candidates, {
        recentFoodIds: options.recentFoodIds ?? [],
        country: options.country ?? null,
        // The country's meaning is itself the food said whole ('tostadas' in Spain: Pan tostado).
      }).filter((m) => m.wholeWords && (regional ? meansFood(regional, m.food) : named(m.food)));
      // A dish of the region before the plan's plate of the same name (a plate weighs its sides too).
      const best = said.find((m) => m.food.subcategory !== PLAN_PLATE_SUBCATEGORY) ?? said[0];
      if (best) return { food: best.food, start, end: start + len };
    }
  return null;
}

/**
 * The catalog's prepared dishes, drinks and bakery items (and the plan's plates): a dish is named
 * whole, by its name or another of its names, never by its first words ('ensalada' is not
 * 'Ensalada César con pollo', 'pan con palta' is not 'Pan con palta y huevo').
 */
export const DISH_CATEGORY = 'Platos';

/** Words that alone name no food ('carne asada' was ground pork): a food must be named so whole. */
const VAGUE_WORDS = new Set(['carne', 'sopa', 'guiso', 'postre', 'dulce', 'fruta', 'bebida', 'comida', 'plato']);

/** Words inside a food's other name that say nothing of which food ('pan de batalla'). */
const NAME_GLUE = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'con', 'al', 'a', 'en', 'y', 'e']);

/** Parses one chunk; may find more than one food when no separator stood between them ('pan palta'). */
function parseChunk(chunk: Token[], foods: readonly ParserFood[], options: ParseOptions, meal: ParsedMeal): void {
  let amount: Amount = { quantity: null, unit: null, metric: null, size: 1 };
  let rest = chunk;
  // Leading fillers ('comí', 'me tomé') before the amount.
  while (rest[0] && FILLER_WORDS.has(rest[0].norm) && !(rest[0].norm in NUMBER_WORDS)) rest = rest.slice(1);
  const lead = readAmount(rest, 0);
  if (lead.used) {
    amount = lead.amount;
    rest = rest.slice(lead.used);
  }
  // 'sin azúcar': what follows 'sin' is not eaten.
  const sin = rest.findIndex((t) => t.norm === 'sin');
  if (sin >= 0) rest = rest.slice(0, sin);
  // An amount after the food: 'pollo 200 g', 'arroz 1 taza'.
  if (!lead.used) {
    const at = rest.findIndex(
      (t, k) => k > 0 && (t.kind === 'number' || (t.norm in NUMBER_WORDS && !FILLER_WORDS.has(t.norm))),
    );
    if (at > 0) {
      const trailing = readAmount(rest, at);
      if (trailing.used && (trailing.amount.unit || trailing.amount.metric || trailing.used === rest.length - at)) {
        amount = trailing.amount;
        rest = [...rest.slice(0, at), ...rest.slice(at + trailing.used)];
      }
    }
  }
  // Size after the food ('una papa grande'), a unit with no number ('cerveza en lata').
  const content = rest.filter((t) => {
    const unit = t.kind === 'word' && !amount.unit && !amount.metric ? unitOf(t.norm) : undefined;
    if (typeof unit === 'string' && rest.length > 1) {
      amount.unit = unit;
      amount.unitToken = t;
      return false;
    }
    const size = SIZE_FACTORS[t.norm];
    if (size !== undefined && t.kind === 'word') {
      if (amount.size === 1) amount.size = size;
      return false;
    }
    // 'con' and 'y' are inside a chunk only when a name joins them ('arroz con leche').
    return t.kind === 'word' && !FILLER_WORDS.has(t.norm) && !SEPARATOR_WORDS.has(t.norm);
  });
  if (!content.length) return;
  // What the person wrote, from its first word of food to its last ('agua de horchata').
  const from = chunk.indexOf(content[0] as Token);
  let written = writtenOf(chunk, content);
  let placed = placeChunk(chunk, content, amount, foods, options);
  // 'ensalada de tomate', when no dish is called so: a salad of what it names.
  if (!placed && content[0]?.norm === 'ensalada' && chunk[from + 1]?.norm === 'de' && content.length > 1)
    placed = placeChunk(chunk, content.slice(1), amount, foods, options);
  // The unit's word may be the dish's own ('un plato típico', 'un chivito al plato').
  const unitWord = amount.unitToken;
  if (!placed && unitWord) {
    const words = chunk.filter((t) => t === unitWord || content.includes(t));
    placed = placeChunk(chunk, words, { ...amount, unit: null, unitToken: undefined }, foods, options);
    if (!placed) {
      const all = chunk.filter((t) => t.kind === 'word' && (t === unitWord || content.includes(t)));
      // 'un plato de X' names a plate of X; 'un plato típico' may be a dish's name.
      if (chunk[chunk.indexOf(unitWord) + 1]?.norm !== 'de') written = writtenOf(chunk, all);
    }
  }
  if (placed) meal.items.push(...placed);
  else meal.unmatched.push(written);
}

/** What the person wrote, from the first of `words` to the last, with what stands between. */
function writtenOf(chunk: Token[], words: Token[]): string {
  const from = chunk.indexOf(words[0] as Token);
  const to = chunk.indexOf(words[words.length - 1] as Token);
  return chunk
    .slice(from, to + 1)
    .filter((t) => t.kind === 'word')
    .map((t) => t.raw)
    .join(' ');
}

/**
 * The foods of a chunk's words, or null when some word is no food or two of its foods are joined
 * by 'de' ('tacos de pollo', 'tortilla de patatas'): a dish the catalog lacks, so not understood,
 * never its parts.
 */
function placeChunk(
  chunk: Token[],
  words: Token[],
  amount: Amount,
  foods: readonly ParserFood[],
  options: ParseOptions,
): ParsedItem[] | null {
  const placed: Placed = { items: [], unmatched: [], spans: [], foods: [] };
  placeFoods(words, amount, foods, options, placed);
  const joined = placed.spans.slice(1).some(([start], k) => {
    const gap = chunk.slice(
      chunk.indexOf(words[(placed.spans[k] as [number, number])[1] - 1] as Token) + 1,
      chunk.indexOf(words[start] as Token),
    );
    return gap.some((t) => t.norm === 'de' || t.norm === 'del');
  });
  // Two foods side by side are two foods ('pan palta'), but a dish beside a word is another dish
  // ('pollo sudado' is no chicken with a fish stew).
  const dishBeside = placed.items.length > 1 && placed.foods.some((f) => f.category === DISH_CATEGORY);
  return placed.unmatched.length || joined || dishBeside ? null : placed.items;
}

/** A chunk's foods, its unplaced words and where each food's words are (start, end in the words). */
type Placed = ParsedMeal & { spans: [number, number][]; foods: ParserFood[] };

function placeFoods(
  content: Token[],
  amount: Amount,
  foods: readonly ParserFood[],
  options: ParseOptions,
  meal: Placed,
  offset = 0,
): void {
  if (!content.length) return;
  const found = findFood(
    content.map((t) => t.norm),
    foods,
    options,
  );
  if (!found) {
    for (const t of content) if (!DESCRIPTOR_WORDS.has(t.norm)) meal.unmatched.push(t.raw);
    return;
  }
  const none: Amount = { quantity: null, unit: null, metric: null, size: 1 };
  // Words before the food may name another one, first ('lentejas arroz blanco'); it takes the amount.
  const before = content.slice(0, found.start).filter((t) => !DESCRIPTOR_WORDS.has(t.norm));
  if (before.length) placeFoods(content.slice(0, found.start), amount, foods, options, meal, offset);
  const words = content.slice(found.start, found.end).map((t) => t.norm);
  const plural = words.some((w) => singularOf(w) !== w && !DESCRIPTOR_WORDS.has(w));
  meal.items.push(itemFor(found.food, before.length ? none : amount, plural));
  meal.spans.push([offset + found.start, offset + found.end]);
  meal.foods.push(found.food);
  // Words after the food may name another one ('pan palta'); it gets no amount of its own.
  placeFoods(content.slice(found.end), none, foods, options, meal, offset + found.end);
}

/** A meal's description is at most this long (the logs' limit). */
export const MEAL_DESCRIPTION_MAX = 300;

/**
 * The person's words as a meal's description: spaces collapsed, a trailing full stop dropped, and
 * a text longer than the description's limit cut at a word with '…'.
 */
export function describeWords(text: string): string {
  const words = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;]+$/, '');
  if (words.length <= MEAL_DESCRIPTION_MAX) return words;
  const cut = words.slice(0, MEAL_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** A draft meal from Spanish text. Strip a 'desayuno:' prefix first with splitMealType if wanted. */
export function parseMeal(text: string, foods: readonly ParserFood[], options: ParseOptions = {}): ParsedMeal {
  let pairs = PAIRS.get(foods);
  if (!pairs) {
    pairs = joinedPairs(foods);
    PAIRS.set(foods, pairs);
  }
  const meal: ParsedMeal = { items: [], unmatched: [] };
  const vocab = vocabulary(foods);
  const known = (w: string) => vocab.has(w) || w in UNIT_WORDS;
  const tokens = tokenize(text).map((t) => (t.kind === 'word' ? { ...t, norm: undiminish(t.norm, known) } : t));
  for (const chunk of chunks(tokens, pairs)) {
    const read: ParsedMeal = { items: [], unmatched: [] };
    parseChunk(chunk, foods, options, read);
    // A pair some name joins ('pollo con papas', from 'Pollo al horno con papas y ensalada') that
    // no food is named by whole: read its parts as the person separated them.
    const glued = chunk.some((t) => t.kind === 'word' && SEPARATOR_WORDS.has(t.norm));
    if (read.unmatched.length && glued) {
      const parts: ParsedMeal = { items: [], unmatched: [] };
      for (const part of chunks(chunk, new Set())) parseChunk(part, foods, options, parts);
      if (parts.unmatched.length < read.unmatched.length || parts.items.length > read.items.length) {
        meal.items.push(...parts.items);
        meal.unmatched.push(...parts.unmatched);
        continue;
      }
    }
    meal.items.push(...read.items);
    meal.unmatched.push(...read.unmatched);
  }
  milkInCoffee(meal.items);
  return meal;
}
