/**
 * npm run bench:products -- [--count 300000] [--db pglite|postgres] [--import-only] — packaged
 * products at scale (issue 30; docs/barcodes.md): writes a gzipped JSONL dump of `count` generated
 * products (Spanish names, brands and sizes; valid EAN-13 codes), imports it with the real command
 * (`apps/server/src/cli/import-off.ts`, a child process: its lines/s and peak memory), then times
 * GET /api/foods/search through the real app at one database connection: p50/p95 over a mix of
 * generic words, brands, partial words and misses, and checks that generic words still put the
 * catalog's generic food first. On PostgreSQL it works in a database of its own, dropped after.
 * Run it with `nice` on a shared machine; it prints the figures for docs/barcodes.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { gs1CheckDigit } from '../packages/core/src/rules/barcode.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { searchProducts } from '../apps/server/src/catalog/products.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { signIn } from '../apps/server/src/test-support/app.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1]! : fallback;
};
const count = Number(option('count', '300000'));
const kind = option('db', 'pglite') as 'pglite' | 'postgres';
const importOnly = args.includes('--import-only');
/** Leaves the PostgreSQL database (nc_bench_products) in place, to look at its plans. */
const keep = args.includes('--keep');
const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'nc_bench_products';

// What a supermarket's shelves hold, in the words their labels use.
const KINDS = [
  ['Arroz', ['extra', 'superior', 'integral', 'graneado', 'añejo', 'parboil'], 350],
  ['Galletas', ['de soda', 'de vainilla', 'integrales', 'de chocolate', 'rellenas de fresa', 'de avena'], 460],
  ['Leche', ['entera', 'descremada', 'evaporada', 'sin lactosa', 'chocolatada', 'semidescremada'], 62],
  ['Yogur', ['natural', 'griego', 'de fresa', 'bebible de durazno', 'light', 'de vainilla'], 80],
  ['Fideos', ['spaghetti', 'tallarín', 'canuto', 'corbata', 'cabello de ángel', 'codito'], 355],
  ['Atún', ['en aceite', 'en agua', 'filete', 'desmenuzado', 'trozos'], 190],
  ['Cereal', ['de maíz', 'de chocolate', 'con miel', 'de avena', 'multigrano'], 380],
  ['Chocolate', ['de taza', 'con leche', 'bitter 70 %', 'con maní', 'blanco'], 540],
  ['Jugo', ['de naranja', 'de durazno', 'de mango', 'de manzana', 'surtido'], 45],
  ['Pan', ['de molde blanco', 'integral', 'de hot dog', 'de hamburguesa', 'multicereal'], 265],
  ['Queso', ['fresco', 'edam', 'mantecoso', 'parmesano', 'crema'], 300],
  ['Salsa', ['de tomate', 'mayonesa', 'de ají', 'golf', 'barbacoa'], 150],
  ['Aceite', ['vegetal', 'de oliva', 'de girasol', 'de canola'], 884],
  ['Frijoles', ['negros refritos', 'bayos', 'pintos', 'canarios'], 110],
  ['Avena', ['tradicional', 'instantánea', 'con quinua', 'en hojuelas'], 375],
  ['Café', ['instantáneo', 'molido', 'en grano', 'descafeinado'], 350],
  ['Bebida', ['gaseosa cola', 'gaseosa de naranja', 'energizante', 'isotónica'], 40],
  ['Mantequilla', ['con sal', 'sin sal', 'light'], 717],
  ['Mermelada', ['de fresa', 'de durazno', 'de piña', 'de mora'], 250],
  ['Papas fritas', ['clásicas', 'onduladas', 'con sal de mar', 'picantes'], 536],
] as const;
const BRANDS = [
  'Costeño',
  'Gloria',
  'Field',
  'Bimbo',
  'La Serenísima',
  'Alpina',
  'Colanta',
  'Nestlé',
  'Don Vittorio',
  'Molitalia',
  'Florida',
  'Campomar',
  'Primor',
  'Laive',
  'Soprole',
  'Colún',
  'Lala',
  'Herdez',
  'La Costeña',
  'Arcor',
  'Bagley',
  'Hacendado',
  'Carrefour',
  'Tía Rosa',
  'Zuko',
  'Marinela',
  'Ramo',
  'Noel',
  'Zenú',
  'Tottus',
  'Wong',
  'Jumbo',
  'Líder',
  'Éxito',
  'Olímpica',
  'Aurrera',
  'Soriana',
  'Dia',
  'Eroski',
  'Mercadona',
];
const SIZES = ['100 g', '200 g', '250 g', '400 g', '500 g', '750 g', '1 kg', '5 kg', '330 ml', '1 l'];
const COUNTRIES = ['en:peru', 'en:mexico', 'en:spain', 'en:colombia', 'en:chile', 'en:argentina'];

