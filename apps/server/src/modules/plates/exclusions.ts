/**
 * What a user's allergies exclude from the plate search (docs/food-data.md, "Allergies and the
 * plate search"). The /restriction checkboxes store keys (dairy, gluten, shellfish, nuts, egg);
 * 'Otra' stores free text, which is read as an allergen when it names one ('pescado', 'soya',
 * 'maní') and is otherwise matched as a whole word, singular or plural, against food names and
 * aliases ('fresa' -> Fresas; 'sal' does not catch Salmón).
 */
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import type { Allergen } from '../../catalog/types.ts';

/** Each checkbox and the catalog allergens it rules out. Frutos secos also rules out maní: when in doubt, leave it out. */
const CHECKBOX_ALLERGENS: Record<string, Allergen[]> = {
  dairy: ['dairy'],
  gluten: ['gluten'],
  shellfish: ['shellfish'],
  nuts: ['nuts', 'peanut'],
  egg: ['egg'],
};

/** Free-text words (normalized) that name an allergen group rather than one food. */
const WORD_ALLERGENS: Record<string, Allergen[]> = {
  lacteos: ['dairy'],
  lacteo: ['dairy'],
  leche: ['dairy'],
  lactosa: ['dairy'],
  gluten: ['gluten'],
  trigo: ['gluten'],
  mariscos: ['shellfish'],
  marisco: ['shellfish'],
  crustaceos: ['shellfish'],
  moluscos: ['shellfish'],
  pescado: ['fish'],
  pescados: ['fish'],
  pez: ['fish'],
  'frutos secos': ['nuts', 'peanut'],
  nueces: ['nuts'],
  huevo: ['egg'],
  huevos: ['egg'],
  soya: ['soy'],
  soja: ['soy'],
  mani: ['peanut'],
  cacahuate: ['peanut'],
  cacahuates: ['peanut'],
  cacahuete: ['peanut'],
  cacahuetes: ['peanut'],
};

/** Shorter free text would match too much ('te', 'ajo' stays: 3 letters). */
const MIN_WORD_LENGTH = 3;

export type AllergyExclusions = {
  /** Catalog allergens: a plate with a food carrying one is left out. */
  allergens: Allergen[];
  /** PostgreSQL regular expressions over foods.search_text: a plate with a matching food is left out. */
  namePatterns: string[];
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function allergyExclusions(allergies: readonly string[]): AllergyExclusions {
  const allergens = new Set<Allergen>();
  const namePatterns = new Set<string>();
  for (const raw of allergies) {
    const checkbox = CHECKBOX_ALLERGENS[raw];
    if (checkbox) {
      checkbox.forEach((a) => allergens.add(a));
      continue;
    }
    const text = normalizeSearchText(raw);
    if (text.length < MIN_WORD_LENGTH) continue;
    WORD_ALLERGENS[text]?.forEach((a) => allergens.add(a));
    // A word or phrase, whole, in singular or plural: 'fresa' finds '|fresas|', 'palta' finds 'ensalada de palta'.
    namePatterns.add(`(^|[^a-z0-9])${escapeRegex(text)}(s|es)?([^a-z0-9]|$)`);
  }
  return { allergens: [...allergens].sort(), namePatterns: [...namePatterns] };
}
