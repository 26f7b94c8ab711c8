/**
 * Idempotency-Key on the signed-in POSTs (issue 17): a client that retries a request (the web
 * app's offline queue, a flaky network) sends the same key, and gets the first answer again
 * instead of a second meal, weight or checkout. As Stripe does it: the key is the user's, kept
 * 24 h; the same key with another request is refused (422); a 5xx is not kept, so the retry runs.
 *
 * Issue 31: the handler's writes and the key's record commit in one transaction, so a process
 * killed at any moment leaves either both or neither: a retry after a crash can no longer write
 * a second row. The handler runs inside that transaction (db/client.ts `requestTransaction`), and
 * the transaction commits once the answer is known (onSend), before the client receives it.
 * Rules in docs/server-rules.md.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { type Db, requestTransaction } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, badRequest, conflict } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's answer is kept (Stripe keeps 24 h too). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A record without an answer (written by a version before issue 31, which claimed the key before
 * the write) older than this belonged to a process that died: it is dropped and the retry runs.
 */
export const ABANDONED_AFTER_SECONDS = 60;
/** How long a transaction waits for the answer after its handler returned (it comes in milliseconds). */
const ANSWER_WAIT_MS = 10_000;
/** Visible ASCII, 1 to 255 characters: a UUID, or any opaque token a client makes. */
const KEY = /^[\x21-\x7e]{1,255}$/;

type Claim = { userId: string; key: string; hash: string };
/** What the transaction waits for: the answer to keep, or a rollback. */
type Answer = { status: number; body: string } | 'rollback';
/**
 * A request whose handler runs in the key's transaction: onSend hands it the answer, then waits
 * for the commit. `failed`: the handler threw, the transaction rolled back.
 */
type Pending = { answer: (a: Answer) => void; committed: Promise<unknown>; failed: boolean };

const claims = new WeakMap<FastifyRequest, Claim>();
const pending = new WeakMap<FastifyRequest, Pending>();

/** Thrown inside the transaction to roll it back without an error of the request's own. */
class Rollback extends Error {}
/** Another request with the key committed while this one waited for its row: answer as it did. */
class AlreadyAnswered extends Error {}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

const keyOf = (claim: Claim) => and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

/** The answer kept under a key: replayed, refused (another request: 422) or still running (409). */
async function answerFromRecord(db: Db, claim: Claim, reply: FastifyReply) {
  const [first] = await db.select().from(idempotencyKeys).where(keyOf(claim));
  if (!first) return false;
  if (first.requestHash !== claim.hash)
    throw new AppError(422, 'Esta clave Idempotency-Key ya se usó con otra solicitud', 'IDEMPOTENCY_KEY_REUSED');
  if (first.status === null || first.body === null)
    throw conflict(
      'Una solicitud con esta clave todavía está en curso. Intenta de nuevo en unos segundos.',
      'IDEMPOTENCY_IN_PROGRESS',
    );
  reply
    .code(first.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(first.body);
  return true;
}

/** Adds the rule to every POST of `scope` (whose routes have a session: request.user). */
export function honourIdempotencyKeys(scope: FastifyInstance, db: Db) {
  // Every POST handler of the scope runs in the key's transaction when its request has a key.
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function idempotent(request, reply) {
      const claim = claims.get(request);
      if (!claim) return handler.call(this, request, reply);
      return runInTransaction(db, claim, request, reply, () => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });

  scope.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || key === undefined) return;
    if (typeof key !== 'string' || !KEY.test(key))
      throw badRequest(
        'La cabecera Idempotency-Key no es válida: de 1 a 255 caracteres visibles',
        'INVALID_IDEMPOTENCY_KEY',
      );
    const claim = { userId: request.user.id, key, hash: requestHash(request) };
    // Expired keys of this user go first, so an old key starts afresh; so does an abandoned record.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, claim.userId),
          or(
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
            and(
              isNull(idempotencyKeys.status),
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
            ),
          ),
        ),
      );
    if (await answerFromRecord(db, claim, reply)) return reply;
    claims.set(request, claim);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const open = pending.get(request);
    pending.delete(request);
    const keep = reply.statusCode < 500 && typeof payload === 'string';
    if (open) {
      // The handler's writes and the answer commit together, before the client hears it.
      open.answer(keep ? { status: reply.statusCode, body: payload as string } : 'rollback');
      await open.committed;
      if (!open.failed) return payload;
    }
    // The handler failed (its transaction rolled back, nothing was written): a client error it
    // answered is still the answer to this key; a 5xx is not kept, so the retry runs. A record
    // that cannot be written (the user was deleted meanwhile) is simply not kept.
    if (keep) {
      await db
        .insert(idempotencyKeys)
        .values({
          userId: claim.userId,
          key: claim.key,
          requestHash: claim.hash,
          status: reply.statusCode,
          body: payload,
        })
        .onConflictDoNothing()
        .catch((err: unknown) => request.log.info({ err }, 'idempotency: the answer could not be kept'));
    }
    return payload;
  });
}

