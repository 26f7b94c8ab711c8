/** Builds the Fastify app (API under /api plus the built SPA). Only server.ts listens. */
import { createServer } from 'node:http';
import Fastify, {
  type FastifyInstance,
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type onSendHookHandler,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@nutricoach/core/contract/zod-es';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrors, registerErrorHandler } from './lib/errors.ts';
import { registerAccessLog } from './lib/access-log.ts';
import { honourIdempotencyKeys } from './lib/idempotency.ts';
import { registerJsonParser } from './lib/json-depth.ts';
import { registerDrain } from './lib/drain.ts';
import { limitWrites } from './lib/rate-limit.ts';
import { registerMetrics } from './lib/metrics.ts';
import { markAccess, registerOpenApi } from './lib/openapi.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerWebBuild } from './lib/web-build.ts';
import { decorateSession, requireActivePlan, sessionHook } from './lib/session.ts';
import { createTokenService } from './lib/tokens.ts';
import { createMessaging } from './providers/messaging/index.ts';
import { createPayments } from './providers/payments/index.ts';
import type { PaymentsProvider } from './providers/payments/types.ts';
import type { MessagingProvider } from './providers/messaging/types.ts';
import { appConfigRoutes } from './modules/app-config/routes.ts';
import { authRoutes, sessionRoutes } from './modules/auth/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { devChatPage } from './modules/dev/chat.ts';
import { coachChatRoutes } from './modules/coach-chat/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { paymentsPublicRoutes, paymentsRoutes } from './modules/payments/routes.ts';
import { preferencesRoutes } from './modules/preferences/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { referralsRoutes } from './modules/referrals/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { foodTableRoutes } from './modules/food-table/routes.ts';
import { platesRoutes } from './modules/plates/routes.ts';
import { logsRoutes } from './modules/logs/routes.ts';
import { foodsRoutes } from './modules/foods/routes.ts';
import { favoritesRoutes } from './modules/favorites/routes.ts';
import { myFoodsRoutes } from './modules/my-foods/routes.ts';
import { pointsRoutes } from './modules/points/routes.ts';
import { challengesRoutes } from './modules/challenges/routes.ts';
import { summariesRoutes } from './modules/summaries/routes.ts';
import { strictPlanRoutes } from './modules/strict-plan/routes.ts';
import { stravaPublicRoutes, stravaRoutes } from './modules/strava/routes.ts';
import { waitForCallsOnClose } from './lib/in-flight.ts';
import { secretBox } from './lib/secret-box.ts';
import { createStrava } from './providers/strava/index.ts';
import type { StravaProvider } from './providers/strava/types.ts';
import { openFoodFacts } from './providers/food-facts/open-food-facts.ts';
import type { FoodFactsProvider } from './providers/food-facts/types.ts';
import { barcodeRoutes } from './modules/barcode/routes.ts';
import { professionalsRoutes } from './modules/professionals/routes.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  messaging?: MessagingProvider;
  payments?: PaymentsProvider;
  strava?: StravaProvider;
  foodFacts?: FoodFactsProvider;
  logger?: boolean;
  /** Where the log goes (tests read it); stdout when unset. */
  logStream?: { write(line: string): void };
  /**
   * Sees every answer before it leaves, as an async onSend hook of the root that resolves to the
   * payload (the tests check each answer against the document: test-support/conformance.ts).
   */
  onAnswer?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
};

