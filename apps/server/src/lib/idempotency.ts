/**
 * Idempotency-Key on the signed-in POSTs (issue 17): a client that retries a request (the web
 * app's offline queue, a flaky network) sends the same key, and gets the first answer again
 * instead of a second meal, weight or checkout. As Stripe does it: the key is the user's, kept
 * 24 h; the same key with another request is refused (422); a request still running with it
 * answers 409; a 5xx is not kept, so the retry runs. Rules in docs/server-rules.md.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, badRequest, conflict } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's answer is kept (Stripe keeps 24 h too). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A first request that has not answered in this long died with its process: its claim is dropped
 * and the retry runs (a request answers in milliseconds; the shutdown deadline is 13.5 s).
 */
export const ABANDONED_AFTER_SECONDS = 60;
/** Visible ASCII, 1 to 255 characters: a UUID, or any opaque token a client makes. */
const KEY = /^[\x21-\x7e]{1,255}$/;

type Claim = { userId: string; key: string };
const claims = new WeakMap<FastifyRequest, Claim>();

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** Adds the rule to every POST of `scope` (whose routes have a session: request.user). */
export function honourIdempotencyKeys(scope: FastifyInstance, db: Db) {
  scope.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || key === undefined) return;
    if (typeof key !== 'string' || !KEY.test(key))
      throw badRequest(
        'La cabecera Idempotency-Key no es válida: de 1 a 255 caracteres visibles',
        'INVALID_IDEMPOTENCY_KEY',
      );
    const userId = request.user.id;
    const hash = requestHash(request);
    // Expired keys of this user go first, so an old key starts afresh; so does an abandoned claim.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          or(
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
            and(
              isNull(idempotencyKeys.status),
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
            ),
          ),
        ),
      );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      claims.set(request, { userId, key });
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (first && first.requestHash !== hash)
      throw new AppError(422, 'Esta clave Idempotency-Key ya se usó con otra solicitud', 'IDEMPOTENCY_KEY_REUSED');
    if (!first || first.status === null || first.body === null)
      throw conflict(
        'Una solicitud con esta clave todavía está en curso. Intenta de nuevo en unos segundos.',
        'IDEMPOTENCY_IN_PROGRESS',
      );
    return reply
      .code(first.status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(first.body);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    // A server failure is not an answer to keep: the retry runs the request again.
    if (reply.statusCode >= 500 || typeof payload !== 'string') await db.delete(idempotencyKeys).where(where);
    else await db.update(idempotencyKeys).set({ status: reply.statusCode, body: payload }).where(where);
    return payload;
  });
}
