/**
 * Open Food Facts' dump into our products table (issue 30; docs/barcodes.md, Bulk import): one
 * product a line (JSONL), gzipped or not, read as a stream (memory stays flat whatever the file's
 * size), kept when it has a valid barcode, a name and its energy per 100 g (and, when asked, one of
 * the given countries), upserted by code in batches: a second run of the same file changes nothing.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { parseBarcode } from '@nutricoach/core/rules/barcode';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema-products.ts';
import { isLoggable, type OffProduct, productFromOff } from '../providers/food-facts/off-product.ts';

/** Open Food Facts' country tag of each ISO code we serve (its tags are English names). */
export const OFF_COUNTRY_TAGS: Record<string, string> = {
  ar: 'argentina',
  bo: 'bolivia',
  cl: 'chile',
  co: 'colombia',
  cr: 'costa-rica',
  cu: 'cuba',
  ec: 'ecuador',
  sv: 'el-salvador',
  es: 'spain',
  us: 'united-states',
  gt: 'guatemala',
  hn: 'honduras',
  mx: 'mexico',
  ni: 'nicaragua',
  pa: 'panama',
  py: 'paraguay',
  pe: 'peru',
  pr: 'puerto-rico',
  do: 'dominican-republic',
  uy: 'uruguay',
  ve: 'venezuela',
};

export type SkipReason = 'not_json' | 'bad_code' | 'no_name' | 'no_energy' | 'other_country';
export type ImportCounts = {
  read: number;
  kept: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: Record<SkipReason, number>;
};

/** The country tags of `--countries es,mx,pe` (an ISO code, or a tag as Open Food Facts writes it). */
export function countryTags(list: string): string[] {
  return list
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean)
    .map((c) => {
      const tag = OFF_COUNTRY_TAGS[c] ?? c.replace(/^[a-z]{2}:/, '');
      if (!/^[a-z-]+$/.test(tag) || (c.length === 2 && !OFF_COUNTRY_TAGS[c]))
        throw new Error(
          `Unknown country "${c}": use ISO codes (${Object.keys(OFF_COUNTRY_TAGS).join(',')}) or Open Food Facts tags`,
        );
      return tag;
    });
}

/** The file's lines, gunzipped when it is gzip (its first two bytes, whatever its name). */
export async function dumpLines(file: string): Promise<AsyncIterable<string>> {
  const handle = await open(file, 'r');
  const head = Buffer.alloc(2);
  await handle.read(head, 0, 2, 0);
  await handle.close();
  let stream: Readable = createReadStream(file, { highWaterMark: 1 << 20 });
  if (head[0] === 0x1f && head[1] === 0x8b) stream = stream.pipe(createGunzip());
  return createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
}

const COLUMNS = [
  'name',
  'brand',
  'unit',
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'serving_grams',
  'package_grams',
  'countries',
  'search_text',
] as const;

/** Writes one batch; answers how many were new and how many changed (the rest were already so). */
async function upsert(db: Db, rows: (typeof products.$inferInsert)[]) {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const set = Object.fromEntries(
    COLUMNS.map((c) => [c.replace(/_(\w)/g, (_, l: string) => l.toUpperCase()), excluded(c)]),
  );
  const ours = sql.raw(COLUMNS.map((c) => `products.${c}`).join(', '));
  const theirs = sql.raw(COLUMNS.map((c) => `excluded.${c}`).join(', '));
  const written = await db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.code,
      set: { ...set, origin: sql`excluded.origin`, fetchedAt: sql`now()` },
      // A product the same as ours is not rewritten: a second run of a file changes nothing.
      setWhere: sql`(${ours}) is distinct from (${theirs})`,
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  const inserted = written.filter((w) => w.inserted).length;
  return { inserted, updated: written.length - inserted };
}

export type ImportOptions = {
  /** Open Food Facts country tags ('spain'); a product in none of them is skipped. Absent: all. */
  countries?: string[];
  batchSize?: number;
  /** Called after each batch with the counts so far. */
  onBatch?: (counts: ImportCounts) => void;
};

export async function importOffDump(db: Db, lines: AsyncIterable<string>, options: ImportOptions = {}) {
  const counts: ImportCounts = {
    read: 0,
    kept: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: { not_json: 0, bad_code: 0, no_name: 0, no_energy: 0, other_country: 0 },
  };
  const wanted = options.countries?.length ? new Set(options.countries) : null;
  const batchSize = options.batchSize ?? 500;
  // By code: a code twice in one batch would be two updates of one row in one statement.
  let batch = new Map<string, typeof products.$inferInsert>();
  const flush = async () => {
    if (!batch.size) return;
    const rows = [...batch.values()];
    batch = new Map();
    const { inserted, updated } = await upsert(db, rows);
    counts.inserted += inserted;
    counts.updated += updated;
    counts.unchanged += rows.length - inserted - updated;
    options.onBatch?.(counts);
  };
  for await (const line of lines) {
    if (!line.trim()) continue;
    counts.read += 1;
    let product: OffProduct;
    try {
      product = JSON.parse(line) as OffProduct;
      if (!product || typeof product !== 'object') throw new Error('not an object');
    } catch {
      counts.skipped.not_json += 1;
      continue;
    }
    const parsed = typeof product.code === 'string' ? parseBarcode(product.code) : null;
    if (!parsed) {
      counts.skipped.bad_code += 1;
      continue;
    }
    const record = productFromOff(parsed.code, product);
    if (!record.name) counts.skipped.no_name += 1;
    else if (!isLoggable(record)) counts.skipped.no_energy += 1;
    else if (wanted && !record.countries.some((c) => wanted.has(c))) counts.skipped.other_country += 1;
    else {
      counts.kept += 1;
      batch.set(record.code, { ...record, origin: 'dump' });
      if (batch.size >= batchSize) await flush();
    }
  }
  await flush();
  if (counts.inserted + counts.updated > 0) {
    // The search index's pending entries merged and the planner's statistics renewed: a search right
    // after an import reads the index, not a list of the rows just written.
    await db.execute(sql`select gin_clean_pending_list('products_search_trgm_idx'::regclass)`);
    await db.execute(sql`analyze products`);
  }
  return counts;
}
