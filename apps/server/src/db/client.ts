/** Opens the database: PGlite in the data folder by default, PostgreSQL when DATABASE_URL is set. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, parse as pgliteParse, protocol, types as pgliteTypes } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/**
 * The transaction a request's handler runs in, when it has one (lib/idempotency.ts: a write and
 * its Idempotency-Key record commit together). Every query made through the `db` that
 * `openDatabase` returns goes into it while the handler runs, whichever module makes it.
 */
export const requestTransaction = new AsyncLocalStorage<Db>();

/** `db`, sending each call to the current request's transaction when there is one. */
function routedThroughRequestTransaction(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const from = requestTransaction.getStore() ?? target;
      const value = Reflect.get(from, property);
      return typeof value === 'function' ? value.bind(from) : value;
    },
  });
}

/** A PGlite database: in `dataDir`, else in memory, empty or loaded from a dump (`loadDataDir`, tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  // pg_trgm: the food search over packaged products (drizzle/0021_product_search.sql).
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions })
    : new PGlite({ extensions, loadDataDir: options.loadDataDir });
  await client.waitReady;
  return client;
}

export function pgliteDatabase(client: PGlite): Database {
  return {
    db: routedThroughRequestTransaction(drizzlePglite({ client, schema }) as unknown as Db),
    kind: 'pglite',
    close: () => client.close(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return pgliteDatabase(await openPglite(options));
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 5,
    // A schema of its own (tests) goes first in the search path of every connection. Tests do not
    // wait for each commit's flush to disk: a crash of PostgreSQL is not what they test, and the
    // waits were about 15% of the PostgreSQL pass.
    options: options.schema ? `-c search_path=${options.schema} -c synchronous_commit=off` : undefined,
  });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  return {
    db: routedThroughRequestTransaction(drizzlePg({ client: pool, schema }) as unknown as Db),
    kind: 'postgres',
    close: () => pool.end(),
  };
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
 * A hot raw query, run as a named prepared statement: its SQL is built once, and the database
 * parses and plans it once instead of on every call, which is most of the cost of the
 * many-joined queries every screen makes (the session check, a day's records). On PostgreSQL each
 * pooled connection prepares it; on PGlite the one session does (see `pglitePrepared`). Inside a
 * transaction it runs as a plain query built with the values.
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
    if (client instanceof PGlite) {
      compiled ??= dialect.sqlToQuery(build(placeholders as P));
      return pglitePrepared<T>(client, name, compiled.sql, fillPlaceholders(compiled.params, values));
    }
    return queryRows<T>(db, build(values));
  };
}

/** Dates and times stay PostgreSQL's strings, as drizzle's PGlite driver answers raw queries. */
const PGLITE_RAW_TYPES = [
  pgliteTypes.TIMESTAMP,
  pgliteTypes.TIMESTAMPTZ,
  pgliteTypes.INTERVAL,
  pgliteTypes.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/**
 * The instance's parsers with those overrides, merged once: PGlite's `parseResults` merges a
 * query's own parsers into its ~200 (one per array type) on every call, 11 % of the CPU under load.
 */
const rawParsersOf = new WeakMap<PGlite, PGlite['parsers']>();
function rawParsers(client: PGlite): PGlite['parsers'] {
  let parsers = rawParsersOf.get(client);
  if (!parsers) {
    parsers = { ...client.parsers };
    for (const oid of PGLITE_RAW_TYPES) parsers[oid] = (value: string) => value;
    rawParsersOf.set(client, parsers);
  }
  return parsers;
}

/** Per PGlite instance, the statements its session has prepared: their text and parameters' types. */
const preparedOn = new WeakMap<PGlite, Map<string, { text: string; paramTypes: number[] }>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite's `query()` sends six protocol messages through the WebAssembly Postgres one at a time
 * (parse, describe, bind, describe, execute, sync) and parses and plans the statement every time:
 * ~0.8 ms for `select 1` on the 2-core machine, and PGlite runs one statement at a time. Here the
 * statement is parsed once per instance (with a describe, for its parameters' types) and each call
 * is a single bind + describe + execute + sync: ~0.15 ms for `select 1`, and the plan is cached as
 * PostgreSQL caches a prepared statement's. Same locks as `query()` (it waits for a transaction in
 * progress), same parameter serializers and result parsers as drizzle's raw queries on PGlite, and
 * the same write to disk afterwards.
 */
async function pglitePrepared<T>(client: PGlite, name: string, text: string, params: unknown[]): Promise<T[]> {
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let statements = preparedOn.get(client);
      if (!statements) {
        statements = new Map();
        preparedOn.set(client, statements);
      }
      const prepared = statements.get(name);
      // As node-postgres does: one name, one statement.
      if (prepared && prepared.text !== text) {
        throw new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
      }
      let paramTypes = prepared?.paramTypes;
      if (!paramTypes) {
        const { messages } = await client.execProtocol(
          concat([
            protocol.serialize.parse({ name, text }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        paramTypes = pgliteParse.parseDescribeStatementResults(messages);
        statements.set(name, { text, paramTypes });
      }
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serialize = client.serializers[paramTypes[i]!];
        return serialize ? serialize(param) : String(param);
      });
      const { messages } = await client.execProtocol(
        concat([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      return (pgliteParse.parseResults(messages, rawParsers(client), { rowMode: 'object' })[0]?.rows ?? []) as T[];
    }),
  );
}
