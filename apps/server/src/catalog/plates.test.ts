import { describe, expect, it } from 'vitest';
import { classifyFood } from './diet-rules.ts';
import { findFood } from './foods.ts';
import { CALORIE_RANGES, plateDietProblems, plateNutrition, plateStyles } from './plate-rules.ts';
import { PLATES, platesWithNutrition } from './plates.ts';
import { PLAN_PLATES, REGION_PLATES } from './region-plates.ts';
import { DIET_IDS, ELIGIBLE_DIETS, MEAL_TYPES } from './types.ts';

describe('plates', () => {
  it('has at least 400 plates with unique slug ids', () => {
    expect(PLATES.length).toBeGreaterThanOrEqual(400);
    const ids = PLATES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every plate a name, a meal type, diets, a method, a cost, ingredients and steps', () => {
    for (const p of PLAN_PLATES) {
      expect(p.name.length, p.id).toBeGreaterThan(3);
      expect(MEAL_TYPES).toContain(p.meal_type);
      expect(p.diets.length, `${p.id} has no diet`).toBeGreaterThan(0);
      expect(new Set(p.diets).size).toBe(p.diets.length);
      for (const d of p.diets) expect(DIET_IDS).toContain(d);
      expect(p.cooking_method.length).toBeGreaterThan(2);
      expect(['low', 'medium', 'high']).toContain(p.cost);
      expect(p.ingredients.length).toBeGreaterThan(0);
      expect(p.steps.length).toBeGreaterThan(0);
    }
  });

  it('references only known foods, with positive grams and a household equivalence', () => {
    for (const p of PLAN_PLATES) {
      for (const i of p.ingredients) {
        expect(findFood(i.food), `${p.id} uses unknown food ${i.food}`).toBeDefined();
        expect(i.grams, `${p.id}/${i.food}`).toBeGreaterThan(0);
        expect(i.equivalence.trim().length, `${p.id}/${i.food}`).toBeGreaterThan(0);
      }
    }
  });

  it('computes totals as the sum of grams / 100 x the food values', () => {
    for (const p of platesWithNutrition(PLAN_PLATES)) {
      let kcal = 0,
        protein = 0,
        carbs = 0,
        fat = 0;
      for (const i of p.ingredients) {
        const f = findFood(i.food)!;
        kcal += (f.calories * i.grams) / 100;
        protein += (f.protein * i.grams) / 100;
        carbs += (f.carbs * i.grams) / 100;
        fat += (f.fat * i.grams) / 100;
      }
      expect(p.calories, p.id).toBe(Math.round(kcal));
      expect(Math.abs(p.protein - protein), p.id).toBeLessThanOrEqual(0.051);
      expect(Math.abs(p.carbs - carbs), p.id).toBeLessThanOrEqual(0.051);
      expect(Math.abs(p.fat - fat), p.id).toBeLessThanOrEqual(0.051);
      expect(plateNutrition(p).calories).toBe(p.calories);
    }
  });

  it('keeps each portion in its meal-type calorie range', () => {
    for (const p of platesWithNutrition(PLAN_PLATES)) {
      const [min, max] = CALORIE_RANGES[p.meal_type];
      expect(p.calories, `${p.id} (${p.meal_type})`).toBeGreaterThanOrEqual(min);
      expect(p.calories, `${p.id} (${p.meal_type})`).toBeLessThanOrEqual(max);
    }
  });

  it('never uses a food that a listed diet classifies not_allowed', () => {
    for (const p of PLAN_PLATES) {
      for (const d of p.diets) {
        for (const i of p.ingredients) {
          expect(classifyFood(findFood(i.food)!, d), `${p.id} on ${d}: ${i.food}`).not.toBe('not_allowed');
        }
      }
    }
  });

  it('matches the macro shape of every listed diet (keto carbs and fat, protein share, kidney protein)', () => {
    for (const p of PLAN_PLATES) {
      for (const d of p.diets) expect(plateDietProblems(p, d), `${p.id} on ${d}`).toEqual([]);
    }
  });

  it('has no animal product in a vegan plate and no meat or fish in a vegetarian one', () => {
    for (const p of PLAN_PLATES) {
      const foods = p.ingredients.map((i) => findFood(i.food)!);
      if (p.styles.includes('vegan')) {
        for (const f of foods) expect(f.is_animal_product, `${p.id}: ${f.id}`).toBe(false);
      }
      if (p.styles.includes('vegetarian')) {
        for (const f of foods) expect(f.is_meat || f.is_fish, `${p.id}: ${f.id}`).toBe(false);
      }
      for (const s of p.styles) expect(plateStyles(p)).toContain(s);
    }
  });

  it('offers vegetarian and vegan plates for every meal type', () => {
    for (const m of MEAL_TYPES) {
      expect(PLATES.filter((p) => p.meal_type === m && p.styles.includes('vegan')).length, m).toBeGreaterThanOrEqual(3);
      expect(
        PLATES.filter((p) => p.meal_type === m && p.styles.includes('vegetarian')).length,
        m,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('offers at least 10 plates per meal type for each eligible diet and 5 for every other diet', () => {
    for (const d of DIET_IDS) {
      const min = (ELIGIBLE_DIETS as readonly string[]).includes(d) ? 10 : 5;
      for (const m of MEAL_TYPES) {
        const n = PLATES.filter((p) => p.meal_type === m && p.diets.includes(d)).length;
        expect(n, `${d} × ${m}`).toBeGreaterThanOrEqual(min);
      }
    }
  });

  it("offers the region's recipe dishes as plates where a meal's calories and a diet allow, never a drink or a dessert", () => {
    const byId = new Map(REGION_PLATES.map((p) => [p.id, p]));
    expect(REGION_PLATES.length).toBeGreaterThanOrEqual(10);
    expect(byId.get('region-papa-a-la-huancaina')).toMatchObject({ meal_type: 'dinner', countries: ['PE'] });
    expect(byId.get('region-mangu')?.meal_type).toBe('breakfast');
    expect(byId.get('region-fabada')?.meal_type).toBe('lunch');
    // 1,575 kcal a plate: no meal's range holds it; drinks and desserts are never a plan's meal.
    for (const id of ['bandeja-paisa', 'chicha-morada', 'suspiro-limeno', 'salchipapa'])
      expect(byId.has(`region-${id}`), id).toBe(false);
    const ids = PLAN_PLATES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
