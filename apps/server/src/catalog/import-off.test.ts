/**
 * npm run foods:import-off's import (issue 30) on a small dump in the repo (fixtures/off-sample.jsonl):
 * what is kept and why the rest is skipped, gzip read by its bytes, the --countries filter, and a
 * second run that changes nothing. Runs on PGlite and on PostgreSQL as every server test.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../db/schema-products.ts';
import { openTestDatabase } from '../test-support/database.ts';
import type { Database } from '../db/client.ts';
import { countryTags, dumpLines, importOffDump } from './import-off.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/off-sample.jsonl');
let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'nc-off-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute(sql`delete from products`);
});

const stored = () =>
  database.db
    .select({ code: products.code, name: products.name, calories: products.calories, unit: products.unit })
    .from(products)
    .orderBy(asc(products.code));

describe('importing an Open Food Facts dump', () => {
  it('keeps products with a valid code, a name and energy, and counts each reason it skipped one', async () => {
    const counts = await importOffDump(database.db, await dumpLines(FIXTURE), { batchSize: 3 });
    expect(counts).toEqual({
      read: 12,
      kept: 6,
      inserted: 5,
      updated: 0,
      unchanged: 1,
      skipped: { not_json: 1, bad_code: 2, no_name: 1, no_energy: 2, other_country: 0 },
    });
    expect(await stored()).toEqual([
      // The 12-digit UPC-A is stored as its 13-digit EAN, and its energy_100g (kJ) as kcal.
      { code: '0036000291452', name: 'Kleenex-free cereal', calories: 380, unit: 'g' },
      { code: '3017620422003', name: 'Nutella', calories: 539, unit: 'g' },
      { code: '5449000000996', name: 'Coca-Cola', calories: 42, unit: 'ml' },
      { code: '7501055300075', name: 'Tortillinas de harina', calories: 310, unit: 'g' },
      { code: '7751271021555', name: 'Galletas de soda', calories: 450, unit: 'g' },
    ]);
  });

  it('changes nothing on a second run of the same file', async () => {
    await importOffDump(database.db, await dumpLines(FIXTURE));
    const before = await database.db.select().from(products).orderBy(asc(products.code));
    const again = await importOffDump(database.db, await dumpLines(FIXTURE));
    // Six lines kept, five products: Nutella is in the file twice.
    expect(again).toMatchObject({ kept: 6, inserted: 0, updated: 0, unchanged: 5 });
    expect(await database.db.select().from(products).orderBy(asc(products.code))).toEqual(before);
  });

  it('updates a product whose figures changed in a newer dump', async () => {
    await importOffDump(database.db, await dumpLines(FIXTURE));
    const newer = path.join(dir, 'newer.jsonl');
    writeFileSync(
      newer,
      `${JSON.stringify({ code: '3017620422003', product_name: 'Nutella', nutriments: { 'energy-kcal_100g': 540 } })}\n`,
    );
    expect(await importOffDump(database.db, await dumpLines(newer))).toMatchObject({ inserted: 0, updated: 1 });
    expect((await stored()).find((p) => p.code === '3017620422003')?.calories).toBe(540);
  });

  it('reads a gzipped dump by its bytes, whatever its name', async () => {
    const gz = path.join(dir, 'dump.jsonl');
    writeFileSync(gz, gzipSync(readFileSync(FIXTURE)));
    expect(await importOffDump(database.db, await dumpLines(gz))).toMatchObject({ read: 12, kept: 6 });
  });

  it('keeps only the countries asked for', async () => {
    const counts = await importOffDump(database.db, await dumpLines(FIXTURE), { countries: countryTags('mx,pe') });
    expect(counts).toMatchObject({ kept: 3, skipped: expect.objectContaining({ other_country: 3 }) });
    expect((await stored()).map((p) => p.code)).toEqual(['5449000000996', '7501055300075', '7751271021555']);
  });

  it('names the countries by ISO code or by Open Food Facts tag, and refuses an unknown one', () => {
    expect(countryTags('es, MX ,pe')).toEqual(['spain', 'mexico', 'peru']);
    expect(countryTags('en:france')).toEqual(['france']);
    expect(() => countryTags('zz')).toThrow(/Unknown country "zz"/);
  });
});
