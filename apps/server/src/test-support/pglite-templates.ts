/**
 * Once per server-test run on PGlite: a migrated database dumped to a file, which every test file's
 * database is loaded from (test-support/database.ts). Creating a PGlite database runs initdb in
 * WebAssembly: about 1.5 s per test file here, and the migrations another 0.3 s; loading the dump
 * takes about 0.5 s.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, pgliteDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

export const TEMPLATE_ENV = 'PGLITE_TEMPLATE_FILE';

export default async function setup() {
  if (process.env.TEST_DB === 'postgres' || process.env[TEMPLATE_ENV]) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'nc-pglite-template-'));
  const client = await openPglite();
  const { db } = pgliteDatabase(client);
  const file = path.join(dir, 'migrated.tar');
  try {
    await migrate(db);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await client.close();
  }
  // Read by the test files' openTestDatabase; vitest starts its workers after this, with this env.
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