async function writeDump(file: string) {
  const gzip = createGzip({ level: 1 });
  const out = createWriteStream(file);
  gzip.pipe(out);
  for (let i = 0; i < count; i += 1) {
    const [word, kinds, kcal] = KINDS[i % KINDS.length]!;
    const variant = kinds[Math.floor(i / KINDS.length) % kinds.length];
    const brand = BRANDS[Math.floor(i / 7) % BRANDS.length]!;
    const size = SIZES[i % SIZES.length];
    const body = `779${String(i).padStart(9, '0')}`;
    const product = {
      code: body + gs1CheckDigit(body),
      product_name: `${word} ${variant} ${brand} ${size}`,
      brands: brand,
      nutriments: {
        'energy-kcal_100g': kcal + (i % 17),
        proteins_100g: 5 + (i % 7),
        carbohydrates_100g: 30 + (i % 30),
        fat_100g: 2 + (i % 9),
      },
      serving_quantity: 30 + (i % 5) * 10,
      product_quantity: 250 + (i % 4) * 250,
      product_quantity_unit: 'g',
      countries_tags: [COUNTRIES[i % COUNTRIES.length], COUNTRIES[(i + 3) % COUNTRIES.length]],
    };
    if (!gzip.write(`${JSON.stringify(product)}\n`)) await once(gzip, 'drain');
  }
  gzip.end();
  await once(out, 'finish');
}

async function postgresBenchUrl() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB}`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

async function dropPostgresBench() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}

function runImport(file: string, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/import-off.ts', file], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`import exited ${code}`)))),
  );
}

const QUERIES = [
  'arroz',
  'leche',
  'pan',
  'galletas',
  'yogur',
  'atun',
  'queso',
  'avena',
  'cafe',
  'aceite',
  'chocolate',
  'jugo',
  'galletas field',
  'leche gloria',
  'arroz costeño',
  'yogur alpina fresa',
  'papas fritas picantes',
  'mermelada de mora',
  'fideos don vittorio',
  'cereal de chocolate nestle',
  'mercadona',
  'bagley',
  'tia rosa',
  'frijoles refritos',
  'arro',
  'galle',
  'manteq',
  'pollo',
  'manzana',
  'xyzzyqw',
  'salsa golf',
  'bebida isotonica',
];
/** Generic words whose first result must be the catalog's generic food (docs/portions-and-search.md). */
const GENERIC_FIRST: Record<string, string> = { arroz: 'arroz-blanco', leche: 'leche-entera', pan: 'pan-frances' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const dir = mkdtempSync(path.join(tmpdir(), 'nc-bench-products-'));
const dump = path.join(dir, 'products.jsonl.gz');
try {
  const writing = Date.now();
  await writeDump(dump);
  const size = Number(execFileSync('stat', ['-c', '%s', dump]).toString().trim());
  console.log(
    `dump: ${count.toLocaleString('en')} products, ${(size / 1e6).toFixed(1)} MB gzipped, written in ${((Date.now() - writing) / 1000).toFixed(1)} s`,
  );

  const env: Record<string, string> =
    kind === 'postgres' ? { DATABASE_URL: await postgresBenchUrl() } : { DATA_DIR: path.join(dir, 'data') };
  console.log(`import (${kind}):\n${(await runImport(dump, env)).trim()}`);
  if (importOnly) console.log(`the same file again (${kind}):\n${(await runImport(dump, env)).trim()}`);

  if (!importOnly) {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      DB_POOL_MAX: '1',
      ...env,
    });
    const database =
      kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL!, poolMax: 1 })
        : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR!, 'pglite') });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      const { headers } = await signIn(app);
      const search = (q: string, limit: number) =>
        app.inject({ method: 'GET', url: `/api/foods/search?q=${encodeURIComponent(q)}&limit=${limit}`, headers });
      for (const [word, id] of Object.entries(GENERIC_FIRST)) {
        const first = (await search(word, 8)).json().foods[0]?._id;
        console.log(`'${word}' first: ${first} ${first === id ? '(the generic food)' : `(expected ${id})`}`);
      }
      const shown = (await search('arroz costeño', 8)).json().foods.map((f: { name: string }) => f.name);
      console.log(`'arroz costeño': ${shown.slice(0, 4).join(' · ')}`);
      // The products' query alone (what the catalog's search in the process does not cost).
      const alone: number[] = [];
      for (let round = 0; round < 10; round += 1)
        for (const q of QUERIES) {
          const started = performance.now();
          await searchProducts(database.db, q, 8);
          alone.push(performance.now() - started);
        }
      alone.sort((a, b) => a - b);
      console.log(
        `products query alone (limit 8): p50 ${percentile(alone, 0.5).toFixed(1)} ms, p95 ${percentile(alone, 0.95).toFixed(1)} ms`,
      );
      for (const limit of [8, 20]) {
        for (const q of QUERIES) await search(q, limit); // warm: plans prepared, pages cached
        const times: number[] = [];
        const worst = new Map<string, number>();
        for (let round = 0; round < 10; round += 1)
          for (const q of QUERIES) {
            const started = performance.now();
            const res = await search(q, limit);
            const ms = performance.now() - started;
            if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
            times.push(ms);
            worst.set(q, Math.max(worst.get(q) ?? 0, ms));
          }
        times.sort((a, b) => a - b);
        const slowest = [...worst].sort((a, b) => b[1] - a[1]).slice(0, 3);
        console.log(
          `search limit=${limit} (${kind}, ${count.toLocaleString('en')} products, ${times.length} requests, 1 connection): ` +
            `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; ` +
            `slowest: ${slowest.map(([q, ms]) => `'${q}' ${ms.toFixed(1)}`).join(', ')}`,
        );
      }
    } finally {
      await app.close();
      await database.close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (kind === 'postgres' && !keep) await dropPostgresBench();
}
