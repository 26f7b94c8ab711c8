/** Development-only calls: never mounted when NODE_ENV=production. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuery, outboxResponse } from '@nutricoach/core/contract/dev';
import type { Db } from '../../db/client.ts';
import { devOutbox } from '../../db/schema.ts';
import { toE164 } from '../auth/service.ts';

export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/outbox', { schema: { querystring: outboxQuery, response: { 200: outboxResponse } } }, async (request) => {
    const rows = await db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, toE164(request.query.phone)))
      .orderBy(desc(devOutbox.createdAt))
      .limit(50);
    return { messages: rows.map((m) => ({ to: m.to, text: m.text, code: m.code, created_at: m.createdAt.toISOString() })) };
  });
};
