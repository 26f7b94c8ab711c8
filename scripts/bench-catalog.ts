/**
 * node --import tsx scripts/bench-catalog.ts [pglite|postgres ...] — the food catalog's figures:
 * seed time (cold, warm, version upgrade), GET /api/food-table/all and GET /api/diet-plates/search
 * latency (p50/p99 over a few hundred calls, in process with app.inject: no network), the food
 * table's size raw and gzipped, and the search again with 5,000 plates (the catalog's plates
 * cloned). PostgreSQL runs at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * in a schema of its own, dropped at the end. With no argument both databases are measured.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildCatalogData, seedCatalog, type PlateRow } from '../apps/server/src/catalog/seed.ts';
import { CATALOG_VERSION } from '../apps/server/src/catalog/version.ts';

const CALLS = Number(process.env.CALLS ?? 300);
const TARGET_PLATES = 5000;
const kinds = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];

const SEARCHES = [
  '',
  '?meal_type=lunch',
  '?meal_type=dinner&calories_min=300&calories_max=600',
  '?ingredients=pollo',
  `?ingredients=${encodeURIComponent('ají amarillo, cebolla')}`,
  '?page=3',
  '?diet=classic_keto&meal_type=breakfast',
  '?diet=low_carb_moderate&ingredients=huevo&page=2',
];

const ms = (n: number) => `${n.toFixed(1)} ms`;
function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeCalls(app: FastifyInstance, headers: Record<string, string>, urls: string[]) {
  for (const url of urls.slice(0, 10)) await app.inject({ method: 'GET', url, headers }); // warm up
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const url = urls[i % urls.length]!;
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The catalog's plates cloned (new ids, same everything else) until there are `target`. */
function manyPlates(plates: PlateRow[], target: number): PlateRow[] {
  const out = [...plates];
  for (let copy = 1; out.length < target; copy++) {
    for (const p of plates) {
      if (out.length >= target) break;
      out.push({ ...p, id: `${p.id}-bench-${copy}`, name: `${p.name} (${copy + 1})`, position: out.length });
    }
  }
  return out;
}

async function bench(kind: string) {
  process.env.TEST_DB = kind;
  // test-support reads TEST_DB when imported; a fresh import per kind.
  const { createTestApp, signIn } = await import(`../apps/server/src/test-support/app.ts?kind=${kind}`);
  const t = await createTestApp();
  try {
    const t0 = performance.now();
    const data = buildCatalogData();
    const build = performance.now() - t0;
    const cold = await seedCatalog(t.db, { data: () => data });
    const warm = await seedCatalog(t.db);
    const upgrade = await seedCatalog(t.db, { version: CATALOG_VERSION + 1, data: () => data });

    const { headers } = await signIn(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/allergies-dislikes',
      headers,
      payload: { allergies: ['nuts'], dislikes: [] },
    });
    await t.app.inject({ method: 'PUT', url: '/api/food-table/mango', headers, payload: { taste: 'allergic' } });

    const table = await t.app.inject({ method: 'GET', url: '/api/food-table/all', headers });
    const tableGz = await t.app.inject({
      method: 'GET',
      url: '/api/food-table/all',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    const foodTable = await timeCalls(t.app, headers, ['/api/food-table/all']);
    const searchUrls = SEARCHES.map((q) => `/api/diet-plates/search${q}`);
    const search = await timeCalls(t.app, headers, searchUrls);

    const big = manyPlates(data.plates, TARGET_PLATES);
    const bigSeed = await seedCatalog(t.db, {
      version: CATALOG_VERSION + 2,
      data: () => ({ foods: data.foods, plates: big }),
    });
    const search5k = await timeCalls(t.app, headers, searchUrls);
    const totals = await Promise.all(
      searchUrls
        .slice(0, 3)
        .map(async (u) => (await t.app.inject({ method: 'GET', url: u, headers })).json().pagination.total as number),
    );

    return {
      kind,
      foods: data.foods.length,
      plates: data.plates.length,
      build: ms(build),
      seedCold: ms(cold.ms),
      seedWarm: ms(warm.ms),
      seedUpgrade: ms(upgrade.ms),
      seed5k: ms(bigSeed.ms),
      foodTable: `p50 ${ms(foodTable.p50)} · p99 ${ms(foodTable.p99)}`,
      foodTableSize: `${(table.rawPayload.length / 1024).toFixed(1)} kB raw · ${(tableGz.rawPayload.length / 1024).toFixed(1)} kB gzip (served) · ${(gzipSync(table.rawPayload, { level: 9 }).length / 1024).toFixed(1)} kB gzip -9`,
      search: `p50 ${ms(search.p50)} · p99 ${ms(search.p99)} (${data.plates.length} plates)`,
      search5k: `p50 ${ms(search5k.p50)} · p99 ${ms(search5k.p99)} (${big.length} plates; totals of the first queries ${totals.join(', ')})`,
    };
  } finally {
    await t.close();
  }
}

const results = [];
for (const kind of kinds) {
  try {
    results.push(await bench(kind));
  } catch (err) {
    console.error(`${kind}: ${err instanceof Error ? err.message : err}`);
  }
}
for (const r of results) {
  console.log(`\n== ${r.kind} (${r.foods} foods, ${r.plates} plates, ${CALLS} calls per figure, in process) ==`);
  for (const [key, value] of Object.entries(r))
    if (!['kind', 'foods', 'plates'].includes(key)) console.log(`${key.padEnd(14)} ${value}`);
}
