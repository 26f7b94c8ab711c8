/** Regressions of issue 12.6: a client's mistake that reached the database and answered 500. */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from './lib/tokens.ts';
import { createTestApp, mealBody, signIn, type TestApp } from './test-support/app.ts';

let t: TestApp;
let h: Record<string, string>;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app);
  h = { ...session.headers, 'x-time-zone': 'America/Lima' };
  userId = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()).sub;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = h) =>
  t.call(method, url, headers, payload);
const meal = mealBody;

describe('dates that pass Date.parse but are not days of 1900-2100', () => {
  const cases = [
    ['2026-02-30', 'La fecha no es válida'],
    ['2025-02-31', 'La fecha no es válida'],
    ['0000-01-01', 'La fecha debe estar entre 1900 y 2100'],
    ['9999-12-31', 'La fecha debe estar entre 1900 y 2100'],
  ] as const;

  it.each(cases)(
    'refuses %s on a log, a summary and a points call with 400 and a Spanish message',
    async (date, message) => {
      const answers = await Promise.all([
        send('POST', '/api/logs/nutrition', meal({ date })),
        send('POST', '/api/logs/weight', { date, weight: 70 }),
        send('GET', `/api/summaries/daily?date=${date}`),
        send('GET', `/api/summaries/weekly?date=${date}`),
        send('GET', `/api/user/points/summary?date=${date}`),
        send('GET', `/api/user/points/week?date=${date}`),
      ]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
      }
    },
  );

  it('still takes a leap day and the edges of the range', async () => {
    expect((await send('POST', '/api/logs/nutrition', meal({ date: '2024-02-29' }))).statusCode).toBe(201);
    expect((await send('GET', '/api/summaries/daily?date=1900-01-01')).statusCode).toBe(200);
    expect((await send('GET', '/api/user/points/summary?date=2100-12-31')).statusCode).toBe(200);
  });
});

describe('text a database cannot store', () => {
  it('refuses a NUL in a text field with 400, naming the field', async () => {
    const res = await send('POST', '/api/logs/nutrition', meal({ description: 'Lomo\u0000saltado' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Dato no válido en «nutrition_log.description»: contiene un carácter no permitido',
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses it inside an array, in the query and in a path parameter too', async () => {
    const inArray = await send('PUT', '/api/user/allergies-dislikes', {
      allergies: ['kiwi', 'maní\u0000'],
      dislikes: [],
    });
    expect(inArray.json().message).toBe('Dato no válido en «allergies.1»: contiene un carácter no permitido');
    const inQuery = await send('GET', '/api/summaries/daily?date=2025-01-10%00');
    expect(inQuery.json().message).toBe('Dato no válido en «date»: contiene un carácter no permitido');
    const inPath = await send('PUT', '/api/food-table/a%00', { taste: 'like' });
    expect(inPath.json().message).toBe('Dato no válido en «foodTypeId»: contiene un carácter no permitido');
    for (const res of [inArray, inQuery, inPath]) expect(res.statusCode).toBe(400);
  });

  it('refuses half a surrogate pair, which PostgreSQL refuses as well', async () => {
    const res = await send('PUT', '/api/user/allergies-dislikes', { allergies: [], dislikes: ['sushi \ud83d'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dato no válido en «dislikes.0»: contiene un carácter no permitido');
  });
});

describe('signed tokens that are wrong inside', () => {
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const signed = (claims: Record<string, unknown>, exp?: string) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
    return (exp ? jwt.setExpirationTime(exp) : jwt).sign(key());
  };
  const withToken = (token: string) =>
    send('GET', '/api/summaries/daily', undefined, { authorization: `Bearer ${token}`, 'x-time-zone': 'America/Lima' });
  const SESSION_EXPIRED = { message: 'Tu sesión ha expirado. Inicia sesión de nuevo.', code: 'UNAUTHORIZED' };

  it('answers 401 to a session token without exp, even for a real user', async () => {
    const res = await withToken(await signed({ sub: userId, name: 'Ana', phone: '+51987654321' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_EXPIRED);
  });

  it('answers 401 to a session token whose sub is not a UUID', async () => {
    for (const sub of ['not-a-uuid', `${userId}\u0000`, '']) {
      const res = await withToken(await signed({ sub, name: 'Ana', phone: '+51987654321' }, '1h'));
      expect(res.statusCode, sub).toBe(401);
      expect(res.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it('refuses purpose tokens without exp or with a sub that is not a user id', async () => {
    const tokens = createTokenService(t.config.jwtSecret);
    expect(await tokens.verifyPurpose('billing-portal', await tokens.signPurpose('billing-portal', userId, 5))).toBe(
      userId,
    );
    expect(
      await tokens.verifyPurpose('billing-portal', await signed({ purpose: 'billing-portal', sub: userId })),
    ).toBeNull();
    expect(
      await tokens.verifyPurpose(
        'billing-portal',
        await signed({ purpose: 'billing-portal', sub: 'not-a-uuid' }, '1h'),
      ),
    ).toBeNull();
    expect(
      await tokens.verifyTemporary(await signed({ purpose: 'magic-link', sub: '+51987654321', jti: 'j' })),
    ).toBeNull();
    // The sandbox billing page reads its user from such a token: a 404 page, not a 500.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/portal/${await signed({ purpose: 'billing-portal', sub: 'not-a-uuid' }, '1h')}`,
    });
    expect(page.statusCode).toBe(404);
  });
});
