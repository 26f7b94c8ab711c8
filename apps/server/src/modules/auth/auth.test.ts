import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { authCodes } from '../../db/schema.ts';
import { createTestApp, latestCode, signIn, uniquePhone, type TestApp } from '../../test-support/app.ts';
import { issueTemporaryToken } from './service.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { buildApp } from '../../app.ts';
import { checkAnswerHook } from '../../test-support/conformance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
/** A send-code from the TCP peer `ip` (the socket's address: no proxy is trusted by default). */
const sendCode = (phone: string, ip?: string) => post('/api/auth/send-code', { phone }, {}, ip);
const verify = (phone: string, code: string, ip?: string) => post('/api/auth/verify-code', { phone, code }, {}, ip);
/** Moves a phone's codes into the past, as if the seconds had gone by. */
const age = (phone: string, seconds: number) =>
  t.db
    .update(authCodes)
    .set({
      createdAt: sql`${authCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${authCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(authCodes.phone, phone));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/send-code', () => {
  it('sends a 6-digit code to the E.164 number and keeps only its hash', async () => {
    const res = await sendCode('+51 987 000 111');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Te enviamos un código de 6 dígitos');
    const code = await latestCode(t.app, '+51987000111');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.select().from(authCodes).where(eq(authCodes.phone, '+51987000111'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('refuses a number from a country outside the list with 400 and a Spanish message', async () => {
    const res = await sendCode('+44 7911 123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/solo atendemos números de México/);
  });

  it('refuses an invalid number', async () => {
    const res = await sendCode('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El número de teléfono no es válido');
  });

  it('answers a malformed body with 400 and a message, never 500', async () => {
    for (const payload of [{}, { phone: 5 }, { phone: '' }, [], { phone: 'x'.repeat(5000) }]) {
      const res = await post('/api/auth/send-code', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('La solicitud no es válida');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Tipo de contenido no admitido. Envía JSON.');
  });

  it('allows a new code for the same phone only after 30 s', async () => {
    const phone = uniquePhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    const again = await sendCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Espera \d+ segundos antes de pedir otro código$/);
    await age(phone, 31);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one phone from one address', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(phone)).statusCode).toBe(200);
      await age(phone, 31);
    }
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Pediste demasiados códigos. Intenta de nuevo en una hora.');
    await age(phone, 3600);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('limits the codes one IP address can ask for', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < t.config.codes.maxPerIpPerHour; i++)
      expect((await sendCode(uniquePhone(), ip)).statusCode).toBe(200);
    const over = await sendCode(uniquePhone(), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Demasiadas solicitudes desde tu red. Intenta de nuevo más tarde.');
    expect((await sendCode(uniquePhone(), '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/verify-code', () => {
  it('creates the user on the first verify, with a 30-day JWT naming the user and the session, no phone, and a 7-day trial', async () => {
    const { token, headers, phone } = await signIn(t.app);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'sid', 'sub']);
    expect(token).not.toContain(phone.slice(1));
    expect(Buffer.from(token.split('.')[1]!, 'base64url').toString()).not.toContain(phone.slice(3));
    expect(payload.exp - payload.iat).toBe(30 * 24 * 3600);
    const plan = await t.app.inject({ method: 'GET', url: '/api/payments/current-plan', headers });
    expect(plan.statusCode).toBe(200);
    const body = plan.json();
    expect(body).toMatchObject({ status: 'active', plan_type: 'trial', is_trial: true, name: 'Prueba gratuita' });
    const daysLeft = (Date.parse(body.current_period_end) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.99);
    expect(daysLeft).toBeLessThanOrEqual(7);
  });

  it('signs the same user in again on a later verify', async () => {
    const first = await signIn(t.app);
    await age(first.phone, 31);
    const second = await signIn(t.app, first.phone);
    const sub = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    expect(sub(second.token)).toBe(sub(first.token));
  });

  it('refuses a wrong code with the tries left, and after 5 wrong tries refuses that address even the right code', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await latestCode(t.app, phone);
    for (let left = 4; left >= 1; left--) {
      const res = await verify(phone, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Código incorrecto. Te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.`);
    }
    const fifth = await verify(phone, wrongCode(code));
    expect(fifth.json().message).toBe('Código incorrecto. Agotaste los intentos: pide un código nuevo.');
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Código incorrecto. Agotaste los intentos: pide un código nuevo.');
    // A new code gives the address its tries again.
    await age(phone, 31);
    await sendCode(phone);
    expect((await verify(phone, await latestCode(t.app, phone))).statusCode).toBe(200);
  });

  it('refuses an expired code (valid 10 minutes) as any wrong code', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await latestCode(t.app, phone);
    await age(phone, 10 * 60 + 1);
    const res = await verify(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Código incorrecto. Te quedan 4 intentos.');
  });

  it('accepts a code only once, and only the newest code', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const oldCode = await latestCode(t.app, phone);
    await age(phone, 31);
    await sendCode(phone);
    const newCode = await latestCode(t.app, phone);
    if (oldCode !== newCode) expect((await verify(phone, oldCode)).statusCode).toBe(400);
    expect((await verify(phone, newCode)).statusCode).toBe(200);
    expect((await verify(phone, newCode)).statusCode).toBe(400);
  });

  it('validates the body: the code must be 6 digits', async () => {
    for (const payload of [
      { phone: '+51987000111' },
      { phone: '+51987000111', code: '12345' },
      { phone: '+51987000111', code: 'abcdef' },
    ]) {
      const res = await post('/api/auth/verify-code', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await post('/api/auth/verify-code', { phone: '+51987000111', code: '12345' })).json().message).toBe(
      'El código debe tener 6 dígitos',
    );
  });
});

