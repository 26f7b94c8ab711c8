/** One error type for every client-facing failure, and the handler that turns errors into `{ message, code? }`. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Recurso no encontrado') => new AppError(404, message, 'NOT_FOUND');
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
  415: 'Tipo de contenido no admitido. Envía JSON.',
};

const FIELD_NAMES: Record<string, string> = { body: 'la solicitud', querystring: 'la consulta', params: 'la ruta' };

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ message: err.message, ...(err.code ? { code: err.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field ? `«${field}»` : FIELD_NAMES[err.validationContext ?? 'body'] ?? 'la solicitud';
      const message = hasOwnMessage(first) ? first!.message : `Dato no válido en ${where}: ${first?.message ?? ''}`;
      return reply.status(400).send({ message, code: 'VALIDATION_ERROR' });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? 'Demasiadas solicitudes. Intenta de nuevo en un momento.' : FRAMEWORK_MESSAGES[status] ?? 'La solicitud no es válida';
      return reply.status(status).send({ message, code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Ocurrió un error en el servidor. Intenta de nuevo en unos minutos.', code: 'INTERNAL' });
  });
}

/**
 * Our schemas set Spanish messages on the fields a user fills; zod's own (Spanish) messages
 * are generic, so those get the field's name in front.
 */
function hasOwnMessage(issue: { message?: string } | undefined): boolean {
  if (!issue?.message) return false;
  return !/^(Entrada inválida|Demasiado|Formato inválido|Opción inválida|Clave|Valor inválido|Número inválido|Entrada no reconocida|Llave)/i.test(issue.message);
}
