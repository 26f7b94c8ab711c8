/**
 * Graceful drain (issue 31, docs/server-rules.md, Stopping): once a stop begins, a request that
 * arrives on a kept-alive connection is answered 503 with `Connection: close` and Retry-After (a
 * reverse proxy sends it to another process: nothing of it ran), and an answer still being made
 * goes out with `Connection: close`, so every connection ends after its last answer, none is reset.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the drain: new requests get 503, answers close their connection. */
    beginDrain: () => void;
  }
}

export const DRAINING_MESSAGE = 'El servidor se está reiniciando. Intenta de nuevo en unos segundos.';

export function registerDrain(app: FastifyInstance) {
  let draining = false;
  app.decorate('beginDrain', () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ message: DRAINING_MESSAGE, code: 'SERVER_RESTARTING' });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}
