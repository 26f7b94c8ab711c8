/** POST /api/logs/parse over the seeded catalog (issue 15): a draft, never a log. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../catalog/seed.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, signIn, testToday, type RequestHeaders, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
let headers: RequestHeaders;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
  ({ headers } = await signIn(t.app));
});
afterAll(() => t.close());

type Item = {
  food_id: string;
  name: string;
  quantity: number;
  portion: { id: string };
  grams: number;
  calories: number;
};
const parse = async (text: string) => {
  const res = await t.call('POST', '/api/logs/parse', headers, { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; unmatched: string[]; meal_type: string | null };
};
const day = async () => {
  const res = await t.call('GET', `/api/summaries/daily?date=${testToday()}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('POST /api/logs/parse', () => {
  it("turns '2 huevos y una taza de arroz' into two items, and logs nothing", async () => {
    const before = await day();
    const draft = await parse('2 huevos y una taza de arroz');
    expect(draft.unmatched).toEqual([]);
    expect(draft.meal_type).toBeNull();
    expect(draft.items).toHaveLength(2);
    const [eggs, rice] = draft.items;
    expect(eggs).toMatchObject({ quantity: 2, portion: { id: 'unidad' } });
    expect(eggs!.name).toMatch(/huevo/i);
    expect(eggs!.grams).toBeGreaterThanOrEqual(80);
    expect(eggs!.grams).toBeLessThanOrEqual(130);
    expect(rice).toMatchObject({ food_id: 'arroz-blanco', name: 'Arroz blanco cocido', quantity: 1 });
    expect(rice!.portion.id).toBe('taza');
    expect(rice!.grams).toBeGreaterThanOrEqual(140);
    expect(rice!.grams).toBeLessThanOrEqual(200);
    for (const item of draft.items) expect(item.calories).toBeGreaterThan(0);

    expect(await day()).toEqual(before);
    expect(await queryRows(t.db, sql`select count(*)::int as n from nutrition_logs`)).toEqual([{ n: 0 }]);
  });

  it('returns the words it could not place', async () => {
    const draft = await parse('una arepa con palta');
    expect(draft.items.map((i) => i.food_id)).toEqual(['palta']);
    expect(draft.unmatched).toContain('arepa');
  });

  it("reads a 'desayuno:' prefix as the meal type", async () => {
    const draft = await parse('Desayuno: pan con palta');
    expect(draft.meal_type).toBe('breakfast');
    expect(draft.items.map((i) => i.food_id)).toEqual(['pan-frances', 'palta']);
    expect(draft.unmatched).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.call('POST', '/api/logs/parse', {}, { text: 'arroz' })).statusCode).toBe(401);
  });

  it.each([
    [{ text: '' }, 'Describe tu comida'],
    [{ text: '   ' }, 'Describe tu comida'],
    [{}, 'Describe tu comida'],
    [{ text: 'a'.repeat(501) }, 'La descripción puede tener como máximo 500 caracteres'],
  ])('refuses %j with a Spanish message', async (body, message) => {
    const res = await t.call('POST', '/api/logs/parse', headers, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
