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
import { onboardAsAna } from '@nutricoach/core/contract/onboarding.test-support';
import { openApiPath } from '../apps/server/src/lib/openapi.ts';
import { ROUTE_SUMMARIES } from '../apps/server/src/lib/route-summaries.ts';
import { seedCatalog } from '../apps/server/src/catalog/seed.ts';
import { createTestApp, latestCode, mealBody, testToday } from '../apps/server/src/test-support/app.ts';

type Example = { request?: unknown; status: number; response: unknown };
const examples: Record<string, Example> = {};

/** Lists cut to two entries, at any depth; the session token replaced. */
function trimmed(value: unknown, key = ''): unknown {
  if (key === 'token' && typeof value === 'string') return 'eyJhbGciOiJIUzI1NiJ9.ejemplo.firma';
  if (Array.isArray(value)) return value.slice(0, 2).map((v) => trimmed(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v, k)]));
  return value;
}

const t = await createTestApp({}, undefined, (request, reply, payload) => {
  const url = request.routeOptions.url;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!url || reply.statusCode >= 300 || !type.startsWith('application/json') || typeof payload !== 'string') return;
  const id = ROUTE_SUMMARIES[`${request.method} ${openApiPath(url)}`]?.id;
  if (!id || examples[id]) return;
  examples[id] = {
    ...(request.body && typeof request.body === 'object' ? { request: trimmed(request.body) } : {}),
    status: reply.statusCode,
    response: trimmed(JSON.parse(payload)),
  };
});

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
await t.close();
if (skipped.length) console.log(`api-examples: no example for (they did not answer 2xx):\n  ${skipped.join('\n  ')}`);

const file = path.resolve(import.meta.dirname, '../apps/server/src/lib/openapi-examples.json');
const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/biome'), ['format', '--write', file]);
console.log(
  `api-examples: ${Object.keys(sorted).length} operations' examples written to ${path.relative(process.cwd(), file)}`,
);
