import { parseMeal, splitMealType } from '@nutricoach/core/rules/meal-parser';
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import { describe, expect, it } from 'vitest';
import { FOODS } from './foods.ts';
import { type Country, MEAL_PARSER_CORPUS } from './meal-parser.corpus.ts';

/** Issue 15's acceptance: the parser finds at least 90 % of the expected foods with grams in range. */
const REQUIRED_ACCURACY = 0.9;

function score() {
  let found = 0;
  let expected = 0;
  const misses: string[] = [];
  for (const phrase of MEAL_PARSER_CORPUS) {
    const meal = parseMeal(splitMealType(phrase.text).text, FOODS);
    const items = [...meal.items];
    for (const food of phrase.foods) {
      expected++;
      // Each item answers one expectation.
      const i = items.findIndex(
        (item) => food.pattern.test(normalizeSearchText(item.name)) && item.grams >= food.min && item.grams <= food.max,
      );
      if (i >= 0) {
        found++;
        items.splice(i, 1);
      } else {
        const got = meal.items.map((item) => `${item.name} ${item.grams} g`).join(', ');
        misses.push(
          `[${phrase.country}] ${phrase.text}: ${food.pattern} ${food.min}-${food.max} g; got ${got || 'nothing'}`,
        );
      }
    }
  }
  return { found, expected, misses };
}

describe('meal parser over the corpus and the real catalog', () => {
  it('holds at least 200 phrases from the six countries', () => {
    expect(MEAL_PARSER_CORPUS.length).toBeGreaterThanOrEqual(200);
    const countries = new Set<Country>(MEAL_PARSER_CORPUS.map((p) => p.country));
    expect([...countries].sort()).toEqual(['AR', 'CL', 'CO', 'ES', 'MX', 'PE']);
    for (const phrase of MEAL_PARSER_CORPUS) expect(phrase.foods.length, phrase.text).toBeGreaterThan(0);
  });

  it('finds at least 90 % of the expected foods with grams in range', () => {
    const { found, expected, misses } = score();
    const accuracy = found / expected;
    console.info(
      `meal parser: ${found}/${expected} expected foods found with grams in range (${(accuracy * 100).toFixed(1)} %)` +
        `, ${MEAL_PARSER_CORPUS.length} phrases\n${misses.map((m) => `  miss ${m}`).join('\n')}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('reports the words it could not place instead of dropping them', () => {
    const meal = parseMeal('ceviche con camote y choclo', FOODS);
    expect(meal.items.map((i) => i.food_id)).toEqual(['camote', 'choclo']);
    expect(meal.unmatched).toEqual(['ceviche']);
  });

  it('sums each item from the catalog: kcal and macros are grams / 100 x the per-100 g values', () => {
    for (const item of parseMeal('2 huevos revueltos y una taza de arroz', FOODS).items) {
      const food = FOODS.find((f) => f.id === item.food_id);
      expect(food).toBeDefined();
      if (!food) continue;
      expect(item.calories).toBe(Math.round((food.calories * item.grams) / 100));
      expect(item.protein).toBeCloseTo((food.protein * item.grams) / 100, 1);
    }
  });
});
