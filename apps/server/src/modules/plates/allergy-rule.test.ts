/**
 * The plate search, through the real route and database, shows exactly the plates that core's
 * allergy rule allows, for any allergy list /restriction can store (docs/food-data.md, "Allergies").
 * The rule's name patterns run in PostgreSQL here and in JavaScript in the rule: this checks they agree.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIET_TYPES } from '@nutricoach/core/constants/diets';
import { allergyExclusions, excludedByAllergies } from '@nutricoach/core/rules/allergies';
import { allergyList } from '@nutricoach/core/rules/allergy-entries.test-support';
import { FOODS } from '../../catalog/foods.ts';
import { buildCatalogData, seedCatalog, type PlateRow } from '../../catalog/seed.ts';
import { createTestApp, inPlateListOrder, signIn, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
let catalog: PlateRow[];
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
  catalog = buildCatalogData().plates;
  ({ headers } = await signIn(t.app));
});
afterAll(() => t.close());

const foodById = new Map(FOODS.map((f) => [f.id, f]));
const foodOf = (id: string) => {
  const food = foodById.get(id);
  if (!food) throw new Error(`plate food ${id} is not in the catalog`);
  return food;
};
const foodTexts = FOODS.flatMap((f) => [f.name, ...f.aliases]);

/** Plate ids of every page of the search. */
async function searchAll(diet: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/diet-plates/search?diet=${diet}&page=${page}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { _id: string }[]; pagination: { hasNextPage: boolean } };
    ids.push(...body.data.map((p) => p._id));
    if (!body.pagination.hasNextPage) return ids;
  }
}

describe('the plate search and the allergy rule', () => {
  it('shows, on every page, exactly the plates of the diet with no food the rule excludes, over random allergy lists', async () => {
    let inputs = 0;
    let platesShown = 0;
    /** Kinds: 'shown' (a plate with an excluded food on a page), 'hidden' (an allowed plate missing). */
    const violations: { kind: string; what: string }[] = [];
    await fc.assert(
      fc.asyncProperty(allergyList(foodTexts), fc.constantFrom(...DIET_TYPES), async (entries, diet) => {
        inputs++;
        const put = await t.app.inject({
          method: 'PUT',
          url: '/api/user/allergies-dislikes',
          headers,
          payload: { allergies: entries, dislikes: [] },
        });
        expect(put.statusCode, put.body).toBe(200);
        const allergies: string[] = put.json().allergies;
        const exclusions = allergyExclusions(allergies);
        const shown = await searchAll(diet);
        platesShown += shown.length;
        const allowed = inPlateListOrder(
          catalog.filter(
            (p) => p.diets.includes(diet) && !p.food_ids.some((id) => excludedByAllergies(foodOf(id), exclusions)),
          ),
          'pe',
        ).map((p) => p.id);
        const allowedSet = new Set(allowed);
        const shownSet = new Set(shown);
        for (const id of shown)
          if (!allowedSet.has(id))
            violations.push({ kind: 'shown', what: `${JSON.stringify(allergies)} ${diet}: ${id}` });
        for (const id of allowed)
          if (!shownSet.has(id))
            violations.push({ kind: 'hidden', what: `${JSON.stringify(allergies)} ${diet}: ${id}` });
        if (violations.length === 0) expect(shown).toEqual(allowed); // same order too, each once
      }),
      { numRuns: 40 },
    );
    const count = (kind: string) => violations.filter((v) => v.kind === kind).length;
    console.log(
      `allergy rule x plate search: ${inputs} allergy lists tried, ${platesShown} plates shown; violations: ${count('shown')} excluded plates shown, ${count('hidden')} allowed plates hidden`,
    );
    expect(violations.slice(0, 10)).toEqual([]);
  }, 60_000);
});
