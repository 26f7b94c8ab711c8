/**
 * Limits counted in the database (issue 31; docs/server-rules.md, Limits per user): one row per
 * limit, subject and fixed window in `rate_counters`, added to by one upsert, so every API process
 * on the same PostgreSQL counts into the same row and a second process does not double a limit.
 * A bucket is any limit with a window: a user's writes, a user's exports, and later a shared
 * budget of calls to an outside service (issue 30's Open Food Facts: subject 'all').
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { namedQuery, type Db } from '../db/client.ts';
import { rateCounters } from '../db/schema.ts';
import { AppError } from './errors.ts';

export type RateLimit = { bucket: string; limit: number; windowSeconds: number };

const countHit = namedQuery<
  { hits: number; seconds_left: number },
  { bucket: string; subject: string; windowSeconds: number }
>(
  'rate_limit_hit',
  (p) => sql`
    insert into rate_counters (bucket, subject, window_start, hits)
    values (${p.bucket}, ${p.subject},
            to_timestamp(floor(extract(epoch from now()) / ${p.windowSeconds}::int) * ${p.windowSeconds}::int), 1)
    on conflict (bucket, subject, window_start) do update set hits = rate_counters.hits + 1
    returning hits,
      extract(epoch from window_start + make_interval(secs => ${p.windowSeconds}::int) - now())::float8 as seconds_left`,
);

/** Windows older than a day are deleted now and then (one hit in CLEANUP_ONE_IN). */
const CLEANUP_ONE_IN = 500;

/**
 * Counts one hit of `subject` on the limit: null while within it, else how many seconds until the
 * window ends (a refused hit is counted too: a client that keeps knocking does not get in sooner).
 */
export async function countAgainst(db: Db, rule: RateLimit, subject: string): Promise<number | null> {
  const [row] = await countHit(db, { bucket: rule.bucket, subject, windowSeconds: rule.windowSeconds });
  if (Math.random() * CLEANUP_ONE_IN < 1) {
    await db.delete(rateCounters).where(sql`${rateCounters.windowStart} < now() - interval '1 day'`);
  }
  return row!.hits > rule.limit ? Math.max(1, Math.ceil(row!.seconds_left)) : null;
}

/** Throws RateLimited when `subject` is over the limit. */
export async function enforce(
  db: Db,
  rule: RateLimit,
  subject: string,
  message: (seconds: number) => string,
  code: string,
) {
  const wait = await countAgainst(db, rule, subject);
  if (wait !== null) throw new AppError(429, message(wait), code, wait);
}

export const LIMIT_MESSAGES = {
  writes: (seconds: number) =>
    `Estás guardando demasiados cambios seguidos. Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e intenta de nuevo.`,
  export: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Ya descargaste tus datos varias veces en la última hora. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
  },
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Signing out is never refused: a user flooding by mistake must still be able to leave. */
const NEVER_LIMITED = new Set(['/api/auth/logout', '/api/auth/logout-all']);

/** Whether a signed-in `method` on `path` counts against the write limit (and so may answer 429). */
export const isWriteLimited = (method: string, path: string) => WRITE_METHODS.has(method) && !NEVER_LIMITED.has(path);

/** An onRequest hook (after the session's) that counts the user's writes. */
export function limitWrites(db: Db, writesPerMinute: number) {
  const rule: RateLimit = { bucket: 'writes', limit: writesPerMinute, windowSeconds: 60 };
  return async function countWrite(request: FastifyRequest) {
    if (!isWriteLimited(request.method, request.url.split('?')[0]!)) return;
    await enforce(db, rule, request.user.id, LIMIT_MESSAGES.writes, 'TOO_MANY_WRITES');
  };
}
