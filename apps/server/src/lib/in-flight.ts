/**
 * Calls still being handled. A shutdown (app.close()) waits for them before the database closes:
 * Fastify waits for open connections, but a client that went away mid-call closes its connection
 * while the handler is still writing, and a handler cut between two writes could leave half a change.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function waitForCallsOnClose(app: FastifyInstance, { maxWaitMs }: { maxWaitMs: number }) {
  const pending = new Set<FastifyRequest>();
  let onIdle: (() => void) | null = null;
  const finished = (request: FastifyRequest) => {
    if (pending.delete(request) && pending.size === 0) onIdle?.();
  };
  app.addHook('onRequest', async (request) => {
    pending.add(request);
  });
  // onSend comes once the handler (or the error handler) has its answer, whether or not the
  // client is still there to receive it; onResponse covers an answer sent without a payload hook.
  app.addHook('onSend', async (request, _reply, payload) => {
    finished(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => finished(request));
  app.addHook('onClose', async () => {
    if (pending.size === 0) return;
    app.log.info(`esperando ${pending.size} llamadas en curso antes de cerrar`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, maxWaitMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
