import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openTestDatabase, TEST_DATABASE_URL, testDbKind } from '../test-support/database.ts';
import { type Database, type Db, namedQuery, queryRows } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Row = { n: number; d: string; t: string; u: string; j: { a: number[] }; missing: null };
const sample = namedQuery<Row, { n: number; d: string; u: string }>(
  'client_test_sample',
  (p) => sql`select ${p.n}::int + 1 as n, ${p.d}::date as d, '2026-01-02 03:04:05+00'::timestamptz as t,
    ${p.u}::uuid as u, json_build_object('a', json_build_array(1, 2)) as j, null as missing`,
);
const u = '0b6f4c52-5d0c-4a7e-9a57-5a2f4a3b1c9d';

describe('namedQuery (prepared once per session)', () => {
  it('answers what the same query answers through drizzle, call after call', async () => {
    const plain = await queryRows<Row>(
      database.db,
      sql`select ${1}::int + 1 as n, ${'2026-03-01'}::date as d, '2026-01-02 03:04:05+00'::timestamptz as t,
        ${u}::uuid as u, json_build_object('a', json_build_array(1, 2)) as j, null as missing`,
    );
    for (let i = 0; i < 8; i++) {
      // Past five runs PostgreSQL may switch to a generic plan: the answers stay the same.
      expect(await sample(database.db, { n: 1, d: '2026-03-01', u })).toEqual(plain);
    }
    expect(await sample(database.db, { n: 41, d: '2026-03-02', u })).toEqual([{ ...plain[0], n: 42, d: '2026-03-02' }]);
  });

  it('raises the database error of a bad value and keeps working afterwards', async () => {
    const err = await sample(database.db, { n: 1, d: '2026-02-30', u }).catch((e: unknown) => e);
    const codeOf = (e: unknown): unknown =>
      (e as { code?: unknown }).code ?? (e as { cause?: { code?: unknown } }).cause?.code;
    expect(codeOf(err)).toMatch(/^22/);
    expect((await sample(database.db, { n: 2, d: '2026-03-01', u }))[0]!.n).toBe(3);
  });

  it('inside a transaction runs on the transaction and sees its writes', async () => {
    const count = namedQuery<{ n: number }, { phone: string }>(
      'client_test_count',
      (p) => sql`select count(*)::int n from users where phone = ${p.phone}`,
    );
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into users (phone, name, trial_ends_at) values ('+51900000999', 'T', now())`);
        expect(await count(tx, { phone: '+51900000999' })).toEqual([{ n: 1 }]);
        tx.rollback();
      })
      .catch(() => {});
    expect(await count(database.db, { phone: '+51900000999' })).toEqual([{ n: 0 }]);
  });

  it('refuses a second statement under a name already taken (as node-postgres does)', async () => {
    const other = namedQuery<{ n: number }, Record<string, never>>('client_test_sample', () => sql`select 2 as n`);
    // On PostgreSQL a pool of one connection: another connection of a pool has not prepared the first.
    const pool = testDbKind === 'postgres' ? new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 }) : null;
    const db = pool ? ({ $client: pool } as unknown as Db) : database.db;
    try {
      expect((await sample(db, { n: 1, d: '2026-03-01', u }))[0]!.n).toBe(2);
      await expect(other(db, {})).rejects.toThrow(/must be unique/);
      expect((await sample(db, { n: 2, d: '2026-03-01', u }))[0]!.n).toBe(3);
    } finally {
      await pool?.end();
    }
  });

  it('prepares the statement again on another database (a second PGlite, a new pool)', async () => {
    const other = await openTestDatabase();
    try {
      expect((await sample(other.db, { n: 5, d: '2026-03-01', u }))[0]!.n).toBe(6);
      expect((await sample(database.db, { n: 6, d: '2026-03-01', u }))[0]!.n).toBe(7);
    } finally {
      await other.close();
    }
  });
});