describe('sessions', () => {
  it('answers 401 with a Spanish message to a missing, forged or expired token', async () => {
    const url = '/api/payments/current-plan';
    const none = await t.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Tu sesión ha expirado. Inicia sesión de nuevo.');

    const { token } = await signIn(t.app);
    const [h, p] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(p!, 'base64url').toString()),
        sub: '00000000-0000-0000-0000-000000000000',
      }),
    ).toString('base64url');
    const forged = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${h}.${forgedPayload}.${token.split('.')[2]}` },
    });
    expect(forged.statusCode).toBe(401);

    const otherKey = await new SignJWT({ phone: '+51987000111', name: '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${otherKey}` } })).statusCode,
    ).toBe(401);

    const key = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ phone: '+51987000111', name: '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_100)
      .sign(key);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${expired}` } })).statusCode,
    ).toBe(401);
  });

  it('refuses a well-signed token of a user that does not exist', async () => {
    const token = await createTokenService(t.config.jwtSecret).signSession({
      id: '00000000-0000-4000-8000-000000000000',
      sessionId: '00000000-0000-4000-8000-000000000001',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/current-plan',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/verify-temporary-token', () => {
  const tokens = () => createTokenService(t.config.jwtSecret);

  it('exchanges a one-time token for a session of that phone, once', async () => {
    const phone = uniquePhone();
    const token = await issueTemporaryToken(tokens(), phone);
    const first = await post('/api/auth/verify-temporary-token', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.phone).toBe(phone);
    const session = await tokens().verifySession(first.json().token);
    expect(session?.id).toBe(first.json().user.id);
    const again = await post('/api/auth/verify-temporary-token', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('El enlace no es válido o ya venció');
  });

  it('refuses an expired token, a forged one, a session token and an empty one', async () => {
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ purpose: 'magic-link' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uniquePhone())
      .setJti('j1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(key);
    expect((await post('/api/auth/verify-temporary-token', { token: expired })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-temporary-token', { token: 'nope' })).statusCode).toBe(400);
    const { token: session } = await signIn(t.app);
    expect((await post('/api/auth/verify-temporary-token', { token: session })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-temporary-token', { token: '' })).json().message).toBe(
      'El token es obligatorio',
    );
  });

  it('is not accepted as a session', async () => {
    const token = await issueTemporaryToken(tokens(), uniquePhone());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/current-plan',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in lockout and SMS pumping (issue 31)', () => {
  const A = '198.51.100.10';
  const B = '198.51.100.20';

  it('an address burning codes for a phone does not stop its owner, asking from another address, from signing in', async () => {
    const phone = uniquePhone();
    // The stranger at A asks for codes and burns each with 5 wrong guesses, as many times as A may.
    for (let round = 0; round < 5; round++) {
      expect((await sendCode(phone, A)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) await verify(phone, '000000', A);
      await age(phone, 31);
    }
    expect((await sendCode(phone, A)).statusCode).toBe(429);
    // The owner at B asks for a code and signs in with it.
    const asked = await sendCode(phone, B);
    expect(asked.statusCode).toBe(200);
    const code = await latestCode(t.app, phone);
    // A stranger's next request and wrong guesses, from yet another address, do not cancel the
    // code the owner is typing.
    const C = '198.51.100.30';
    expect((await sendCode(phone, C)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await verify(phone, wrongCode(code), C);
    const owner = await verify(phone, code, B);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('caps the codes one phone receives in a day (20), one address taking at most half', async () => {
    const phone = uniquePhone();
    const ask = async (ip: string) => {
      const res = await sendCode(phone, ip);
      await age(phone, 31);
      return res;
    };
    for (let i = 0; i < 10; i++) {
      expect((await ask(A)).statusCode, `A ${i}`).toBe(200);
      if (i === 4) await age(phone, 3600);
    }
    await age(phone, 3600);
    const eleventh = await ask(A);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      message: 'Este número ya recibió demasiados códigos hoy. Intenta de nuevo mañana.',
      code: 'CODE_DAILY_LIMIT',
    });
    for (let i = 0; i < 5; i++) expect((await ask(B)).statusCode, `B ${i}`).toBe(200);
    for (let i = 0; i < 5; i++) expect((await ask('198.51.100.30')).statusCode, `C ${i}`).toBe(200);
    expect((await ask('198.51.100.40')).json().code).toBe('CODE_DAILY_LIMIT');
    await age(phone, 86_400);
    expect((await ask('198.51.100.40')).statusCode).toBe(200);
  });

  it('answers a guess for a phone with no code exactly as one for a phone with a live code', async () => {
    const withCode = uniquePhone();
    await sendCode(withCode);
    const code = await latestCode(t.app, withCode);
    const without = uniquePhone();
    for (let i = 0; i < 7; i++) {
      const a = await verify(withCode, wrongCode(code));
      const b = await verify(without, wrongCode(code));
      expect([b.statusCode, b.json()], `try ${i + 1}`).toEqual([a.statusCode, a.json()]);
    }
  });

  it('groups IPv6 addresses by /64 for the per-address limit', async () => {
    const net = '2001:db8:77:1';
    for (let i = 1; i <= t.config.codes.maxPerIpPerHour; i++)
      expect((await sendCode(uniquePhone(), `${net}::${i.toString(16)}`)).statusCode).toBe(200);
    const sameNet = await sendCode(uniquePhone(), `${net}:ffff:ffff:ffff:ffff`);
    expect(sameNet.statusCode).toBe(429);
    expect(sameNet.json().code).toBe('IP_RATE_LIMITED');
    expect((await sendCode(uniquePhone(), '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('stops every code past the hourly ceiling of the whole service', async () => {
    // Another app on the same database, whose ceiling is 3 codes above this hour's count.
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(authCodes)
      .where(sql`${authCodes.createdAt} > now() - interval '1 hour'`);
    const config = { ...t.config, codes: { ...t.config.codes, maxPerHourGlobal: n + 3 } };
    const small = await buildApp({
      onAnswer: checkAnswerHook,
      config,
      database: { db: t.db, kind: 'pglite', close: async () => {} },
      logger: false,
    });
    try {
      const ask = (i: number) =>
        small.inject({
          method: 'POST',
          url: '/api/auth/send-code',
          payload: { phone: uniquePhone() },
          remoteAddress: `192.0.2.${i}`,
        });
      for (let i = 1; i <= 3; i++) expect((await ask(i)).statusCode).toBe(200);
      const over = await ask(4);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        message: 'Estamos enviando demasiados códigos en este momento. Intenta de nuevo en unos minutos.',
        code: 'CODE_GLOBAL_LIMIT',
      });
    } finally {
      await small.close();
    }
  });
});

describe('signing out (issue 31)', () => {
  const plan = (headers: Record<string, string>, app = t.app) =>
    app.inject({ method: 'GET', url: '/api/payments/current-plan', headers });
  const logout = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers });

  it('POST /api/auth/logout ends this session at once, in every process; the other devices stay signed in', async () => {
    const phone = uniquePhone();
    const phoneA = await signIn(t.app, phone);
    await age(phone, 31);
    const laptop = await signIn(t.app, phone);
    // Another API process on the same database (its own memory of verified tokens).
    const other = await buildApp({
      onAnswer: checkAnswerHook,
      config: t.config,
      database: { db: t.db, kind: 'pglite', close: async () => {} },
      logger: false,
    });
    try {
      expect((await plan(phoneA.headers)).statusCode).toBe(200);
      expect((await plan(phoneA.headers, other)).statusCode).toBe(200);
      const out = await logout('/api/auth/logout', phoneA.headers);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ signed_out: 1 });
      for (const app of [t.app, other]) {
        const res = await plan(phoneA.headers, app);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Tu sesión ha expirado. Inicia sesión de nuevo.');
        expect((await plan(laptop.headers, app)).statusCode).toBe(200);
      }
      expect((await logout('/api/auth/logout', phoneA.headers)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('POST /api/auth/logout-all ends every session of the user, and only theirs', async () => {
    const phone = uniquePhone();
    const one = await signIn(t.app, phone);
    await age(phone, 31);
    const two = await signIn(t.app, phone);
    const stranger = await signIn(t.app);
    const out = await logout('/api/auth/logout-all', two.headers);
    expect(out.json()).toEqual({ signed_out: 2 });
    expect((await plan(one.headers)).statusCode).toBe(401);
    expect((await plan(two.headers)).statusCode).toBe(401);
    expect((await plan(stranger.headers)).statusCode).toBe(200);
    // Signing in again works.
    await age(phone, 31);
    expect((await plan((await signIn(t.app, phone)).headers)).statusCode).toBe(200);
  });

  it('refuses a token of the old kind, without a session id (it carried the phone)', async () => {
    const { token } = await signIn(t.app);
    const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    const old = await new SignJWT({ name: '', phone: '+51987000111' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('30d')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await plan({ authorization: `Bearer ${old}` })).statusCode).toBe(401);
  });
});
