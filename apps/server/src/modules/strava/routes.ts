import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlResponse } from '@nutricoach/core/contract/payments';
import { stravaConnectBody, stravaConnectResponse, stravaStatusResponse, stravaUnitsBody, stravaUnitsResponse } from '@nutricoach/core/contract/strava';
import type { Config } from '../../config.ts';
import { connect, connectUrl, disconnect, handleWebhookEvent, putStravaUnits, stravaStatus, type StravaDeps, type StravaWebhookEvent } from './service.ts';

const originOf = (config: Config, request: { protocol: string; host: string }) => config.publicUrl ?? `${request.protocol}://${request.host}`;

/** The signed-in app's calls. */
export const stravaRoutes: FastifyPluginAsyncZod<StravaDeps & { config: Config }> = async (app, deps) => {
  app.get('/strava/status', { schema: { response: { 200: stravaStatusResponse } } }, (req) => stravaStatus(deps.db, req.user.id));
  app.get('/strava/connect-url', { schema: { response: { 200: urlResponse } } }, async (req) => ({ url: await connectUrl(deps, req.user.id, originOf(deps.config, req)) }));
  app.post('/strava/connect', { schema: { body: stravaConnectBody, response: { 200: stravaConnectResponse } } }, (req) => connect(deps, req.user.id, req.body.code, req.body.state));
  app.post('/strava/disconnect', { schema: { response: { 200: stravaStatusResponse } } }, (req) => disconnect(deps, req.user.id));
  // Also while disconnected: the synced workouts stay in the log, and their unit can still change.
  app.put('/strava/units', { schema: { body: stravaUnitsBody, response: { 200: stravaUnitsResponse } } }, (req) => putStravaUnits(deps.db, req.user.id, req.body.units));
};

const webhookEvent = z.object({
  object_type: z.enum(['activity', 'athlete']),
  object_id: z.union([z.number(), z.string().max(40)]),
  aspect_type: z.enum(['create', 'update', 'delete']),
  owner_id: z.union([z.number(), z.string().max(40)]),
  updates: z.record(z.string(), z.string()).optional(),
});

/** Strava's calls, and the sandbox's authorize page. */
export const stravaPublicRoutes: FastifyPluginAsyncZod<StravaDeps & { config: Config }> = async (app, deps) => {
  // Strava checks the callback once when the subscription is created.
  app.get('/strava/webhook', { schema: { querystring: z.object({ 'hub.mode': z.string().optional(), 'hub.challenge': z.string().max(200), 'hub.verify_token': z.string().max(200) }) } }, async (req, reply) => {
    if (req.query['hub.verify_token'] !== deps.config.strava.webhookVerifyToken) return reply.status(403).send({ message: 'Token de verificación no válido', code: 'BAD_VERIFY_TOKEN' });
    return { 'hub.challenge': req.query['hub.challenge'] };
  });
  app.post('/strava/webhook', { schema: { body: webhookEvent } }, async (req) => {
    try {
      return { result: await handleWebhookEvent(deps, req.body as StravaWebhookEvent) };
    } catch (err) {
      // Strava wants a 200 within 2 s and retries otherwise; a failure here is ours to log.
      req.log.error({ err }, 'strava webhook event failed');
      return { result: 'failed' };
    }
  });

  if (deps.strava.name !== 'sandbox') return;
  const authorizeQuery = z.object({ state: z.string().max(1000), redirect_uri: z.string().max(500) });
  app.get('/strava/sandbox/authorize', { schema: { querystring: authorizeQuery } }, async (req, reply) => {
    const back = new URL(req.query.redirect_uri, originOf(deps.config, req));
    const allow = new URL(back);
    allow.searchParams.set('code', `sandbox-${Math.random().toString(36).slice(2, 12)}`);
    allow.searchParams.set('state', req.query.state);
    const deny = new URL(back);
    deny.searchParams.set('error', 'access_denied');
    const path = (u: URL) => `${u.pathname}${u.search}`.replace(/"/g, '&quot;');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Autorizar · Strava (sandbox)</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f7f7fa;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}main{background:#fff;border-radius:20px;padding:28px 24px;max-width:380px;width:100%;box-shadow:0 8px 30px rgba(0,0,0,.08)}h1{font-size:21px;margin:0 0 8px}p{color:#555;line-height:1.45}a{display:block;text-align:center;min-height:48px;line-height:48px;border-radius:12px;font-weight:600;text-decoration:none;margin-top:12px}.ok{background:#fc4c02;color:#fff}.no{background:#eee;color:#222}small{color:#888}</style></head>
<body><main><small>Strava de prueba (sandbox)</small><h1>NutriCoach quiere ver tus actividades</h1><p>Podrá leer tus entrenamientos para registrarlos en tu diario de ejercicio.</p>
<a class="ok" href="${path(allow)}">Autorizar</a><a class="no" href="${path(deny)}">Cancelar</a></main></body></html>`;
  });
};
