/**
 * The WhatsApp coach through its real HTTP route (issue 16): requests signed as Twilio signs them
 * (the signature computed here, independently of the server's code), every kind of message, and
 * what an attacker might send.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COACH_CHAT_VOICE } from '@nutricoach/core/constants/coach-chat-messages';
import { buildApp } from '../../app.ts';
import { seedCatalog } from '../../catalog/seed.ts';
import {
  chatActions,
  chatDrafts,
  chatInbound,
  nutritionLogs,
  preferences,
  trainingLogs,
  users,
} from '../../db/schema.ts';
import { foods } from '../../db/schema-catalog.ts';
import { startFakeTwilio, TWILIO_SID, TWILIO_TOKEN } from '../../test-support/fake-twilio.ts';
import {
  createTestApp,
  mealBody,
  onboard,
  signIn,
  testConfig,
  testToday,
  uniquePhone,
  type RequestHeaders,
  type TestApp,
} from '../../test-support/app.ts';
import { checkAnswerHook } from '../../test-support/conformance.ts';

const PUBLIC_URL = 'https://coach.example.com';
const PATH = '/api/messaging/twilio/inbound';
const COACH = 'whatsapp:+14155238886';

/** Twilio's algorithm, written out here: HMAC-SHA1(token, URL + sorted name+value), base64. */
function sign(params: Record<string, string>, url = PUBLIC_URL + PATH, token = TWILIO_TOKEN) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', token).update(Buffer.from(data, 'utf-8')).digest('base64');
}

let sids = 0;
const newSid = () => `SM${String(++sids).padStart(8, '0')}${'f'.repeat(24)}`;
const mediaUrl = (account = TWILIO_SID) =>
  `https://api.twilio.com/2010-04-01/Accounts/${account}/Messages/MM${'1'.repeat(32)}/Media/ME${'2'.repeat(32)}`;

let t: TestApp;

type Sent = { status: number; reply: string | null; body: string; type: string };

/** Sends one WhatsApp message from `phone` as Twilio would. */
async function send(
  phone: string,
  body: string,
  options: { sid?: string; extra?: Record<string, string>; signature?: string | null; token?: string } = {},
): Promise<Sent> {
  const params: Record<string, string> = {
    SmsMessageSid: options.sid ?? newSid(),
    NumMedia: '0',
    ProfileName: 'Ana',
    SmsSid: 'x',
    WaId: phone.slice(1),
    SmsStatus: 'received',
    Body: body,
    To: COACH,
    NumSegments: '1',
    MessageSid: options.sid ?? '',
    AccountSid: TWILIO_SID,
    From: `whatsapp:${phone}`,
    ApiVersion: '2010-04-01',
    ...options.extra,
  };
  params.MessageSid = params.SmsMessageSid!;
  const signature = options.signature === undefined ? sign(params, undefined, options.token) : options.signature;
  const res = await t.app.inject({
    method: 'POST',
    url: PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
  const message = /<Message>([\s\S]*)<\/Message>/.exec(res.body)?.[1] ?? null;
  const unescaped =
    message?.replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!,
    ) ?? null;
  return { status: res.statusCode, reply: unescaped, body: res.body, type: String(res.headers['content-type']) };
}

async function newUser(): Promise<{ phone: string; headers: RequestHeaders; id: string }> {
  const { phone, headers } = await signIn(t.app);
  await onboard(t, headers);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return { phone, headers, id: user!.id };
}

const count = async (table: typeof nutritionLogs | typeof trainingLogs, userId: string) =>
  (await t.db.select().from(table).where(eq(table.userId, userId))).length;
const totalOf = (reply: string | null) => Number(/Total: ([\d.]+) kcal/.exec(reply ?? '')?.[1]?.replace('.', ''));

beforeAll(async () => {
  // Sign-in codes through the console outbox (the tests read them); the webhook checks Twilio's signature.
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    twilio: {
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
      channel: 'whatsapp',
      from: COACH,
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 1000,
      templates: {},
    },
  });
  await seedCatalog(t.db);
});
afterAll(() => t?.close());

