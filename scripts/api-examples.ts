/**
 * The examples of /api/openapi.json, taken from real answers (issue 32): Ana (the worked example
 * of core's onboarding fixtures) signs in, goes through the onboarding, logs meals, a workout and
 * her weight, and reads what the app reads; the first 2xx of each operation (its JSON request
 * body and answer) is written to apps/server/src/lib/openapi-examples.json, which lib/openapi.ts
 * shows as the operation's examples. Lists are cut to two entries; the session token is replaced.
 * lib/openapi.test.ts checks every example against its schema, so a change of the contract that
 * makes one wrong fails there: run `node --import tsx scripts/api-examples.ts` again.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { onboardAsAna } from '@nutricoach/core/contract/onboarding.test-support';
import { openApiPath } from '../apps/server/src/lib/openapi.ts';
import { ROUTE_SUMMARIES } from '../apps/server/src/lib/route-summaries.ts';
import { seedCatalog } from '../apps/server/src/catalog/seed.ts';
import {
  type AnswerHook,
  createTestApp,
  fourWeeksLosingHalfAKilo,
  latestCode,
  mealBody,
  offlineStripe,
  signIn,
  testToday,
} from '../apps/server/src/test-support/app.ts';
import { TWILIO_SID, TWILIO_TOKEN } from '../apps/server/src/test-support/fake-twilio.ts';
import { issueTemporaryToken } from '../apps/server/src/modules/auth/service.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { twilioSignature } from '../apps/server/src/providers/messaging/twilio-webhook.ts';

type Example = { request?: unknown; status: number; media?: string; response?: unknown };
const examples: Record<string, Example> = {};

/** Lists cut to two entries, at any depth; the session token replaced. */
function trimmed(value: unknown, key = ''): unknown {
  if (key === 'token' && typeof value === 'string') return 'eyJhbGciOiJIUzI1NiJ9.ejemplo.firma';
  if (Array.isArray(value)) return value.slice(0, 2).map((v) => trimmed(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v, k)]));
  return value;
}

/** A form body (Twilio's) is parsed as [name, value] pairs: its example is the object of them. */
const formAsObject = (body: unknown) =>
  Array.isArray(body) && body.every((pair) => Array.isArray(pair) && pair.length === 2)
    ? Object.fromEntries(body)
    : body;

