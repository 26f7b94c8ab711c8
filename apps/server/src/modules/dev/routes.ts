/**
 * Development-only calls. They answer only where the local stand-ins are in use and only to this
 * machine: messaging is `console`, NODE_ENV is not production, and the TCP peer is a loopback
 * address (the socket's own, never X-Forwarded-For). Anyone else gets the same 404 as an unknown
 * route, so the outbox (which holds sign-in codes) is not even seen to exist.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuery, outboxResponse } from '@nutricoach/core/contract/dev';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { devOutbox } from '../../db/schema.ts';
import { guardDevRoutes } from './guard.ts';
import { devChatRoutes } from './chat.ts';
import { toE164 } from '../../lib/phone.ts';

export const devRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  if (!guardDevRoutes(app, config)) return;

  app.get(
    '/dev/outbox',
    { schema: { querystring: outboxQuery, response: { 200: outboxResponse } } },
    async (request) => {
      const rows = await db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, toE164(request.query.phone)))
        .orderBy(desc(devOutbox.createdAt))
        .limit(50);
      return {
        messages: rows.map((m) => ({ to: m.to, text: m.text, code: m.code, created_at: m.createdAt.toISOString() })),
      };
    },
  );

  await app.register(devChatRoutes, { db, config });
};
