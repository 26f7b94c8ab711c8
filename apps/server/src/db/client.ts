/** Opens the database: PGlite in the data folder by default, PostgreSQL when DATABASE_URL is set. */
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir = in memory
  | { kind: 'postgres'; url: string; schema?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    await client.waitReady;
    return { db: drizzlePglite({ client, schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    // A schema of its own (tests) goes first in the search path of every connection.
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  return { db: drizzlePg({ client: pool, schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

const dialect = new PgDialect();

/** Dates, times and intervals stay the strings PostgreSQL sends, as in drizzle's own queries. */
const RAW_TYPES = new Set<number>([pg.types.builtins.DATE, pg.types.builtins.TIMESTAMP, pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.INTERVAL]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs raw SQL and returns its rows (both drivers answer `{ rows }`). With a `name`, on
 * PostgreSQL through the pool, it runs as a named prepared statement: each connection parses and
 * plans it once instead of on every call, which is most of the cost of the hot, many-joined
 * queries (the session check, a day's records). A name must always go with the same SQL text.
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL, name?: string): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (name && client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params, types });
    return result.rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
