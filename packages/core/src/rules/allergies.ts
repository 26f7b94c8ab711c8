/**
 * What a person's allergies exclude: the one rule that the weekly plan, the plate search and any
 * other place that offers food read (docs/food-data.md, "Allergies"). An entry is what /restriction
 * stored: a checkbox key ('dairy') or free text from 'Otra' ('Lácteos', 'camarones', 'fresa').
 */
import { ALLERGENS, type Allergen } from '../constants/allergens.ts';
import { ALLERGIES, ALLERGY_LABELS } from '../constants/onboarding.ts';
import { normalizeSearchText } from './search-text.ts';

export type AllergyExclusions = {
  /** A food tagged with one of these catalog allergens is excluded. Sorted. */
  allergens: Allergen[];
  /**
   * A food whose name or alias, normalized (normalizeSearchText), matches one of these is
   * excluded. Each means the same as a JavaScript RegExp and as a PostgreSQL `~` expression, and
   * never matches across a '|', so it also runs as it is over foods.search_text ('|name|alias|').
   */
  namePatterns: string[];
};

/** A key and what it rules out. Frutos secos also rules out maní: when in doubt, leave it out. */
const KEY_ALLERGENS: Record<Allergen, readonly Allergen[]> = {
  dairy: ['dairy'],
  gluten: ['gluten'],
  shellfish: ['shellfish'],
  fish: ['fish'],
  nuts: ['nuts', 'peanut'],
  egg: ['egg'],
  soy: ['soy'],
  peanut: ['peanut'],
};

/**
 * Free text that names a group rather than one food, in the singular without accents (plurals,
 * case and accents are matched too). The checkbox labels (Lácteos, Gluten, Mariscos, Frutos secos,
 * Huevo) are added from ALLERGY_LABELS. One food of a group stands for the group: someone allergic
 * to shrimp is told to avoid shellfish, to cheese all milk.
 */
const GROUP_WORDS: Record<Allergen, readonly string[]> = {
  dairy: [
    'lacteo',
    'leche',
    'lactosa',
    'queso',
    'yogur',
    'caseina',
    'leche de vaca',
    'producto lacteo',
    'derivado lacteo',
  ],
  gluten: ['trigo', 'celiaco', 'celiaca', 'celiaquia'],
  shellfish: ['marisco', 'crustaceo', 'molusco', 'camaron', 'gamba', 'langostino', 'langosta', 'cangrejo', 'jaiba'],
  fish: ['pescado', 'pez'],
  nuts: ['fruto seco', 'nuez', 'almendra', 'avellana', 'pistacho', 'pecana', 'maranon', 'anacardo', 'macadamia'],
  egg: ['huevo'],
  soy: ['soya', 'soja'],
  peanut: ['fruto seco', 'mani', 'cacahuate', 'cacahuete'],
};

/** Shorter text would match too much ('te', 'de'); 'ajo' and 'sal' are words. */
const MIN_WORD_LENGTH = 3;

/** An entry's words: normalized, split on anything but letters and digits. */
export const wordsOf = (text: string) =>
  normalizeSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The singular and plural forms a Spanish word may take: fresa/fresas, camarón/camarones,
 * nuez/nueces, either way round. Too many forms is harmless (they must still be whole words).
 */
export function wordForms(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith('z')) forms.push(`${word.slice(0, -1)}ces`);
  if (word.endsWith('ces')) forms.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  const shortest = Math.min(word.length, MIN_WORD_LENGTH);
  return [...new Set(forms)].filter((f) => f.length >= shortest);
}

/** Every written form of a phrase (each word singular or plural) -> the allergens it names. */
const GROUPS: ReadonlyMap<string, readonly Allergen[]> = (() => {
  const groups = new Map<string, Allergen[]>();
  const add = (phrase: string, allergens: readonly Allergen[]) => {
    let forms = [''];
    for (const word of wordsOf(phrase))
      forms = forms.flatMap((head) => wordForms(word).map((w) => (head ? `${head} ${w}` : w)));
    for (const form of forms) groups.set(form, [...new Set([...(groups.get(form) ?? []), ...allergens])]);
  };
  for (const allergen of ALLERGENS) for (const phrase of GROUP_WORDS[allergen]) add(phrase, [allergen]);
  for (const key of ALLERGIES) add(ALLERGY_LABELS[key], KEY_ALLERGENS[key]);
  return groups;
})();

const isAllergen = (text: string): text is Allergen => (ALLERGENS as readonly string[]).includes(text);

/**
 * A food whose names hold the entry's words, whole, in order, each singular or plural. Only
 * letters, digits and '|' are left out of the classes, so JavaScript and PostgreSQL agree.
 */
const namePattern = (words: string[]) =>
  `(^|[^a-z0-9])${words.map((w) => `(${wordForms(w).join('|')})`).join('[^a-z0-9|]+')}([^a-z0-9]|$)`;

/** The allergens and food-name patterns that a list of allergy entries rules out. */
export function allergyExclusions(allergies: readonly string[]): AllergyExclusions {
  const allergens = new Set<Allergen>();
  const namePatterns = new Set<string>();
  for (const entry of allergies) {
    const words = wordsOf(entry);
    const text = words.join(' ');
    // A checkbox key (or another allergen's id) is an identifier, not a food's name.
    if (isAllergen(text)) {
      for (const a of KEY_ALLERGENS[text]) allergens.add(a);
      continue;
    }
    if (!words.some((w) => w.length >= MIN_WORD_LENGTH)) continue;
    for (const a of GROUPS.get(text) ?? []) allergens.add(a);
    // Also by name, group words too: 'leche' leaves out Leche de coco, whose name says leche.
    namePatterns.add(namePattern(words));
  }
  return { allergens: [...allergens].sort(), namePatterns: [...namePatterns] };
}

/** What the rule reads of a food. */
export type AllergyFood = { name: string; aliases: readonly string[]; allergens: readonly string[] };

const COMPILED = new WeakMap<AllergyExclusions, { allergens: ReadonlySet<string>; patterns: RegExp[] }>();
const NORMALIZED_NAMES = new WeakMap<AllergyFood, string[]>();

/** A food's name and aliases as foods.search_text holds them (a '|' inside a name is a space there), once per food. */
function normalizedNames(food: AllergyFood): string[] {
  const cached = NORMALIZED_NAMES.get(food);
  if (cached) return cached;
  const names = [food.name, ...food.aliases].map((n) => normalizeSearchText(n).replaceAll('|', ' '));
  NORMALIZED_NAMES.set(food, names);
  return names;
}

/** Whether the exclusions rule the food out: one of its allergens, or one of its names. */
export function excludedByAllergies(food: AllergyFood, exclusions: AllergyExclusions): boolean {
  let compiled = COMPILED.get(exclusions);
  if (!compiled) {
    compiled = {
      allergens: new Set(exclusions.allergens),
      patterns: exclusions.namePatterns.map((p) => new RegExp(p)),
    };
    COMPILED.set(exclusions, compiled);
  }
  const { allergens, patterns } = compiled;
  if (food.allergens.some((a) => allergens.has(a))) return true;
  if (!patterns.length) return false;
  return normalizedNames(food).some((name) => patterns.some((p) => p.test(name)));
}
