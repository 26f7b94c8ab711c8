/**
 * How the meal parser does on a corpus (meal-parser.corpus.ts, meal-parser.dishes.ts): expected
 * foods and dishes found with grams in range, counted apart; misses (and whether the person was
 * told the words were not understood); and near-misses turned into a food they must never become.
 */
import { type ParsedItem, type ParserFood, parseMeal, splitMealType } from '@nutricoach/core/rules/meal-parser';
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import { type CorpusPhrase, type ExpectedFood, userCountryOf } from './meal-parser.corpus.ts';

export type Kind = ExpectedFood['kind'];
export type Tally = { found: number; expected: number; unmatched: number };

/** How many of `expected` the items answer, each item answering one expectation. */
function answered(expected: readonly ExpectedFood[], items: readonly ParsedItem[]): boolean[] {
  const left = [...items];
  return expected.map((food) => {
    const i = left.findIndex(
      (item) => food.pattern.test(normalizeSearchText(item.name)) && item.grams >= food.min && item.grams <= food.max,
    );
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  });
}

export function scoreCorpus(corpus: readonly CorpusPhrase[], foods: readonly ParserFood[]) {
  const tally: Record<Kind, Tally> = {
    food: { found: 0, expected: 0, unmatched: 0 },
    dish: { found: 0, expected: 0, unmatched: 0 },
  };
  const misses: string[] = [];
  const wrong: string[] = [];
  for (const phrase of corpus) {
    const meal = parseMeal(splitMealType(phrase.text).text, foods, { country: userCountryOf(phrase.country) });
    const got = meal.items.map((item) => `${item.name} ${item.grams} g`).join(', ') || 'nothing';
    // Another right reading of the whole phrase answers all of it.
    const whole = phrase.or.some((reading) => answered(reading, meal.items).every(Boolean));
    const found = whole ? phrase.foods.map(() => true) : answered(phrase.foods, meal.items);
    phrase.foods.forEach((food, k) => {
      const t = tally[food.kind];
      t.expected++;
      if (found[k]) t.found++;
      else {
        if (meal.unmatched.length) t.unmatched++;
        misses.push(
          `[${phrase.country}] ${phrase.text}: ${food.kind} ${food.pattern} ${food.min}-${food.max} g; got ${got}` +
            (meal.unmatched.length ? `; not understood: ${meal.unmatched.map((w) => `«${w}»`).join(', ')}` : ''),
        );
      }
    });
    for (const item of meal.items)
      for (const bad of phrase.never)
        if (bad.test(normalizeSearchText(item.name))) wrong.push(`[${phrase.country}] ${phrase.text} became ${got}`);
  }
  return { tally, misses, wrong };
}

export const percent = (t: Tally) => (t.expected ? ((t.found / t.expected) * 100).toFixed(1) : '–');
