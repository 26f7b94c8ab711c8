/**
 * Random allergy lists as /restriction stores them, for property tests of the allergy rule: the
 * checkbox keys, group words written any way people write them, words and names taken from the
 * foods, and junk.
 */
import fc from 'fast-check';
import { ALLERGIES } from '../constants/onboarding.ts';

/** Group words as people type them (accents, singular or plural); the arbitrary changes them further. */
export const GROUP_WORDS_AS_TYPED = [
  'Lácteos',
  'lácteo',
  'leche',
  'lactosa',
  'queso',
  'quesos',
  'yogur',
  'Gluten',
  'trigo',
  'celíaca',
  'Mariscos',
  'marisco',
  'camarón',
  'camarones',
  'gambas',
  'langostinos',
  'cangrejo',
  'crustáceos',
  'pescado',
  'pez',
  'soya',
  'soja',
  'maní',
  'cacahuate',
  'cacahuete',
  'Frutos secos',
  'nueces',
  'nuez',
  'almendras',
  'pistachos',
  'Huevo',
  'huevos',
];

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };
const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');

/** A word written another way: each letter's case, accents dropped or added, made plural or singular. */
const rewritten = (words: fc.Arbitrary<string>) =>
  fc
    .record({
      word: words,
      cases: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
      accents: fc.constantFrom('keep', 'strip', 'add'),
      number: fc.constantFrom('same', 'plural', 'singular'),
      where: fc.nat(),
    })
    .map(({ word, cases, accents, number, where }) => {
      let w = accents === 'strip' ? stripAccents(word) : word;
      if (accents === 'add' && w.length) {
        const at = where % w.length;
        const letter = w.charAt(at);
        w = w.slice(0, at) + (ACCENTED[letter] ?? letter) + w.slice(at + 1);
      }
      if (number === 'plural') w = /[aeiouáéíóú]$/i.test(w) ? `${w}s` : `${w}es`;
      if (number === 'singular') w = w.replace(/(es|s)$/i, '');
      return [...w].map((c, i) => (cases[i % cases.length] ? c.toUpperCase() : c.toLowerCase())).join('');
    });

/** What the contract accepts: trimmed, 1 to 60 characters (and no NUL, which jsonb refuses). */
const storable = (s: string) => s.trim().length > 0 && s.trim().length <= 60 && !s.includes('\u0000');

/**
 * One allergy entry. `foodTexts`: names and aliases of the catalog's foods; entries drawn from them
 * are a whole name, one of its words, or that word rewritten.
 */
export function allergyEntry(foodTexts: readonly string[]): fc.Arbitrary<string> {
  const foodWords = [...new Set(foodTexts.flatMap((t) => t.split(/[\s,()/.%-]+/)).filter((w) => w.length >= 2))];
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...ALLERGIES), weight: 2 },
      { arbitrary: rewritten(fc.constantFrom(...GROUP_WORDS_AS_TYPED)), weight: 4 },
      { arbitrary: fc.constantFrom(...foodTexts), weight: 1 },
      { arbitrary: fc.constantFrom(...foodWords), weight: 2 },
      { arbitrary: rewritten(fc.constantFrom(...foodWords)), weight: 2 },
      // Junk: short letter runs (sal, pan, te) that may or may not be words, and any text at all.
      {
        arbitrary: fc.string({ unit: fc.constantFrom(...'abcdeilmnoprstuáéñ '), minLength: 1, maxLength: 6 }),
        weight: 1,
      },
      { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), weight: 1 },
    )
    .map((s) => s.trim())
    .filter(storable);
}

/** A /restriction allergy list: one to five entries, no repeats. */
export const allergyList = (foodTexts: readonly string[]) =>
  fc.uniqueArray(allergyEntry(foodTexts), { minLength: 1, maxLength: 5 });
