/**
 * JSON bodies nested deeper than MAX_JSON_DEPTH are refused with a 400 before they are parsed
 * (issue 31): a body of 100,000 '[' parsed fine but overflowed the stack of every recursive walk
 * after it (the Idempotency-Key hash, the unstorable-text check) and answered 500. No request of
 * the API nests deeper than 6; the cap leaves room for any client's shape.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const MAX_JSON_DEPTH = 32;

/** True when `text` opens more than `max` arrays and objects inside one another (strings skipped). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (proto-poisoning checks, empty body), behind the depth check. */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(
        new AppError(400, `La solicitud tiene más de ${MAX_JSON_DEPTH} niveles anidados`, 'JSON_TOO_DEEP'),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
