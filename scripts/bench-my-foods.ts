/**
 * npm run bench:my-foods [pglite|postgres ...] — food search and the meal parser with the full
 * catalog (foods, the region's dishes and the plan's plates) and 500 own foods for the user (issue 28): GET /api/foods/search and POST
 * /api/logs/parse, p50/p95/p99 over CALLS calls (default 400) in process (app.inject: no network),
 * for a user with 500 own foods and for one with none; and the first search after an own food
 * changed (the user's list is rebuilt). PostgreSQL runs at TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) in a schema of its own, dropped at the end. With no
 * argument both databases are measured. Figures: docs/own-foods-and-recipes.md.
 */
import type { FastifyInstance } from 'fastify';
import { seedCatalog } from '../apps/server/src/catalog/seed.ts';

const CALLS = Number(process.env.CALLS ?? 400);
const OWN_FOODS = 500;
const kinds = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];

/** Catalog words and own-food words, one and several words, as people type them. */
const QUERIES = [
  'arroz',
  'pollo',
  'galletas',
  'yogur fresa',
  'pan integral',
  'leche',
  'barra chocolate costa',
  'que',
  'papa',
  'huevo',
  'granola miel',
  'jugo naranja',
  'queso',
  'cereal',
  'mantequilla de mani',
  'palta',
  // Dishes (issue 28 §1): names, other names, plurals, no accents.
  'pupusas',
  'lomo saltado',
  'tacos de pollo',
  'agua de horchata',
  'saltenas',
  'pabellon criollo',
  'empanada',
  'tres leches',
];
const TEXTS = [
  '2 huevos revueltos y una taza de arroz',
  'desayuno: yogur fresa gloria y una barra de granola miel',
  'pan integral con palta y un cafe',
  '200 g de pollo con papa sancochada',
  'almuerzo: dos pupusas de queso y un vaso de agua de horchata',
  'una arepa con palta y un cafe con leche',
];

const TYPES = [
  'Galletas',
  'Yogur',
  'Barra',
  'Cereal',
  'Jugo',
  'Pan',
  'Queso',
  'Mantequilla de maní',
  'Salsa',
  'Chocolate',
  'Granola',
  'Leche',
];
const FLAVOURS = ['fresa', 'vainilla', 'chocolate', 'integral', 'light', 'natural', 'coco', 'miel'];
const BRANDS = [
  'Gloria',
  'Costa',
  'Nestlé',
  'Bimbo',
  'Alpina',
  'Danone',
  'La Serenísima',
  'Soprole',
  'Colanta',
  'Hacendado',
];

/** 500 distinct labels, per 100 g or per serving, with macros that pass the label check. */
function labels() {
  const out = [];
  for (let i = 0; out.length < OWN_FOODS; i++) {
    const type = TYPES[i % TYPES.length]!;
    const flavour = FLAVOURS[Math.floor(i / TYPES.length) % FLAVOURS.length]!;
    const brand = BRANDS[Math.floor(i / (TYPES.length * FLAVOURS.length)) % BRANDS.length]!;
    const protein = 2 + (i % 9);
    const carbs = 10 + (i % 50);
    const fat = 1 + (i % 20);
    const perServing = i % 2 === 1;
    const factor = perServing ? 0.3 : 1;
    out.push({
      name: `${type} ${flavour}`,
      brand,
      basis: perServing ? 'per_serving' : 'per_100g',
      ...(perServing ? { serving_grams: 30, serving_label: 'porción' } : {}),
      calories: Math.round((protein * 4 + carbs * 4 + fat * 9) * factor),
      protein: protein * factor,
      carbs: carbs * factor,
      fat: fat * factor,
    });
  }
  return out;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

/**
 * Wall time per call, and the process's CPU time per call (user + system, process.cpuUsage): on a
 * machine shared with other work the wall time mostly measures the wait for a core, the CPU time
 * what the call itself costs there (PGlite runs in this process; PostgreSQL's own work is not in it).
 */
async function time(app: FastifyInstance, headers: Record<string, string>, calls: Call[]) {
  for (const call of calls) await app.inject({ ...call, headers }); // warm up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const call = calls[i % calls.length]!;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await app.inject({ ...call, headers });
    wall.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    if (res.statusCode !== 200) throw new Error(`${call.url}: ${res.statusCode} ${res.body}`);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return (
    `wall p50 ${ms(percentile(wall, 50))} · p95 ${ms(percentile(wall, 95))} · p99 ${ms(percentile(wall, 99))}` +
    ` | cpu p50 ${ms(percentile(cpu, 50))} · p95 ${ms(percentile(cpu, 95))}`
  );
}

async function bench(kind: string) {
  process.env.TEST_DB = kind;
  // test-support reads TEST_DB when imported; a fresh import per kind.
  const { createTestApp, signIn } = await import(`../apps/server/src/test-support/app.ts?kind=${kind}`);
  const t = await createTestApp();
  try {
    await seedCatalog(t.db);
    const { headers } = await signIn(t.app);
    const { headers: plain } = await signIn(t.app);
    let last = '';
    for (const label of labels()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/my-foods', headers, payload: label });
      if (res.statusCode !== 201) throw new Error(`POST /api/my-foods: ${res.statusCode} ${res.body}`);
      last = res.json().food._id;
    }
    const searches: Call[] = QUERIES.map((q) => ({
      method: 'GET',
      url: `/api/foods/search?q=${encodeURIComponent(q)}`,
    }));
    const parses: Call[] = TEXTS.map((text) => ({ method: 'POST', url: '/api/logs/parse', payload: { text } }));
    const found = await t.app.inject({ method: 'GET', url: '/api/foods/search?q=granola%20miel', headers });
    const own = (found.json().foods as { own?: true }[]).filter((f) => f.own).length;

    // The first search after a change rebuilds the user's list: 20 changes, each then one search.
    const rebuild: number[] = [];
    for (let i = 0; i < 20; i++) {
      await t.app.inject({ method: 'PUT', url: `/api/my-foods/${last}`, headers, payload: labels()[i] });
      const t0 = performance.now();
      await t.app.inject({ method: 'GET', url: `/api/foods/search?q=${QUERIES[i % QUERIES.length]}`, headers });
      rebuild.push(performance.now() - t0);
    }
    rebuild.sort((a, b) => a - b);

    return {
      kind,
      search: await time(t.app, headers, searches),
      parse: await time(t.app, headers, parses),
      searchNone: await time(t.app, plain, searches),
      parseNone: await time(t.app, plain, parses),
      afterChange: `median ${ms(percentile(rebuild, 50))} · max ${ms(rebuild.at(-1)!)} (20 changes)`,
      check: `'granola miel' finds ${own} own foods of ${OWN_FOODS}`,
    };
  } finally {
    await t.close();
  }
}

const results = [];
for (const kind of kinds) results.push(await bench(kind));
console.log(
  `\nload average while measuring: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} (${(await import('node:os')).cpus().length} cores)`,
);
for (const r of results) {
  console.log(`\n== ${r.kind}: full catalog, ${OWN_FOODS} own foods, ${CALLS} calls per figure, in process ==`);
  console.log(`search (500 own)  ${r.search}`);
  console.log(`parse  (500 own)  ${r.parse}`);
  console.log(`search (none)     ${r.searchNone}`);
  console.log(`parse  (none)     ${r.parseNone}`);
  console.log(`first search after a change  ${r.afterChange}`);
  console.log(r.check);
}
