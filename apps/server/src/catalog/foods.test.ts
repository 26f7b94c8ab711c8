import { describe, expect, it } from 'vitest';
import { FOODS } from './foods.ts';
import { USDA_SNAPSHOT } from './foods/usda-snapshot.ts';
import { ALLERGENS, FOOD_CATEGORIES, FOOD_TAGS } from './types.ts';

describe('food catalog', () => {
  it('has at least 300 foods', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(300);
  });

  it('gives every food a unique id, a Spanish name, a category, a subcategory and a type', () => {
    const ids = new Set<string>();
    for (const f of FOODS) {
      expect(ids.has(f.id), `duplicate id ${f.id}`).toBe(false);
      ids.add(f.id);
      expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.name.trim().length).toBeGreaterThan(1);
      expect(f.description.trim().length).toBeGreaterThan(5);
      expect(FOOD_CATEGORIES).toContain(f.category);
      expect(f.subcategory.length).toBeGreaterThan(0);
      expect(f.type.length).toBeGreaterThan(0);
      expect(['g', 'ml']).toContain(f.unit);
    }
  });

  it('copies the numbers of a USDA food from its SR row', () => {
    for (const f of FOODS.filter((x) => x.source === 'usda')) {
      const row = USDA_SNAPSHOT[f.source_id!];
      expect(row, `${f.id}: ${f.source_id} not in the snapshot`).toBeDefined();
      expect([f.calories, f.protein, f.carbs, f.fat, f.fiber]).toEqual([
        row.kcal,
        row.protein_g,
        row.carbs_g,
        row.fat_g,
        row.fiber_g,
      ]);
      expect(f.source_id).toMatch(/^\d{5}$/);
      expect(f.citation).toBeNull();
    }
  });

  it('keeps spot-checked SR values (guards the snapshot itself)', () => {
    // Values published in SR28 and quoted in shared/data/README.md and the CSV.
    expect(USDA_SNAPSHOT['01145']).toMatchObject({ kcal: 717, fat_g: 81.11 }); // butter
    expect(USDA_SNAPSHOT['11352']).toMatchObject({ kcal: 77 }); // raw potato
    expect(USDA_SNAPSHOT['20045']).toMatchObject({ kcal: 130, carbs_g: 28.17 }); // cooked white rice
    expect(USDA_SNAPSHOT['09037']).toMatchObject({ kcal: 160, fat_g: 14.66, fiber_g: 6.7 }); // avocado
  });

  it('cites a source for every non-USDA food', () => {
    const others = FOODS.filter((f) => f.source === 'other');
    expect(others.length).toBeGreaterThan(0);
    for (const f of others) {
      expect(f.source_id).toBeNull();
      expect(f.citation?.length ?? 0).toBeGreaterThan(20);
      expect(f.calories).toBeGreaterThan(0);
    }
  });

  it('has plausible numbers: macros never exceed 100 g and energy within 15 % of its macros', () => {
    // SR computes energy with specific Atwater factors for many plant foods (USDA Handbook 74):
    // [protein, carbs, fat] kcal/g. A food passes with the general factors or the specific ones.
    const FACTORS = [
      [4, 4, 9], // general
      [2.44, 3.57, 8.37], // most vegetables
      [3.36, 2.48, 8.37], // citrus fruits and juices
      [2.73, 4.03, 8.37], // corn
    ] as const;
    for (const f of FOODS) {
      expect(f.protein + f.carbs + f.fat).toBeLessThanOrEqual(101);
      // Alcohol carries energy no macro column holds; spices and brans use other factors still (shared/data/README.md).
      if (f.tags.includes('alcohol') || f.category === 'Salsas y condimentos' || (f.fiber ?? 0) >= 10) continue;
      const closest = Math.min(
        ...FACTORS.map(([p, c, fat]) => Math.abs(p * f.protein + c * f.carbs + fat * f.fat - f.calories)),
      );
      expect(closest, f.id).toBeLessThanOrEqual(Math.max(2, f.calories * 0.15)); // 2 kcal: coffee and tea
    }
  });

  it('uses only known allergens and tags, and flags consistently', () => {
    for (const f of FOODS) {
      for (const a of f.allergens) expect(ALLERGENS).toContain(a);
      for (const t of f.tags) expect(FOOD_TAGS).toContain(t);
      if (f.is_meat || f.is_fish) expect(f.is_animal_product, f.id).toBe(true);
      if (f.category === 'Lácteos') expect(f.allergens).toContain('dairy');
      if (f.category === 'Huevos') expect(f.allergens).toContain('egg');
      if (f.category === 'Carnes') expect(f.is_meat).toBe(true);
      if (f.category === 'Pescados y mariscos') expect(f.is_fish).toBe(true);
    }
  });

  it('does not flag gluten on starches that have none (a gluten allergy must not hide them)', () => {
    for (const id of ['maicena', 'tapioca', 'arroz-blanco', 'harina-maiz-precocida', 'fideo-arroz']) {
      expect(FOODS.find((f) => f.id === id)!.allergens, id).not.toContain('gluten');
    }
  });

  it('lists regional names for foods that change name across countries', () => {
    const aliases = (id: string) => FOODS.find((f) => f.id === id)!.aliases;
    expect(aliases('palta')).toContain('aguacate');
    expect(aliases('frijol-negro')).toEqual(expect.arrayContaining(['caraotas negras', 'porotos negros']));
    expect(aliases('choclo')).toEqual(expect.arrayContaining(['elote', 'mazorca']));
    expect(aliases('platano')).toEqual(expect.arrayContaining(['banana', 'guineo']));
    expect(aliases('camote')).toEqual(expect.arrayContaining(['batata', 'boniato']));
    expect(aliases('durazno')).toContain('melocotón');
    expect(aliases('arveja')).toEqual(expect.arrayContaining(['chícharos', 'guisantes']));
  });
});
