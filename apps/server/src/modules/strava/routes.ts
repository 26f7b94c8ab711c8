import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlResponse } from '@nutricoach/core/contract/payments';
import {
  stravaConnectBody,
  stravaConnectResponse,
  stravaStatusResponse,
  stravaUnitsBody,
  stravaUnitsResponse,
} from '@nutricoach/core/contract/strava';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { sandboxStravaPages } from '../../providers/strava/sandbox-routes.ts';
import { connect, connectUrl, disconnect, putStravaUnits, stravaStatus, type StravaDeps } from './service.ts';
import {
  CONFIRMATION_INTERVAL_SECONDS,
  handleWebhookEvent,
  recheckPending,
  type StravaWebhookEvent,
  type WebhookOutcome,
} from './webhook.ts';

const originOf = (config: Config, request: { protocol: string; host: string }) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

/** The signed-in app's calls. */
export const stravaRoutes: FastifyPluginAsyncZod<StravaDeps & { config: Config }> = async (app, deps) => {
  app.get('/strava/status', { schema: { response: { 200: stravaStatusResponse } } }, async (req) => ({
    ...(await stravaStatus(deps.db, req.user.id)),
    available: deps.strava.name !== 'none',
  }));
  app.get('/strava/connect-url', { schema: { response: { 200: urlResponse } } }, async (req) => ({
    url: await connectUrl(deps, req.user.id, originOf(deps.config, req)),
  }));
  app.post(
    '/strava/connect',
    { schema: { body: stravaConnectBody, response: { 200: stravaConnectResponse } } },
    (req) => connect(deps, req.user.id, req.body.code, req.body.state),
  );
  app.post('/strava/disconnect', { schema: { response: { 200: stravaStatusResponse } } }, (req) =>
    disconnect(deps, req.user.id),
  );
  // Also while disconnected: the synced workouts stay in the log, and their unit can still change.
  app.put('/strava/units', { schema: { body: stravaUnitsBody, response: { 200: stravaUnitsResponse } } }, (req) =>
    putStravaUnits(deps.db, req.user.id, req.body.units),
  );
};

const webhookEvent = z.object({
  object_type: z.enum(['activity', 'athlete']),
  object_id: z.union([z.number(), z.string().max(40)]),
  aspect_type: z.enum(['create', 'update', 'delete']),
  owner_id: z.union([z.number(), z.string().max(40)]),
  updates: z.record(z.string(), z.string()).optional(),
  subscription_id: z.union([z.number(), z.string().max(40)]).optional(),
});

const challengeQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.challenge': z.string().max(200),
  'hub.verify_token': z.string().max(200),
});

/** Equal strings, compared in constant time (hashes first, so the length leaks nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Strava's calls (the webhook), and the sandbox's authorize page while the sandbox is in use. */
export const stravaPublicRoutes: FastifyPluginAsyncZod<StravaDeps & { config: Config }> = async (app, deps) => {
  if (deps.strava.name === 'none') return; // Strava is not offered: nothing of it is mounted.

  await app.register(async (scope) => {
    const webhook = scope.withTypeProvider<ZodTypeProvider>();
    // Strava does not sign its events: the callback path carries a secret (docs/server-rules.md).
    // A wrong one is answered as a path that does not exist, before the body is even read.
    webhook.addHook('onRequest', async (request) => {
      const { token } = request.params as { token?: string };
      if (!token || !sameSecret(token, deps.config.strava.webhookPathToken)) throw notFound();
    });
    // warn: Fastify's request lines at info would write the secret path into the log.
    const quiet = { logLevel: 'warn' as const };

    // Strava checks the callback once when the subscription is created.
    webhook.get('/strava/webhook/:token', { ...quiet, schema: { querystring: challengeQuery } }, async (req, reply) => {
      if (req.query['hub.verify_token'] !== deps.config.strava.webhookVerifyToken)
        return reply.status(403).send({ message: 'Token de verificación no válido', code: 'BAD_VERIFY_TOKEN' });
      return { 'hub.challenge': req.query['hub.challenge'] };
    });

    // What an athlete's minute held back is tried again when it is up (best effort: the checks are
    // recorded in the database, and the athlete's next event tries them too).
    const rechecks = new Map<string, NodeJS.Timeout>();
    const follow = (outcome: WebhookOutcome, log: { error: (o: object, m: string) => void }) => {
      if (outcome.error) log.error({ err: outcome.error }, 'strava webhook check failed');
      const userId = outcome.recheckUserId;
      if (!userId || rechecks.has(userId)) return;
      const timer = setTimeout(
        () => {
          rechecks.delete(userId);
          recheckPending(deps, userId).then(
            (next) => follow(next, app.log),
            (err) => app.log.error({ err }, 'strava webhook recheck failed'),
          );
        },
        (CONFIRMATION_INTERVAL_SECONDS + 1) * 1000,
      );
      timer.unref();
      rechecks.set(userId, timer);
    };
    webhook.addHook('onClose', async () => {
      for (const timer of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
    });

    webhook.post('/strava/webhook/:token', { ...quiet, schema: { body: webhookEvent } }, async (req) => {
      try {
        const outcome = await handleWebhookEvent(
          deps,
          req.body as StravaWebhookEvent,
          deps.config.strava.subscriptionId,
        );
        follow(outcome, req.log);
        return { result: outcome.result };
      } catch (err) {
        // Strava wants a 200 within 2 s and retries otherwise; a failure here is ours to log.
        req.log.error({ err }, 'strava webhook event failed');
        return { result: 'failed' };
      }
    });
  });

  if (deps.strava.name === 'sandbox' && deps.config.env !== 'production') {
    await app.register(sandboxStravaPages, { originOf: (request) => originOf(deps.config, request) });
  }
};
