/**
 * One error type for every client-facing failure, and the handler that turns errors into
 * `{ message, code? }`: a client's mistake is a 4xx with a Spanish message, never a 500.
 */
import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@nutricoach/core/contract/common';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Sent as Retry-After (a 429 of lib/rate-limit.ts). */
    readonly retryAfterSeconds?: number,
    /** More of the body beside message and code (the barcode lookup's prefill). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Recurso no encontrado', code = 'NOT_FOUND') => new AppError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, message, code);
export const unauthorized = () => new AppError(401, 'Tu sesión ha expirado. Inicia sesión de nuevo.', 'UNAUTHORIZED');
export const tooManyRequests = (message: string, code = 'TOO_MANY_REQUESTS') => new AppError(429, message, code);

/** Spanish texts for the client errors Fastify raises itself (bad JSON, wrong content type...). */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'La solicitud no es válida',
  404: 'Recurso no encontrado',
  405: 'Método no permitido',
  406: 'Formato de respuesta no admitido',
  413: 'La solicitud es demasiado grande',
  414: 'La dirección es demasiado larga',
  415: 'Tipo de contenido no admitido. Envía JSON.',
};

const FIELD_NAMES: Record<string, string> = { body: 'la solicitud', querystring: 'la consulta', params: 'la ruta' };

/** Answers a client error the database found (SQLSTATE class 22, data exception) if validation missed it. */
export const DATA_EXCEPTION = 'INVALID_DATA';

/** The SQLSTATE of a PostgreSQL or PGlite error, also when Drizzle wraps it. */
function sqlState(err: unknown): string | undefined {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the row (SQLSTATE 23505): the caller answers what it means. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/**
 * Every body, query and params, before its schema runs: a string holding U+0000 or a lone
 * surrogate anywhere (in a record, an array, a key) is refused here once, rather than in each of
 * the contract's schemas.
 */
async function refuseUnstorableText(request: FastifyRequest) {
  for (const [part, where] of [
    ['body', 'la solicitud'],
    ['query', 'la consulta'],
    ['params', 'la ruta'],
  ] as const) {
    const path = findUnstorableText(request[part]);
    if (path !== null)
      throw new AppError(
        400,
        `Dato no válido en ${path ? `«${path.slice(0, 80)}»` : where}: ${UNSTORABLE_TEXT_MESSAGE}`,
        'VALIDATION_ERROR',
      );
  }
}

/**
 * For Fastify's `frameworkErrors` option: a malformed or too long URL is answered before any route
 * or error handler runs, in English unless this is passed to `Fastify()`.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply
    .status(status)
    .send({ message: FRAMEWORK_MESSAGES[status] ?? 'La solicitud no es válida', code: err.code ?? 'BAD_REQUEST' });
}

/**
 * Whether the signed-in caller's account is gone: deleted (DELETE /user) after the session check
 * let this call in. Its writes then fail (a foreign-key violation, 23503, on the user reference;
 * a row the code expected is missing); the user gets the 401 their token gets from now on, not a
 * 500. Asked only when a signed-in call has already failed (one primary-key read); a database
 * that cannot answer leaves the original answer.
 */
async function callerDeleted(db: Db, request: FastifyRequest): Promise<boolean> {
  const userId = (request.user as { id?: string } | null)?.id;
  if (!userId) return false;
  try {
    const found = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return found.length === 0;
  } catch {
    return false;
  }
}

export function registerErrorHandler(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('preValidation', refuseUnstorableText);
  app.setErrorHandler(async (err: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field ? `«${field}»` : (FIELD_NAMES[err.validationContext ?? 'body'] ?? 'la solicitud');
      const message = hasOwnMessage(first) ? first!.message : `Dato no válido en ${where}: ${first?.message ?? ''}`;
      return reply.status(400).send({ message, code: 'VALIDATION_ERROR' });
    }
    // Whatever a call whose account went meanwhile failed with (the foreign key of its write, a
    // 'Usuario no encontrado', a row it expected), the answer is the 401 its token now gets.
    // Not asked for a 401 or the plan's 402, which the session check itself raised.
    const sessionAnswer = err instanceof AppError && (err.statusCode === 401 || err.statusCode === 402);
    if (!sessionAnswer && (await callerDeleted(db, request))) {
      request.log.info({ err, sqlState: sqlState(err) }, "the caller's account was deleted during the call");
      const gone = unauthorized();
      return reply.status(gone.statusCode).send({ message: gone.message, code: gone.code });
    }
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply
        .status(err.statusCode)
        .send({ ...err.details, message: err.message, ...(err.code ? { code: err.code } : {}) });
    }
    if (sqlState(err)?.startsWith('22')) {
      // A value the database refused (an impossible date, text it cannot store): the request's
      // fault, but one our validation should have caught, hence the warning.
      request.log.warn({ err }, 'input refused by the database');
      return reply.status(400).send({ message: 'La solicitud contiene un dato no válido', code: DATA_EXCEPTION });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Demasiadas solicitudes. Intenta de nuevo en un momento.'
          : (FRAMEWORK_MESSAGES[status] ?? 'La solicitud no es válida');
      return reply.status(status).send({ message, code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Ocurrió un error en el servidor. Intenta de nuevo en unos minutos.', code: 'INTERNAL' });
  });
}

/**
 * Our schemas set Spanish messages on the fields a user fills; zod's own (Spanish) messages
 * are generic, so those get the field's name in front.
 */
function hasOwnMessage(issue: { message?: string } | undefined): boolean {
  if (!issue?.message) return false;
  return !/^(Entrada inválida|Demasiado|Formato inválido|Opción inválida|Clave|Valor inválido|Número inválido|Entrada no reconocida|Llave)/i.test(
    issue.message,
  );
}
