/**
 * Applies the committed drizzle-kit migrations (apps/server/drizzle) in order, once each.
 * Ours rather than drizzle's migrator so that migrations run inside whatever schema the
 * connection's search_path names (tests give every run a schema of its own), and so that
 * two processes starting together on one PostgreSQL do not both migrate (advisory lock).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../lib/app-paths.ts';
import { queryRows, type Db } from './client.ts';

const LOCK_KEY = 727_001; // any constant shared by every process of this app

type Journal = { entries: { idx: number; tag: string }[] };

export function readMigrations(): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => ({
      tag,
      statements: readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8')
        // drizzle-kit qualifies foreign keys with "public"; the search_path decides instead.
        .replaceAll('"public".', '')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    }));
}

export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await queryRows<{ tag: string }>(tx, sql`select tag from schema_migrations`);
    const doneTags = new Set(done.map((r) => r.tag));
    for (const migration of readMigrations()) {
      if (doneTags.has(migration.tag)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (tag) values (${migration.tag})`);
      applied.push(migration.tag);
    }
  });
  return applied;
}
