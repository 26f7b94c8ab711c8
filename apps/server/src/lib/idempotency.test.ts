/** Idempotency-Key on signed-in POSTs (issue 17): a retried request writes once and answers the same. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@nutricoach/core/rules/week';
import { seedCatalog } from '../catalog/seed.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { createTestApp, type RequestHeaders, signIn, type TestApp, testToday } from '../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
});
afterAll(() => t.close());

const meal = (calories = 420) => ({
  nutrition_log: {
    date: testToday(),
    meal_type: 'breakfast',
    description: 'Avena',
    calories,
    protein: 18,
    fat: 9,
    carbs: 68,
  },
});
const withKey = (headers: RequestHeaders, key: string) => ({ ...headers, 'idempotency-key': key });
const mealsOf = async (headers: RequestHeaders) =>
  (await t.call('GET', `/api/summaries/daily?date=${testToday()}`, headers)).json().logs as { _id: string }[];

describe('Idempotency-Key', () => {
  it('answers a retried meal with the first answer and writes it once', async () => {
    const { headers } = await signIn(t.app);
    const first = await t.call('POST', '/api/logs/nutrition', withKey(headers, 'k-1'), meal());
    const again = await t.call('POST', '/api/logs/nutrition', withKey(headers, 'k-1'), meal());
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await mealsOf(headers)).toHaveLength(1);
    // Another key is another meal; no key at all, as before.
    await t.call('POST', '/api/logs/nutrition', withKey(headers, 'k-2'), meal());
    await t.call('POST', '/api/logs/nutrition', headers, meal());
    expect(await mealsOf(headers)).toHaveLength(3);
  });

  it('writes once when the same request arrives many times at once', async () => {
    const { headers } = await signIn(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.call('POST', '/api/logs/nutrition', withKey(headers, 'burst'), meal())),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(new Set(created.map((a) => a.json()._id)).size).toBe(1);
    for (const busy of answers.filter((a) => a.statusCode === 409))
      expect(busy.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await mealsOf(headers)).toHaveLength(1);
    // Once it has answered, a retry gets that answer.
    const retry = await t.call('POST', '/api/logs/nutrition', withKey(headers, 'burst'), meal());
    expect(retry.json()._id).toBe(created[0]!.json()._id);
  });

  it('refuses the same key with another request, and a malformed key, in Spanish', async () => {
    const { headers } = await signIn(t.app);
    await t.call('POST', '/api/logs/nutrition', withKey(headers, 'k'), meal(420));
    const other = await t.call('POST', '/api/logs/nutrition', withKey(headers, 'k'), meal(500));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'Esta clave Idempotency-Key ya se usó con otra solicitud',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const otherPath = await t.call('POST', '/api/logs/weight', withKey(headers, 'k'), {
      date: testToday(),
      weight: 70,
    });
    expect(otherPath.statusCode).toBe(422);
    for (const bad of ['', 'con espacio', 'x'.repeat(256), 'ñ']) {
      const res = await t.call('POST', '/api/logs/nutrition', withKey(headers, bad), meal());
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('La cabecera Idempotency-Key no es válida: de 1 a 255 caracteres visibles');
    }
    expect(await mealsOf(headers)).toHaveLength(1);
  });

  it("is the user's own: another user's same key is their own request", async () => {
    const a = (await signIn(t.app)).headers;
    const b = (await signIn(t.app)).headers;
    const first = await t.call('POST', '/api/logs/nutrition', withKey(a, 'shared'), meal());
    const second = await t.call('POST', '/api/logs/nutrition', withKey(b, 'shared'), meal());
    expect(second.statusCode).toBe(201);
    expect(second.json()._id).not.toBe(first.json()._id);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await mealsOf(a)).toHaveLength(1);
    expect(await mealsOf(b)).toHaveLength(1);
  });

  it("keeps the handler's client error as the answer (a body that fails validation never reaches the key)", async () => {
    const { headers } = await signIn(t.app);
    const bad = { nutrition_log: { ...meal().nutrition_log, date: addDays(testToday(), 1) } };
    const first = await t.call('POST', '/api/logs/nutrition', withKey(headers, 'bad'), bad);
    const again = await t.call('POST', '/api/logs/nutrition', withKey(headers, 'bad'), bad);
    expect(first.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().code).toBe('FUTURE_DATE');
  });

  it('covers the weight and the checkout: the same answer', async () => {
    const { headers } = await signIn(t.app);
    const weigh = () => t.call('POST', '/api/logs/weight', withKey(headers, 'w'), { date: testToday(), weight: 71.3 });
    expect((await weigh()).json()).toEqual((await weigh()).json());
    const checkout = () =>
      t.call('POST', '/api/payments/create-checkout', withKey(headers, 'pay'), { plan_type: 'monthly' });
    const [c1, c2] = [await checkout(), await checkout()];
    expect(c1.statusCode).toBe(200);
    expect(c2.json().url).toBe(c1.json().url);
    expect(c2.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a body nested deeper than 32 levels with a 400, with or without a key (issue 31: it was a 500)', async () => {
    const { headers } = await signIn(t.app);
    for (const depth of [33, 100_000]) {
      const payload = `{"nutrition_log":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      for (const h of [withKey(headers, `deep-${depth}`), headers]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/logs/nutrition',
          headers: { ...h, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `depth ${depth}`).toBe(400);
        expect(res.json()).toEqual({ message: 'La solicitud tiene más de 32 niveles anidados', code: 'JSON_TOO_DEEP' });
      }
    }
    // Brackets inside strings are text, not nesting; a body of normal depth still works.
    const text = await t.call('POST', '/api/logs/nutrition', withKey(headers, 'brackets'), {
      nutrition_log: { ...meal().nutrition_log, description: `Avena ${'[{'.repeat(40)}` },
    });
    expect(text.statusCode).toBe(201);
  });

  it('starts afresh after 24 hours, and after a first request that never answered', async () => {
    const { headers } = await signIn(t.app);
    await t.call('POST', '/api/logs/nutrition', withKey(headers, 'old'), meal());
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'old'));
    const later = await t.call('POST', '/api/logs/nutrition', withKey(headers, 'old'), meal());
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await mealsOf(headers)).toHaveLength(2);

    // A claim left pending by a process that died: busy for a minute, then the retry runs.
    const [{ userId }] = await t.db
      .select({ userId: idempotencyKeys.userId })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'old'));
    await t.db.insert(idempotencyKeys).values({ userId, key: 'dead', requestHash: 'x' });
    expect((await t.call('POST', '/api/logs/nutrition', withKey(headers, 'dead'), meal())).statusCode).toBe(422);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'dead')));
    expect((await t.call('POST', '/api/logs/nutrition', withKey(headers, 'dead'), meal())).statusCode).toBe(201);
    expect(await mealsOf(headers)).toHaveLength(3);
  });

  it('commits the write and its record together: a process that dies before answering leaves neither (issue 31)', {
    timeout: 90_000,
  }, async () => {
    // Crash injection: for a marked request, everything after the handler's answer stops for good
    // (before its serialization, so before any onSend), as if the process had been killed between
    // the write and the answer.
    const crashing = await createTestApp({}, (app) =>
      app.addHook('preSerialization', async (request, _reply, payload) => {
        if (request.headers['x-test-crash'] === '1') await new Promise(() => {});
        return payload;
      }),
    );
    try {
      const { headers } = await signIn(crashing.app);
      const meals = async () =>
        (await crashing.call('GET', `/api/summaries/daily?date=${testToday()}`, headers)).json().logs as unknown[];
      void crashing.call('POST', '/api/logs/nutrition', { ...withKey(headers, 'crash'), 'x-test-crash': '1' }, meal());
      // Past the 10 s an unanswered transaction is kept open: as after a restart.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await crashing.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(idempotencyKeys.key, 'crash'));
      // The client resends the key: one meal in the end, never two.
      const retry = await crashing.call('POST', '/api/logs/nutrition', withKey(headers, 'crash'), meal());
      expect(retry.statusCode).toBe(201);
      expect(await meals()).toHaveLength(1);
      const again = await crashing.call('POST', '/api/logs/nutrition', withKey(headers, 'crash'), meal());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await meals()).toHaveLength(1);
    } finally {
      await crashing.close();
    }
  });
});
