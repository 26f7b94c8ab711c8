/** GET /api/foods/search over the seeded catalog (issue 15). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../catalog/seed.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, signIn, type RequestHeaders, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
let headers: RequestHeaders;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
  ({ headers } = await signIn(t.app));
});
afterAll(() => t.close());

type Food = { _id: string; name: string; unit: string; portions: { id: string; label: string; grams: number }[] };
const search = async (query: string) => {
  const res = await t.call('GET', `/api/foods/search?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().foods as Food[];
};

describe('GET /api/foods/search', () => {
  it("finds cooked white rice first for 'arroz', per 100 g, with its household portions", async () => {
    const [top] = await search('q=arroz');
    expect(top).toMatchObject({ _id: 'arroz-blanco', name: 'Arroz blanco cocido', unit: 'g' });
    expect(top).toEqual({
      _id: 'arroz-blanco',
      name: 'Arroz blanco cocido',
      unit: 'g',
      calories: expect.any(Number),
      protein: expect.any(Number),
      carbs: expect.any(Number),
      fat: expect.any(Number),
      portions: expect.any(Array),
    });
    const cup = top!.portions.find((p) => p.id === 'taza');
    expect(cup).toEqual({ id: 'taza', label: 'taza', grams: expect.any(Number) });
    expect(cup!.grams).toBeGreaterThanOrEqual(140);
    expect(cup!.grams).toBeLessThanOrEqual(200);
    expect(top!.portions.at(-1)).toEqual({ id: 'g', label: 'gramos', grams: 1 });
  });

  it('ignores accents and case', async () => {
    expect((await search(`q=${encodeURIComponent('ÁRROZ')}`))[0]?.name).toBe('Arroz blanco cocido');
    expect((await search(`q=${encodeURIComponent('Pan Francés')}`))[0]?._id).toBe('pan-frances');
  });

  it('knows regional synonyms', async () => {
    expect((await search('q=aguacate'))[0]).toMatchObject({ _id: 'palta', name: 'Palta' });
    expect((await search('q=porotos'))[0]?._id).toBe('frijol-negro');
  });

  it('answers at most limit foods, 20 by default', async () => {
    expect(await search('q=a&limit=3')).toHaveLength(3);
    expect(await search('q=a')).toHaveLength(20);
    expect(await search('q=a&limit=50')).toHaveLength(50);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('q=xyzzyqw')).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.call('GET', '/api/foods/search?q=arroz');
    expect(res.statusCode).toBe(401);
  });

  it('needs an active plan, as every product call does', async () => {
    const other = await signIn(t.app);
    await t.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.phone, other.phone));
    const res = await t.call('GET', '/api/foods/search?q=arroz', other.headers);
    expect(res.statusCode).toBe(402);
    expect((await t.call('POST', '/api/logs/parse', other.headers, { text: 'arroz' })).statusCode).toBe(402);
  });

  it.each([
    ['q=', 'Escribe el alimento que buscas'],
    ['q=%20%20', 'Escribe el alimento que buscas'],
    ['limit=5', 'Escribe el alimento que buscas'],
    [`q=${'a'.repeat(101)}`, 'La búsqueda puede tener como máximo 100 caracteres'],
    ['q=arroz&limit=0', 'El límite debe ser un número entero entre 1 y 50'],
    ['q=arroz&limit=51', 'El límite debe ser un número entero entre 1 y 50'],
    ['q=arroz&limit=dos', 'El límite debe ser un número entero entre 1 y 50'],
  ])('refuses %s with a Spanish message', async (query, message) => {
    const res = await t.call('GET', `/api/foods/search?${query}`, headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
