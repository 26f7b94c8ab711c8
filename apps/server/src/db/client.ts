/** Opens the database: PGlite in the data folder by default, PostgreSQL when DATABASE_URL is set. */
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
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
  | { kind: 'postgres'; url: string; schema?: string; poolMax?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    await client.waitReady;
    return { db: drizzlePglite({ client, schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 5,
    // A schema of its own (tests) goes first in the search path of every connection.
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  return { db: drizzlePg({ client: pool, schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

const dialect = new PgDialect();

/** Dates, times and intervals stay the strings PostgreSQL sends, as in drizzle's own queries. */
const RAW_TYPES = new Set<number>([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Stands in for every parameter of a named query: `p.userId` is `sql.placeholder('userId')`. */
const placeholders = new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) });

/**
 * A hot raw query, run on PostgreSQL through the pool as a named prepared statement: its SQL is
 * built once, and each connection parses and plans it once instead of on every call, which is
 * most of the cost of the many-joined queries every screen makes (the session check, a day's
 * records). On PGlite or inside a transaction it runs as a plain query built with the values.
 */
export function namedQuery<T, P extends Record<string, unknown>>(name: string, build: (p: P) => SQL) {
  let compiled: { sql: string; params: unknown[] } | undefined;
  return async (db: Pick<Db, 'execute'>, values: P): Promise<T[]> => {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      compiled ??= dialect.sqlToQuery(build(placeholders as P));
      const result = await client.query<T & pg.QueryResultRow>({
        name,
        text: compiled.sql,
        values: fillPlaceholders(compiled.params, values),
        types,
      });
      return result.rows;
    }
    return queryRows<T>(db, build(values));
  };
}