export async function buildApp({
  config,
  database,
  messaging,
  payments,
  strava,
  foodFacts,
  logger = true,
  logStream,
  onAnswer,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) } : false,
    // lib/access-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The TCP peer is the client unless TRUST_PROXY names the proxies in front (request.ip, per-IP limits).
    trustProxy: config.trustProxy,
    bodyLimit: 1_000_000,
    // The drain (lib/drain.ts) answers requests that come during a stop, in Spanish, and server.ts
    // closes idle connections itself after a moment: a request already on its way over a kept-alive
    // connection gets a 503 to retry elsewhere instead of a reset.
    return503OnClosing: false,
    forceCloseConnections: false,
    // A malformed or too long URL is answered before any route: in Spanish too.
    frameworkErrors,
    // Signed links (billing portal) travel as one path segment.
    routerOptions: { maxParamLength: 1000 },
    // A client that sends its headers or its body slowly is cut (408) instead of holding a
    // connection for ever (issue 31; Fastify's default request timeout is none). Node checks the
    // timeouts once per connectionsCheckingInterval, so a second keeps the cut close to the limit.
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: config.timeouts.headersMs,
          requestTimeout: config.timeouts.requestMs,
          keepAliveTimeout: 72_000,
          connectionsCheckingInterval: 1_000,
        },
        handler,
      ),
  }).withTypeProvider<ZodTypeProvider>();
  if (onAnswer) app.addHook('onSend', onAnswer as onSendHookHandler);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { db: database.db });
  registerJsonParser(app);
  registerDrain(app);
  await registerSecurityHeaders(app, config.publicUrl);
  decorateSession(app);
  waitForCallsOnClose(app, { maxWaitMs: 10_000 });
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  registerAccessLog(app);
  registerMetrics(app, { metricsToken: config.metricsToken, production: config.env === 'production' });

  const { db } = database;
  const tokens = createTokenService(config.jwtSecret);
  const deps = { db, config, tokens, messaging: messaging ?? createMessaging(config, db, app.log) };
  const stravaDeps = {
    db,
    config,
    tokens,
    strava: strava ?? createStrava(config),
    box: secretBox(config.strava.tokenKey),
  };
  const paymentDeps = { db, config, tokens, payments: payments ?? createPayments(config, db, tokens, app.log) };

  await app.register(
    async (api) => {
      // Public calls.
      await api.register(healthRoutes, { database });
      await api.register(appConfigRoutes, { config });
      await api.register(authRoutes, deps);
      await api.register(devRoutes, { db, config });
      // Twilio's signed webhook: the WhatsApp coach (issue 16).
      await api.register(coachChatRoutes, { db, config });

      await api.register(paymentsPublicRoutes, paymentDeps);
      await api.register(stravaPublicRoutes, stravaDeps);

      // Everything else needs a session.
      await api.register(async (authed) => {
        authed.addHook('onRoute', markAccess('session'));
        authed.addHook('onRequest', sessionHook({ db, tokens }));
        // Per-user write limit, counted in the database (lib/rate-limit.ts).
        authed.addHook('onRequest', limitWrites(db, config.limits.writesPerMinute));
        honourIdempotencyKeys(authed, db);
        // Open whatever the plan: signing out, paying, referrals.
        await authed.register(sessionRoutes, { db });
        await authed.register(paymentsRoutes, paymentDeps);
        await authed.register(referralsRoutes, { db, payments: paymentDeps.payments, tokens });
        // Export and account deletion: the user's data is theirs whatever their plan (issue 19).
        await authed.register(accountRoutes, {
          db,
          payments: paymentDeps.payments,
          strava: stravaDeps,
          tokens,
          exportsPerHour: config.limits.exportsPerHour,
        });
        // The nutritionist (issue 33): a professional needs no plan of their own, and a client can
        // always stop sharing their diary.
        await authed.register(professionalsRoutes, deps);
        // The product: needs an active plan (trial or paid).
        await authed.register(async (paid) => {
          paid.addHook('onRoute', markAccess('plan'));
          paid.addHook('onRequest', requireActivePlan);
          await paid.register(preferencesRoutes, { db });
          await paid.register(usersRoutes, { db });
          await paid.register(onboardingRoutes, { db });
          await paid.register(foodTableRoutes, { db });
          await paid.register(platesRoutes, { db });
          await paid.register(logsRoutes, { db });
          await paid.register(foodsRoutes, { db });
          await paid.register(barcodeRoutes, {
            db,
            foodFacts: foodFacts ?? openFoodFacts(config.foodFacts, app.log),
            callsPerMinute: config.foodFacts.callsPerMinute,
          });
          await paid.register(favoritesRoutes, { db });
          await paid.register(myFoodsRoutes, { db });
          await paid.register(summariesRoutes, { db });
          await paid.register(pointsRoutes, { db });
          await paid.register(challengesRoutes, { db });
          await paid.register(strictPlanRoutes, { db });
          await paid.register(stravaRoutes, stravaDeps);
        });
      });
    },
    { prefix: '/api' },
  );

  // The WhatsApp coach's simulator page (development, this machine only).
  await app.register(devChatPage, { config });
  registerWebBuild(app, config.webDistDir);
  return app;
}
