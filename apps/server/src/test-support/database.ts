/** A fresh, migrated database for one test file: PGlite in memory, or a schema of its own on PostgreSQL. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { openDatabase, openPglite, pgliteDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { TEMPLATE_ENV } from './pglite-templates.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** On PGlite, loaded from the run's migrated dump when there is one (test-support/pglite-templates.ts). */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const template = process.env[TEMPLATE_ENV];
    if (template) return pgliteDatabase(await openPglite({ loadDataDir: new Blob([readFileSync(template)]) }));
    const database = await openDatabase({ kind: 'pglite' });
    await migrate(database.db);
    return database;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema });
  await migrate(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}