/**
 * Runs the handler in a transaction that first takes the key (a concurrent request with the same
 * key waits for this one's commit, then replays its answer) and commits with the answer's record
 * once onSend hands it over. The handler's own promise goes back to Fastify as it is: a handler
 * that answers with `reply.send()` returns the reply, which settles only once the answer is sent.
 */
function runInTransaction(
  db: Db,
  claim: Claim,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => unknown,
): Promise<unknown> {
  let start!: (run: () => unknown) => void;
  const started = new Promise<() => unknown>((resolve) => {
    start = resolve;
  });
  let answer!: (a: Answer) => void;
  const answered = new Promise<Answer>((resolve) => {
    answer = resolve;
  });
  const state: Pending = { answer, committed: Promise.resolve(), failed: false };
  let handed = false;
  state.committed = db
    .transaction(async (tx) => {
      const taken = await tx
        .insert(idempotencyKeys)
        .values({ userId: claim.userId, key: claim.key, requestHash: claim.hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (taken.length === 0) throw new AlreadyAnswered();
      // From here onSend (even one a handler triggers itself with reply.send) hands over the answer.
      pending.set(request, state);
      const run = Promise.resolve(requestTransaction.run(tx, handler));
      handed = true;
      start(() => run);
      // The handler's failure rolls back; else the answer onSend hands over is kept. An answer
      // that never comes must not hold the transaction (and on PGlite the database).
      let timer: ReturnType<typeof setTimeout> | undefined;
      const outcome = await Promise.race([
        answered,
        run.then(
          () => new Promise<never>(() => {}),
          () => 'threw' as const,
        ),
        new Promise<'rollback'>((resolve) => {
          timer = setTimeout(() => resolve('rollback'), ANSWER_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (outcome === 'threw') state.failed = true;
      if (outcome === 'threw' || outcome === 'rollback') throw new Rollback();
      await tx.update(idempotencyKeys).set({ status: outcome.status, body: outcome.body }).where(keyOf(claim));
    })
    .catch((err: unknown) => {
      if (err instanceof Rollback) return;
      if (err instanceof AlreadyAnswered) {
        // Another request with this key committed while this one waited for the key's row.
        claims.delete(request);
        start(async () => {
          if (!(await answerFromRecord(db, claim, reply)))
            throw conflict(
              'Una solicitud con esta clave todavía está en curso. Intenta de nuevo en unos segundos.',
              'IDEMPOTENCY_IN_PROGRESS',
            );
          return reply;
        });
        return;
      }
      // The key could not be taken: the request fails as a whole (a 5xx, not kept).
      if (!handed) {
        start(() => Promise.reject(err));
        return;
      }
      // The commit failed: onSend, waiting for it, fails the answer (nothing it wrote remains).
      throw err;
    });
  return started.then((run) => run());
}