/** Records the first answer below 400 of each operation: JSON parsed, other media as text, 204 and 303 without a body. */
const record: AnswerHook = (request, reply, payload) => {
  const url = request.routeOptions.url;
  const media = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
  if (!url || reply.statusCode >= 400 || (payload !== undefined && typeof payload !== 'string')) return;
  const id = ROUTE_SUMMARIES[`${request.method} ${openApiPath(url)}`]?.id;
  if (!id || examples[id]) return;
  const body = payload ? String(payload) : '';
  examples[id] = {
    ...(request.body && typeof request.body === 'object' ? { request: trimmed(formAsObject(request.body)) } : {}),
    status: reply.statusCode,
    ...(body && media === 'application/json' ? { response: trimmed(JSON.parse(body)) } : {}),
    ...(body && media !== 'application/json' ? { media, response: body } : {}),
  };
};
const t = await createTestApp({}, undefined, record);
await seedCatalog(t.db);
const phone = '+51987654321';
const must = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
  const res = await t.call(method, `/api${url}`, headers, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} ${res.statusCode}: ${res.body}`);
  return res.body ? res.json() : undefined;
};
let headers: Record<string, string> = {};
/** A call whose failure only costs its example (it is listed at the end). */
const skipped: string[] = [];
const maybe = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
  const res = await t.call(method, `/api${url}`, headers, body);
  if (res.statusCode >= 300) skipped.push(`${method} ${url} ${res.statusCode}`);
  return res.statusCode < 300 && res.body ? res.json() : undefined;
};

await must('GET', '/health');
await must('GET', '/app-config');
await must('POST', '/auth/send-code', { phone });
const { token } = await must('POST', '/auth/verify-code', { phone, code: await latestCode(t.app, phone) });
headers = { authorization: `Bearer ${token}` };
await onboardAsAna((method, url, body) => must(method, url, body), { finish: true });

const today = testToday();
for (const url of [
  '/user/info',
  '/user/objective',
  '/user/weight-goal',
  '/user/plan',
  '/user/questionnaire',
  '/user/diet-condition',
  '/user/allergies-dislikes',
  '/user/tour-completed',
  '/user/expenditure',
  '/diet-type?objective=lose_weight',
  '/preferences/recommendation-type',
  '/preferences/budget-level',
  '/preferences/reminders',
  '/preferences/reminders-schedule',
  '/preferences/intensity',
  '/payments/current-plan',
  '/referrals/my-stats',
  '/strava/status',
  '/challenges',
  '/diet-plates/search?meal_type=lunch',
])
  await must('GET', url);

let rice: { _id: string; portions: { id: string }[] } | undefined;
for (const q of ['arroz', 'avena', 'huevo', 'pollo', 'pan']) {
  rice = (await must('GET', `/foods/search?q=${q}&limit=2`)).foods[0];
  if (rice) break;
}
if (!rice) throw new Error('api-examples: the food search found nothing');
await must('POST', '/logs/nutrition', {
  nutrition_log: {
    date: today,
    meal_type: 'breakfast',
    items: [
      { food_id: rice._id, grams: 150 },
      ...(rice.portions[0] ? [{ food_id: rice._id, portion_id: rice.portions[0].id, quantity: 1 }] : []),
    ],
  },
});
const lunch = await must('POST', '/logs/nutrition', mealBody({ date: today }));
await must('POST', '/logs/training', {
  training_log: { date: today, description: 'Caminata', duration: 45, units: 'minutes', calories: 180 },
});
await must('POST', '/logs/weight', { date: today, weight: 77.4 });
await must('POST', '/logs/parse', { text: '2 huevos revueltos y un pan con palta' });
await must('POST', '/favorites', { food_id: rice._id });
await must('POST', '/favorites', { log_id: lunch._id });
await must('GET', '/favorites');
await must('GET', '/logs/recent');
await must('POST', '/my-foods', {
  name: 'Yogur griego natural',
  brand: 'Gloria',
  basis: 'per_serving',
  serving_label: '1 pote',
  serving_grams: 150,
  calories: 140,
  protein: 15,
  carbs: 6,
  fat: 6,
});
await must('GET', '/my-foods');
await must('POST', '/recipes', {
  name: 'Arroz con huevo',
  servings: 2,
  ingredients: [{ food_id: rice._id, grams: 300 }],
});
await must('GET', '/recipes');
for (const url of [
  `/summaries/daily?date=${today}`,
  `/summaries/weekly?date=${today}`,
  '/summaries/weight-measurement',
  `/user/points/summary?date=${today}`,
  `/user/points/week?date=${today}`,
  '/user/points/history',
  '/user/commitment',
])
  await must('GET', url);
// Edits of what was logged, and the rest of the product.
const breakfast = (await must('GET', `/summaries/daily?date=${today}`)).logs.find(
  (log: { meal_type: string }) => log.meal_type === 'breakfast',
);
if (breakfast?.items?.[1]) await maybe('DELETE', `/logs/nutrition/${breakfast._id}/items/${breakfast.items[1].id}`);
if (breakfast?.items?.[0])
  await maybe('PATCH', `/logs/nutrition/${breakfast._id}/items/${breakfast.items[0].id}`, { grams: 200 });
await maybe('PUT', `/logs/nutrition/${lunch._id}`, mealBody({ date: today, description: 'Lomo saltado con arroz' }));
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
await maybe('POST', '/logs/copy', { from_date: today, to_date: yesterday, meal_type: 'lunch' });
const walk = (await must('GET', `/summaries/daily?date=${today}`)).training[0];
if (walk) {
  await maybe('PUT', `/logs/training/${walk._id}`, {
    training_log: { date: today, description: 'Caminata rápida', duration: 50, units: 'minutes', calories: 210 },
  });
}
const recipe = await maybe('POST', `/recipes/from-log/${breakfast?._id}`, { name: 'Mi desayuno', servings: 1 });
const recipeId = recipe?.recipe?._id ?? recipe?._id;
if (recipeId) {
  await maybe('GET', `/recipes/${recipeId}`);
  await maybe('PUT', `/recipes/${recipeId}`, {
    name: 'Mi desayuno de siempre',
    servings: 1,
    ingredients: [{ food_id: rice._id, grams: 200 }],
  });
  await maybe('DELETE', `/recipes/${recipeId}`);
}
const own = (await maybe('GET', '/my-foods'))?.foods?.[0];
if (own) {
  await maybe('PUT', `/my-foods/${own._id}`, {
    name: 'Yogur griego natural',
    brand: 'Gloria',
    basis: 'per_100g',
    calories: 93,
    protein: 10,
    carbs: 4,
    fat: 4,
  });
}
const favorites = await maybe('GET', '/favorites');
if (favorites?.foods?.[0]) await maybe('DELETE', `/favorites/${favorites.foods[0].favorite_id}`);
// What the app reads, sent back as it was: the PUT's example is the GET's answer.
await maybe('PUT', '/preferences/recommendation-type', { recommendation_type: 'flex' });
await maybe('PUT', '/preferences/budget-level', { budget_level: 'medium' });
for (const url of [
  '/preferences/reminders',
  '/preferences/reminders-schedule',
  '/preferences/intensity',
  '/user/diet-condition',
]) {
  const now = await maybe('GET', url);
  if (now) await maybe('PUT', url, now);
}
await maybe('PUT', '/user/country', { country: 'pe' });
await maybe('PUT', '/user/tour-completed', { tour_completed: true });
const table = await maybe('GET', '/food-table/all');
const tableFood = table?.allowed?.[0]?._id;
if (tableFood) await maybe('PUT', `/food-table/${tableFood}`, { taste: 'like' });
await maybe('POST', '/diet-plates/strict');
await maybe('GET', '/diet-plates/strict');
await maybe('GET', '/diet-plates/strict-generated');
await maybe('GET', '/diet-plates/strict/shopping-list');
await maybe('POST', '/diet-plates/strict/log', { date: today, meal_type: 'breakfast' });
const challenge = (await maybe('GET', '/challenges'))?.available?.[0];
if (challenge) await maybe('POST', `/challenges/${challenge.id}/join`);
await maybe('POST', '/referrals/create-code');
await maybe('GET', '/strava/connect-url');
await maybe('GET', '/user/export');
await maybe('DELETE', `/logs/training/${walk?._id}`);
await maybe('DELETE', `/logs/nutrition/${lunch._id}`);
await maybe('POST', '/auth/logout');
/** A new session through a one-time link (a second code would be refused as too soon). */
const signInByLink = async () => {
  const token = await issueTemporaryToken(createTokenService(t.config.jwtSecret), phone);
  headers = { authorization: `Bearer ${(await must('POST', '/auth/verify-temporary-token', { token })).token}` };
};
await signInByLink();
// The rest of the product: allergies, objective, deficit, a barcode, a referral, a subscription
// through the sandbox, Strava through its sandbox, the dev chat, a one-time link, logout-all.
await maybe('PUT', '/user/allergies-dislikes', { allergies: [], dislikes: [] });
await maybe('PUT', '/user/deficit', { deficit: 20 });
await fourWeeksLosingHalfAKilo(t.db, (await must('GET', '/user/export')).profile.id);
await maybe('POST', '/user/expenditure/adjust', { decision: 'accept' });
const barcode = await maybe('POST', '/my-foods', {
  name: 'Galletas de avena',
  brand: 'Costa',
  barcode: '7750168001236',
  basis: 'per_100g',
  calories: 450,
  protein: 7,
  carbs: 68,
  fat: 16,
});
await maybe('GET', '/foods/barcode/7750168001236');
const barcodeId = barcode?.food?._id ?? barcode?._id;
if (barcodeId) await maybe('DELETE', `/my-foods/${barcodeId}`);
const friend = await signIn(t.app);
const friendCode = (await t.call('POST', '/api/referrals/create-code', friend.headers)).json()?.data?.code;
if (friendCode) await maybe('POST', '/referrals/apply-code', { referral_code: friendCode });
/** A sandbox page's form posts to its own path: the answer is a 303 back to the app. */
const sandboxUrl = (from: string | undefined, pattern: RegExp) => (from ? pattern.exec(from)?.[1] : undefined);
const checkout = await maybe('POST', '/payments/create-checkout', { plan_type: 'monthly' });
const cancelled = await maybe('POST', '/payments/create-checkout', { plan_type: 'monthly' });
for (const [created, action] of [
  [cancelled, 'cancel'],
  [checkout, 'pay'],
] as const) {
  const page = created?.url ? (await t.call('GET', created.url, headers)).body : undefined;
  const form = sandboxUrl(page, new RegExp(`action="([^"]+/${action})"`));
  if (form) await t.call('POST', form, headers);
  else skipped.push(`POST sandbox checkout ${action}`);
}
const portal = await maybe('GET', '/payments/billing-portal');
const portalPage = portal?.url ? (await t.call('GET', portal.url, headers)).body : undefined;
for (const action of ['switch/three_months', 'cancel']) {
  const form = sandboxUrl(portalPage, new RegExp(`action="([^"]+/${action})"`));
  if (form) await t.call('POST', form, headers);
  else skipped.push(`POST sandbox portal ${action}`);
}
const strava = await maybe('GET', '/strava/connect-url');
const authorize = strava?.url ? (await t.call('GET', strava.url, headers)).body : undefined;
const allow = sandboxUrl(authorize, /class="ok" href="([^"]+)"/);
if (allow) {
  const back = new URL(allow.replaceAll('&amp;', '&'), 'http://localhost');
  await maybe('POST', '/strava/connect', {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}
await maybe('PUT', '/strava/units', { units: 'kilometers' });
await maybe('POST', '/strava/disconnect');
const stravaHook = `/api/strava/webhook/${t.config.strava.webhookPathToken}`;
await t.call(
  'GET',
  `${stravaHook}?hub.mode=subscribe&hub.challenge=15f7d1a91c1f40f8a748fd134752feb3&hub.verify_token=${t.config.strava.webhookVerifyToken}`,
);
await t.call(
  'POST',
  stravaHook,
  {},
  {
    aspect_type: 'create',
    event_time: 1_764_230_400,
    object_id: 1_360_128_428,
    object_type: 'activity',
    owner_id: 134_815,
    subscription_id: Number(t.config.strava.subscriptionId ?? 120_475),
    updates: {},
  },
);
const devPhones = await t.call('GET', '/api/dev/chat/phones');
if (devPhones.statusCode < 300) await t.call('POST', '/api/dev/chat', {}, { phone, text: 'ayuda' });
await maybe('PUT', '/user/objective', { objective: 'maintain_weight' });
// The nutritionist (issue 33): a professional invites Ana, she accepts; then what each side reads and writes.
const nutri = (await signIn(t.app, '+51987654323')).headers;
const asPro = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
  const res = await t.call(method, `/api${url}`, nutri, body);
  if (res.statusCode >= 300) skipped.push(`${method} ${url} ${res.statusCode} (professional)`);
  return res.statusCode < 300 && res.body ? res.json() : undefined;
};
await asPro('POST', '/pro/profile', { name: 'Lic. Rosa Quispe', license_number: 'CNP 12345', country: 'pe' });
await asPro('PUT', '/pro/profile', { name: 'Lic. Rosa Quispe Mamani', license_number: 'CNP 12345', country: 'pe' });
await asPro('GET', '/pro/profile');
const proInvite = (await asPro('POST', '/pro/invites'))?.invite;
await maybe('GET', '/user/professional');
if (proInvite) {
  await maybe('GET', `/user/professional/invite/${proInvite.code}`);
  await maybe('POST', '/user/professional', { code: proInvite.code });
}
await asPro('GET', '/pro/invites');
const anaId = (await must('GET', '/user/export')).profile.id;
const anaLunch = (await must('GET', `/summaries/daily?date=${today}`)).logs[0];
await asPro('GET', '/pro/clients');
await asPro('GET', `/pro/clients/${anaId}`);
await asPro('GET', `/pro/clients/${anaId}/summaries/daily?date=${today}`);
await asPro('GET', `/pro/clients/${anaId}/summaries/weekly?date=${today}`);
await asPro('GET', `/pro/clients/${anaId}/summaries/weight-measurement`);
await asPro('GET', `/pro/clients/${anaId}/logs?date=${today}`);
await asPro('POST', `/pro/clients/${anaId}/comments`, {
  date: today,
  ...(anaLunch ? { nutrition_log_id: anaLunch._id } : {}),
  text: '¡Buen almuerzo! Suma una porción de verduras en la cena.',
});
await asPro('GET', `/pro/clients/${anaId}/comments?date=${today}`);
await maybe('GET', `/user/comments?date=${today}`);
await asPro('POST', `/pro/clients/${anaId}/messages`, { text: 'Hola Ana, ¿cómo te sentiste esta semana?' });
await maybe('POST', '/user/professional/messages', { text: 'Bien, con menos hambre en las tardes.' });
await maybe('GET', '/user/professional/messages');
await asPro('GET', `/pro/clients/${anaId}/messages`);
await asPro('PUT', `/pro/clients/${anaId}/targets`, {
  calories: 1700,
  protein: 120,
  carbs: 170,
  fat: 58,
  reason: 'Entrenas 4 días: subimos un poco las calorías.',
});
await asPro('GET', `/pro/clients/${anaId}/targets`);
await maybe('GET', '/user/targets/professional');
await maybe('DELETE', '/user/targets/professional');
await asPro('PUT', `/pro/clients/${anaId}/notes`, {
  text: 'Prefiere cenar temprano. Revisar hierro en la próxima cita.',
});
await asPro('GET', `/pro/clients/${anaId}/notes`);
await maybe('DELETE', '/user/professional');
await maybe('POST', '/auth/logout-all');
// Last: the account goes, with a fresh session (logout-all ended the others).
await signInByLink();
await maybe('DELETE', '/user', { confirmation: 'Eliminar mi cuenta' });
await t.close();

// Webhooks, signed as Twilio and Stripe sign them.
const PUBLIC_URL = 'https://coach.example.com';
const webhooks = await createTestApp(
  {
    publicUrl: PUBLIC_URL,
    payments: offlineStripe('whsec_ejemplo'),
    twilio: {
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
      channel: 'whatsapp',
      from: 'whatsapp:+14155238886',
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 1000,
      templates: {},
    },
  },
  undefined,
  record,
);
await seedCatalog(webhooks.db);
const whatsapp = await signIn(webhooks.app, '+51987654322');
await onboardAsAna(
  (method, url, body) => webhooks.call(method, `/api${url}`, whatsapp.headers, body).then((r) => r.json()),
  {
    finish: true,
  },
);
const inbound: Record<string, string> = {
  SmsMessageSid: `SM${'7'.repeat(32)}`,
  MessageSid: `SM${'7'.repeat(32)}`,
  AccountSid: TWILIO_SID,
  From: 'whatsapp:+51987654322',
  To: 'whatsapp:+14155238886',
  Body: '2 huevos revueltos y un pan con palta',
  NumMedia: '0',
  ProfileName: 'Ana',
  WaId: '51987654322',
  ApiVersion: '2010-04-01',
};
const twilioPath = '/api/messaging/twilio/inbound';
await webhooks.app.inject({
  method: 'POST',
  url: twilioPath,
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': twilioSignature(TWILIO_TOKEN, PUBLIC_URL + twilioPath, Object.entries(inbound)),
  },
  payload: new URLSearchParams(inbound).toString(),
});
const event = JSON.stringify({
  id: 'evt_1QaBcD2eZvKYlo2C0ejemplo',
  object: 'event',
  type: 'customer.subscription.updated',
  created: 1_764_230_400,
  data: {
    object: { id: 'sub_1QaBcD2eZvKYlo2Cejemplo', object: 'subscription', customer: 'cus_ejemplo', status: 'active' },
  },
});
await webhooks.app.inject({
  method: 'POST',
  url: '/api/payments/webhook',
  headers: {
    'content-type': 'application/json',
    'stripe-signature': new Stripe('sk_test_offline').webhooks.generateTestHeaderString({
      payload: event,
      secret: 'whsec_ejemplo',
    }),
  },
  payload: event,
});
await webhooks.close();
if (skipped.length) console.log(`api-examples: no example for (they did not answer 2xx):\n  ${skipped.join('\n  ')}`);

const file = path.resolve(import.meta.dirname, '../apps/server/src/lib/openapi-examples.json');
const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/biome'), ['format', '--write', file]);
console.log(
  `api-examples: ${Object.keys(sorted).length} operations' examples written to ${path.relative(process.cwd(), file)}`,
);
