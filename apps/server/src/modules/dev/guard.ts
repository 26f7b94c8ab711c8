/**
 * Where development-only calls and pages exist: messaging is `console`, NODE_ENV is not production,
 * and the request comes from someone at this machine (`isLocalDeveloper`: a loopback peer, a
 * localhost Host, no proxy header). Anyone else gets the same 404 as an unknown route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { isLocalDeveloper } from '../../lib/peer.ts';

/** False: the plugin registers nothing. True: its routes answer this machine only. */
export function guardDevRoutes(app: FastifyInstance, config: Config): boolean {
  if (config.env === 'production' || config.messagingProvider !== 'console') return false;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isLocalDeveloper(request)) throw notFound();
  });
  return true;
}