describe('who may post to the webhook', () => {
  let user: Awaited<ReturnType<typeof newUser>>;
  beforeAll(async () => {
    user = await newUser();
  });

  it('refuses an unsigned request, a wrong signature, another token and a signature of other values with 403, and does nothing', async () => {
    const before = await t.db.select().from(chatInbound);
    for (const options of [
      { signature: null },
      { signature: 'bm90IGEgc2lnbmF0dXJl' },
      { token: 'someone-elses-token' },
      { signature: sign({ Body: 'peso 70' }) },
    ]) {
      const res = await send(user.phone, 'peso 77,5', options);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ message: 'Firma de Twilio no válida', code: 'BAD_SIGNATURE' });
    }
    expect(await t.db.select().from(chatInbound)).toHaveLength(before.length);
    const weight = await t.call('GET', `/api/summaries/daily?date=${testToday()}`, user.headers);
    expect(weight.json().weight).toBe(78); // the onboarding's, untouched
  });

  it('refuses a forged From: the signature covers it', async () => {
    const params = { MessageSid: newSid(), AccountSid: TWILIO_SID, From: 'whatsapp:+14155550100', Body: 'peso 90' };
    const signature = sign(params);
    const res = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams({ ...params, From: `whatsapp:${user.phone}` }).toString(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a signature made for another URL (a replay against another host)', async () => {
    const params = { MessageSid: newSid(), AccountSid: TWILIO_SID, From: `whatsapp:${user.phone}`, Body: 'resumen' };
    const res = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': sign(params, `https://evil.example${PATH}`),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers a JSON or text body 415, an oversized body 413, always with a Spanish message', async () => {
    const json = await t.app.inject({ method: 'POST', url: PATH, payload: { Body: 'peso 70', From: user.phone } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/formulario firmado de Twilio/);
    const text = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'text/plain' },
      payload: 'Body=peso',
    });
    expect(text.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: `Body=${'a'.repeat(40_000)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/[áéíóú]|demasiado|grande/i);
  });

  it('refuses a signed request whose From is not a phone or whose account is not ours (400), or with a name twice', async () => {
    expect((await send(user.phone, 'hola', { extra: { From: 'whatsapp:abc' } })).status).toBe(400);
    expect((await send(user.phone, 'hola', { extra: { AccountSid: `AC${'9'.repeat(32)}` } })).status).toBe(400);
    const params = new URLSearchParams([
      ['MessageSid', newSid()],
      ['AccountSid', TWILIO_SID],
      ['From', `whatsapp:${user.phone}`],
      ['Body', 'peso 70'],
      ['Body', 'peso 71'],
    ]);
    const data = [...params].sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
    const signature = createHmac('sha1', TWILIO_TOKEN)
      .update(PUBLIC_URL + PATH + data.map(([k, v]) => k + v).join(''))
      .digest('base64');
    const twice = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: params.toString(),
    });
    expect(twice.statusCode).toBe(400);
  });

  it('is closed (403) where no Twilio account is configured', async () => {
    // The same database, the configuration of a local install: no Twilio account.
    const local = {
      app: await buildApp({
        onAnswer: checkAnswerHook,
        config: testConfig(),
        database: { db: t.db, kind: 'pglite', close: async () => {} },
        logger: false,
      }),
    };
    try {
      const params = { MessageSid: newSid(), AccountSid: TWILIO_SID, From: `whatsapp:${user.phone}`, Body: 'hola' };
      const res = await local.app.inject({
        method: 'POST',
        url: PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sign(params) },
        payload: new URLSearchParams(params).toString(),
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await local.app.close();
    }
  });
});

describe('numbers that cannot log', () => {
  it('invites an unknown number with the app link and creates nothing', async () => {
    const phone = uniquePhone();
    const usersBefore = (await t.db.select().from(users)).length;
    const res = await send(phone, 'almuerzo: 2 huevos');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/xml/);
    expect(res.reply).toContain(`${PUBLIC_URL}/login`);
    expect((await t.db.select().from(users)).length).toBe(usersBefore);
    expect(await t.db.select().from(chatDrafts)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ userId: null })]),
    );
  });

  it('sends a user whose plan is not active to /subscription and logs nothing', async () => {
    const user = await newUser();
    await t.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, user.id));
    for (const text of ['peso 80', 'caminé 30 min', 'almuerzo: 2 huevos', 'sí']) {
      const res = await send(user.phone, text);
      expect(res.reply).toContain(`${PUBLIC_URL}/subscription`);
    }
    expect(await count(nutritionLogs, user.id)).toBe(0);
    expect(await count(trainingLogs, user.id)).toBe(0);
    expect(await t.db.select().from(chatDrafts).where(eq(chatDrafts.userId, user.id))).toEqual([]);
  });
});

describe('a meal in free text', () => {
  let user: Awaited<ReturnType<typeof newUser>>;
  beforeEach(async () => {
    user = await newUser();
  });

  it("drafts '2 huevos revueltos y una taza de arroz' within 15 % of its foods' catalog values, then 'sí' logs it", async () => {
    const draft = await send(user.phone, 'almuerzo: 2 huevos revueltos y una taza de arroz');
    expect(draft.reply).toMatch(
      /^Almuerzo:\n• Huevos revueltos.*kcal\n• Arroz blanco cocido, 1 taza: \d+ kcal\nTotal: /,
    );
    expect(draft.reply).toContain('Responde SÍ para registrarlo o corrígeme.');
    // SR Legacy household weights: scrambled egg 61 g each, cooked white rice 158 g a cup.
    const [egg] = await t.db.select().from(foods).where(sql`${foods.name} ilike 'Huevos revueltos%'`);
    const [rice] = await t.db.select().from(foods).where(eq(foods.name, 'Arroz blanco cocido'));
    const expected = (egg!.calories * 122) / 100 + (rice!.calories * 158) / 100;
    expect(Math.abs(totalOf(draft.reply) - expected) / expected).toBeLessThan(0.15);
    expect(await count(nutritionLogs, user.id)).toBe(0); // a draft logs nothing

    const yes = await send(user.phone, 'sí');
    expect(yes.reply).toMatch(/^Registré tu almuerzo: \d+ kcal\./);
    expect(yes.reply).toContain(COACH_CHAT_VOICE.balanced.logged);
    const day = (await t.call('GET', `/api/summaries/daily?date=${testToday()}`, user.headers)).json();
    expect(day.logs).toHaveLength(1);
    expect(day.logs[0]).toMatchObject({ meal_type: 'lunch', source: 'chat' });
    expect(day.logs[0].items.map((i: { name: string }) => i.name)).toEqual([egg!.name, 'Arroz blanco cocido']);
    expect(Math.round(day.logs[0].calories)).toBe(totalOf(draft.reply));
    const points = (await t.call('GET', `/api/user/points/summary?date=${testToday()}`, user.headers)).json();
    expect(JSON.stringify(points)).toMatch(/\d/);
    expect((await send(user.phone, 'ok')).reply).toMatch(/No tengo nada pendiente/);
  });

  it("takes the meal type from the user's local time when none is given, and ok / 👍 confirm too", async () => {
    const draft = await send(user.phone, '2 huevos revueltos');
    expect(draft.reply).toMatch(/^(Desayuno|Almuerzo|Snack|Cena):/);
    expect((await send(user.phone, '👍')).reply).toMatch(/^Registré tu /);
  });

  it('replaces the draft with a newer message: only the last one is logged', async () => {
    await send(user.phone, 'desayuno: pan con palta');
    await send(user.phone, 'cena: una taza de arroz');
    await send(user.phone, 'si');
    const logs = await t.db.select().from(nutritionLogs).where(eq(nutritionLogs.userId, user.id));
    expect(logs.map((l) => l.mealType)).toEqual(['dinner']);
  });

  it('lets a draft expire after 30 minutes', async () => {
    await send(user.phone, 'cena: una taza de arroz');
    const [draft] = await t.db.select().from(chatDrafts).where(eq(chatDrafts.userId, user.id));
    expect(draft!.expiresAt.getTime() - draft!.createdAt.getTime()).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    await t.db
      .update(chatDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatDrafts.userId, user.id));
    expect((await send(user.phone, 'sí')).reply).toMatch(/venció/);
    expect(await count(nutritionLogs, user.id)).toBe(0);
  });

  it("'no' drops the draft", async () => {
    await send(user.phone, 'cena: una taza de arroz');
    expect((await send(user.phone, 'no')).reply).toMatch(/descarté/);
    expect((await send(user.phone, 'sí')).reply).toMatch(/No tengo nada pendiente/);
  });

  it('a retried MessageSid is handled once: one log, even when the retries arrive together', async () => {
    await send(user.phone, 'almuerzo: una taza de arroz');
    const sid = newSid();
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(user.phone, 'sí', { sid })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.reply !== null)).toHaveLength(1);
    expect(answers.filter((a) => a.reply === null).map((a) => a.body)).toEqual(
      Array(3).fill('<?xml version="1.0" encoding="UTF-8"?><Response></Response>'),
    );
    expect(await count(nutritionLogs, user.id)).toBe(1);
    // A late retry of the same message, after the fact: still nothing.
    expect((await send(user.phone, 'sí', { sid })).reply).toBeNull();
    expect(await count(nutritionLogs, user.id)).toBe(1);
  });

  it("two different 'sí' at once log the draft once", async () => {
    await send(user.phone, 'almuerzo: una taza de arroz');
    const answers = await Promise.all([send(user.phone, 'sí'), send(user.phone, 'ok'), send(user.phone, '👍')]);
    expect(answers.filter((a) => a.reply?.startsWith('Registré'))).toHaveLength(1);
    expect(await count(nutritionLogs, user.id)).toBe(1);
  });

  it('answers a long message without reading it, and anything it cannot place with a help line', async () => {
    const long = await send(user.phone, `almuerzo: ${'arroz '.repeat(200)}`);
    expect(long.reply).toMatch(/muy largo/);
    expect(await t.db.select().from(chatDrafts).where(eq(chatDrafts.userId, user.id))).toEqual([]);
    // Words it cannot place are asked about (issue 28), never another food.
    expect((await send(user.phone, 'xqzw vbnm')).reply).toBe(
      '¿Qué es «xqzw vbnm»? Respóndeme con otro nombre o créalo en la app.',
    );
    expect((await send(user.phone, '...')).reply).toMatch(/^Puedo registrar por ti:/);
    expect((await send(user.phone, 'ayuda')).reply).toMatch(/^Puedo registrar por ti:/);
    expect((await send(user.phone, '')).reply).toMatch(/^Puedo registrar por ti:/);
  });

  it('speaks in the voice of the coach personality', async () => {
    await t.db.update(preferences).set({ intensity: 'strict' }).where(eq(preferences.userId, user.id));
    expect((await send(user.phone, 'peso 80')).reply).toContain(COACH_CHAT_VOICE.strict.logged);
  });
});

describe('words the coach does not know (issue 28)', () => {
  let user: Awaited<ReturnType<typeof newUser>>;
  beforeEach(async () => {
    user = await newUser();
  });
  const logs = () => t.db.select().from(nutritionLogs).where(eq(nutritionLogs.userId, user.id));

  it("asks what a drink it does not know is, never water: 'agua de chilacayote' logs nothing", async () => {
    const asked = await send(user.phone, 'almuerzo: un vaso de agua de chilacayote');
    expect(asked.reply).toBe('¿Qué es «agua de chilacayote»? Respóndeme con otro nombre o créalo en la app.');
    expect((await send(user.phone, 'sí')).reply).toMatch(/No tengo nada pendiente/);
    expect(await logs()).toEqual([]);
  });

  it("drafts what it knows, asks about the rest, and the answer joins the draft; the meal keeps the person's words", async () => {
    const asked = await send(user.phone, 'almuerzo: lomo al jugo de la casa con arroz');
    expect(asked.reply).toMatch(/^Almuerzo:\n• Arroz blanco cocido, 1 taza: \d+ kcal\nTotal: /);
    expect(asked.reply).toContain('¿Qué es «lomo al jugo de la casa»? Respóndeme con otro nombre o créalo en la app.');
    expect(asked.reply).not.toMatch(/Lomo de res|Bistec/);

    const answered = await send(user.phone, '150 g de bistec');
    expect(answered.reply).toMatch(
      /^Almuerzo:\n• Arroz blanco cocido, 1 taza: \d+ kcal\n• Bistec de res \(crudo\), 150 gramos: \d+ kcal/,
    );
    expect(answered.reply).toContain('Responde SÍ para registrarlo o corrígeme.');
    expect((await send(user.phone, 'sí')).reply).toMatch(/^Registré tu almuerzo: \d+ kcal\./);
    const [log] = await logs();
    expect(log!.description).toBe('lomo al jugo de la casa con arroz');
    expect(log!.items.map((i) => i.name)).toEqual(['Arroz blanco cocido', 'Bistec de res (crudo)']);
    expect(Math.round(log!.calories)).toBe(totalOf(answered.reply));
  });

  it('a message naming its meal is a new meal, not the answer', async () => {
    await send(user.phone, 'almuerzo: lomo al jugo de la casa con arroz');
    const dinner = await send(user.phone, 'cena: una taza de arroz');
    expect(dinner.reply).toMatch(/^Cena:\n• Arroz blanco cocido, 1 taza: \d+ kcal\nTotal: /);
    await send(user.phone, 'sí');
    expect((await logs()).map((l) => [l.mealType, l.description])).toEqual([['dinner', 'una taza de arroz']]);
  });

  it("finds the person's own foods by their name, and logs them under the person's words", async () => {
    const created = await t.call('POST', '/api/my-foods', user.headers, {
      name: 'Quesadilla de la casa',
      basis: 'per_serving',
      serving_label: 'unidad',
      serving_grams: 120,
      calories: 300,
      protein: 14,
      carbs: 30,
      fat: 14,
    });
    expect(created.statusCode).toBe(201);
    const draft = await send(user.phone, 'cena: 2 quesadillas de la casa');
    expect(draft.reply).toMatch(/^Cena:\n• Quesadilla de la casa, 2 unidades: 600 kcal\n/);
    await send(user.phone, 'sí');
    const [log] = await logs();
    expect(log!.description).toBe('2 quesadillas de la casa');
    expect(log!.calories).toBe(600);
    // Another user's coach does not know it.
    const other = await newUser();
    expect((await send(other.phone, 'cena: 2 quesadillas de la casa')).reply).toBe(
      '¿Qué es «quesadillas de la casa»? Respóndeme con otro nombre o créalo en la app.',
    );
  });
});

describe('dishes and the country, through the same parser (issue 28)', () => {
  it("drafts a dish of the region in its units and logs it under the person's words", async () => {
    const user = await newUser();
    const draft = await send(user.phone, 'cena: 2 pupusas y un vaso de agua de horchata');
    expect(draft.reply).toMatch(
      /^Cena:\n• Pupusa de queso, 2 unidades: \d+ kcal\n• Agua de horchata, 1 vaso: \d+ kcal\n/,
    );
    expect(draft.reply).not.toMatch(/Queso fresco|• Agua,/);
    await send(user.phone, 'sí');
    const [log] = await t.db.select().from(nutritionLogs).where(eq(nutritionLogs.userId, user.id));
    expect(log!.description).toBe('2 pupusas y un vaso de agua de horchata');
    expect(log!.items.map((i) => i.name)).toEqual(['Pupusa de queso', 'Agua de horchata']);
  });

  it("reads 'tortilla' as the person's country does: a potato omelette in Spain, a corn tortilla in Mexico", async () => {
    const spaniard = await newUser();
    const mexican = await newUser();
    await t.call('PUT', '/api/user/country', spaniard.headers, { country: 'es' });
    await t.call('PUT', '/api/user/country', mexican.headers, { country: 'mx' });
    expect((await send(spaniard.phone, 'cena: una tortilla')).reply).toMatch(/^Cena:\n• Tortilla de patatas, /);
    expect((await send(mexican.phone, 'cena: una tortilla')).reply).toMatch(/^Cena:\n• Tortilla de maíz, /);
  });
});

describe("the person's own recipes (issue 28)", () => {
  it("drafts a recipe of theirs by its name, one serving a 'porción', and logs it under their words", async () => {
    const user = await newUser();
    const created = await t.call('POST', '/api/recipes', user.headers, {
      name: 'Seco de la abuela',
      servings: 4,
      ingredients: [
        { food_id: 'arroz-blanco', grams: 600 },
        { food_id: 'pollo-deshilachado', grams: 400 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { recipe } = created.json();
    const draft = await send(user.phone, 'almuerzo: una porción de seco de la abuela');
    expect(draft.reply).toMatch(
      new RegExp(`^Almuerzo:\\n• Seco de la abuela, 1 porción: ${recipe.per_serving.calories} kcal\\n`),
    );
    await send(user.phone, 'sí');
    const [log] = await t.db.select().from(nutritionLogs).where(eq(nutritionLogs.userId, user.id));
    expect(log!.description).toBe('una porción de seco de la abuela');
    expect(Math.round(log!.calories)).toBe(recipe.per_serving.calories);
  });
});

describe('a photo', () => {
  let user: Awaited<ReturnType<typeof newUser>>;
  beforeEach(async () => {
    user = await newUser();
  });
  const photo = (url: string, type = 'image/jpeg') => ({ NumMedia: '1', MediaUrl0: url, MediaContentType0: type });

  it("becomes the meal's image_url with the draft's text, and is never fetched", async () => {
    const elsewhere = await startFakeTwilio(); // stands for any server a URL could point at
    try {
      const draft = await send(user.phone, 'almuerzo: una taza de arroz', { extra: photo(mediaUrl()) });
      expect(draft.reply).toMatch(/^Almuerzo \(con tu foto 📷\):/);
      await send(user.phone, 'sí');
      const [log] = await t.db.select().from(nutritionLogs).where(eq(nutritionLogs.userId, user.id));
      expect(log!.imageUrl).toBe(mediaUrl());

      // URLs that are not our account's Twilio media are dropped (and not fetched either).
      for (const url of [`${elsewhere.base}/x.jpg`, 'https://evil.example/a.jpg', mediaUrl(`AC${'e'.repeat(32)}`)]) {
        const other = await send(user.phone, 'cena: una taza de arroz', { extra: photo(url) });
        expect(other.reply).toMatch(/^Cena:/);
        const [d] = await t.db.select().from(chatDrafts).where(eq(chatDrafts.userId, user.id));
        expect(d!.imageUrl).toBeNull();
      }
      expect((await send(user.phone, 'almuerzo: arroz', { extra: photo(mediaUrl(), 'audio/ogg') })).reply).toMatch(
        /^Almuerzo:/,
      );
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('without text, asks what it is; the next text becomes its draft', async () => {
    const asked = await send(user.phone, '', { extra: photo(mediaUrl()) });
    expect(asked.reply).toMatch(/¿Qué es\?/);
    expect(await count(nutritionLogs, user.id)).toBe(0);
    expect((await send(user.phone, 'sí')).reply).toMatch(/No tengo nada pendiente|venció/);
    await send(user.phone, '', { extra: photo(mediaUrl()) });
    const draft = await send(user.phone, 'almuerzo: una taza de arroz');
    expect(draft.reply).toMatch(/con tu foto/);
    await send(user.phone, 'sí');
    const [log] = await t.db.select().from(nutritionLogs).where(eq(nutritionLogs.userId, user.id));
    expect(log!.imageUrl).toBe(mediaUrl());
  });
});

describe('weight, exercise, summary and undo', () => {
  let user: Awaited<ReturnType<typeof newUser>>;
  beforeEach(async () => {
    user = await newUser();
  });
  const daily = async () => (await t.call('GET', `/api/summaries/daily?date=${testToday()}`, user.headers)).json();

  it("'peso 77,5' and 'pesé 77.5 kg' log today's weight; out of range logs nothing", async () => {
    expect((await send(user.phone, 'peso 77,5')).reply).toMatch(/^Registré tu peso de hoy: 77,5 kg\./);
    expect((await daily()).weight).toBe(77.5);
    await send(user.phone, 'pesé 78.2 kg');
    expect((await daily()).weight).toBe(78.2);
    expect((await send(user.phone, 'peso 700')).reply).toMatch(/entre 30 y 300 kg/);
    expect((await daily()).weight).toBe(78.2);
  });

  it("'caminé 30 min' and 'corrí 5 km' make training logs with MET × kg × hours calories", async () => {
    const [me] = await t.db.select({ kg: users.weightKg }).from(users).where(eq(users.id, user.id));
    const kg = me!.kg!;
    expect((await send(user.phone, 'caminé 30 min')).reply).toMatch(/^Registré caminata, 30 min: \d+ kcal quemadas\./);
    expect((await send(user.phone, 'corrí 5 km')).reply).toMatch(/^Registré carrera, 5 km \(unos 30 min\)/);
    const { training } = await daily();
    expect(training).toEqual([
      expect.objectContaining({ description: 'Caminata', duration: 30, units: 'minutes', source: 'chat' }),
      expect.objectContaining({ description: 'Carrera', duration: 5, units: 'kilometers', source: 'chat' }),
    ]);
    // Compendium METs: walking 3.5, running 9.8; 5 km at 6 min/km is half an hour.
    expect(training[0].calories).toBe(Math.round(3.5 * kg * 0.5));
    expect(training[1].calories).toBe(Math.round(9.8 * kg * 0.5));
    expect((await send(user.phone, 'nadé 2 km')).reply).toMatch(/cuánto tiempo/);
  });

  it("'caminé 40 minutos y luego jugué fútbol 1 hora' logs two workouts, each undone on its own (issue 29)", async () => {
    const [me] = await t.db.select({ kg: users.weightKg }).from(users).where(eq(users.id, user.id));
    const kg = me!.kg!;
    const reply = (await send(user.phone, 'caminé 40 minutos y luego jugué fútbol 1 hora')).reply!;
    expect(reply).toMatch(
      /^Registré caminata, 40 min: \d+ kcal quemadas\.\nRegistré fútbol, 60 min: \d+ kcal quemadas\./,
    );
    const { training } = await daily();
    expect(training).toEqual([
      expect.objectContaining({ description: 'Caminata', duration: 40, units: 'minutes', source: 'chat' }),
      expect.objectContaining({ description: 'Fútbol', duration: 60, units: 'minutes', source: 'chat' }),
    ]);
    // Compendium METs: walking 3.5, football 7.
    expect(training[0].calories).toBe(Math.round(3.5 * kg * (40 / 60)));
    expect(training[1].calories).toBe(Math.round(7 * kg));
    expect((await send(user.phone, 'deshacer')).reply).toMatch(/^Listo, borré tu fútbol \(60 min/);
    expect((await daily()).training).toEqual([expect.objectContaining({ description: 'Caminata' })]);
  });

  it("'resumen' and '¿cuánto me queda?' answer today's calories and macros against ideal, and the points", async () => {
    await t.call('POST', '/api/logs/nutrition', user.headers, mealBody({ date: testToday(), calories: 600 }));
    const day = await daily();
    const points = (await t.call('GET', `/api/user/points/summary?date=${testToday()}`, user.headers)).json();
    for (const text of ['resumen', '¿cuánto me queda?']) {
      const reply = (await send(user.phone, text)).reply!;
      expect(reply).toContain(`Hoy llevas 600 kcal de ${day.summary.ideal.calories.toLocaleString('es')} kcal`);
      expect(reply).toContain(`Proteína 30 g de ${Math.round(day.summary.ideal.protein)} g`);
      expect(reply).toMatch(/Puntos de hoy: \d+\/10\./);
      expect(JSON.stringify(points)).toContain(String(/Puntos de hoy: (\d+)/.exec(reply)![1]));
    }
  });

  it("'deshacer' removes the newest thing the chat logged, says which, and never the app's logs", async () => {
    expect((await send(user.phone, 'deshacer')).reply).toMatch(/No hay nada que deshacer/);
    await send(user.phone, 'peso 80');
    await send(user.phone, 'peso 81');
    await send(user.phone, 'almuerzo: una taza de arroz');
    await send(user.phone, 'sí');
    await send(user.phone, 'caminé 30 min');
    const app = await t.call('POST', '/api/logs/nutrition', user.headers, mealBody({ date: testToday() }));
    expect(app.statusCode).toBe(201);

    expect((await send(user.phone, 'deshacer')).reply).toMatch(/^Listo, borré tu caminata \(30 min, \d+ kcal\)\./);
    expect((await send(user.phone, 'deshacer')).reply).toMatch(
      /^Listo, borré tu almuerzo: una taza de arroz \(\d+ kcal\)\./,
    );
    let day = await daily();
    expect(day.training).toEqual([]);
    expect(day.logs.map((l: { description: string }) => l.description)).toEqual(['Lomo saltado']);
    expect((await send(user.phone, 'deshacer')).reply).toMatch(/tu peso de hoy \(81 kg\)/);
    expect((await daily()).weight).toBe(80);
    await send(user.phone, 'deshacer');
    day = await daily();
    expect(day.weight).toBe(78); // the onboarding's weight, from before the chat
    expect(day.logs).toHaveLength(1);
    expect((await send(user.phone, 'deshacer')).reply).toMatch(/No hay nada que deshacer/);
    expect(await t.db.select().from(chatActions).where(eq(chatActions.userId, user.id))).toEqual([]);
  });

  it('says so when the log was already deleted in the app', async () => {
    await send(user.phone, 'caminé 20 min');
    const [log] = await t.db
      .select()
      .from(trainingLogs)
      .where(and(eq(trainingLogs.userId, user.id), eq(trainingLogs.source, 'chat')));
    await t.call('DELETE', `/api/logs/training/${log!.id}`, user.headers);
    expect((await send(user.phone, 'deshacer')).reply).toMatch(/ya no estaba/);
  });
});
