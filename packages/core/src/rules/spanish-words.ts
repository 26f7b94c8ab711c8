/**
 * Number and gender of the measure words the app writes ('1 porción', '2 porciones', 'media
 * taza'): the one place for them, used by the plan's household measures and the coach's drafts.
 * The rules of the RAE's grammar that our units need, not a whole Spanish morphology.
 */

const ACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/**
 * The plural of one word: 'taza' -> 'tazas', 'unidad' -> 'unidades', 'porción' -> 'porciones' (a
 * stressed last syllable in -n or -s loses its accent: 'porciónes' was wrong), 'nuez' -> 'nueces';
 * a word already ending in -s stays ('gramos', not 'gramoses').
 */
export function pluralOf(word: string): string {
  if (/s$/i.test(word) || /x$/i.test(word)) return word;
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  const stressed = /([áéíóú])([ns])$/i.exec(word);
  if (stressed) return `${word.slice(0, -2)}${ACCENTED[stressed[1]!.toLowerCase()]}${stressed[2]}es`;
  return `${word}es`;
}

/**
 * The singular of one word: 'porciones' -> 'porción', 'limones' -> 'limón', 'unidades' -> 'unidad',
 * 'tazas' -> 'taza', 'filetes' -> 'filete', 'sobres' -> 'sobre' (no Spanish word ends in -br). A
 * word that is not a plural stays as it is.
 */
export function singularOf(word: string): string {
  if (!/s$/i.test(word)) return word;
  if (/iones$/i.test(word)) return `${word.slice(0, -5)}ión`;
  if (/[^i]ones$/i.test(word)) return `${word.slice(0, -4)}ón`;
  const stem = word.slice(0, -2);
  if (/es$/i.test(word) && /[dlnrj]$/i.test(stem) && !/[^aeiouáéíóú][lr]$/i.test(stem)) return stem;
  return word.slice(0, -1);
}

/**
 * Whether a measure word is feminine ('taza', 'unidad', 'porción', 'cucharada') or masculine
 * ('vaso', 'plato', 'filete', 'pan'): by its ending, as most Spanish nouns go.
 */
export function isFeminine(word: string): boolean {
  return /(a|dad|tad|ión|umbre)$/i.test(singularOf(word));
}

/** 'media taza', 'medio vaso': half of one, as it is said ('½ de taza' was not). */
export function halfOf(unit: string): string {
  const [head = ''] = unit.split(/\s+/);
  return `${isFeminine(head) ? 'media' : 'medio'} ${unit}`;
}
