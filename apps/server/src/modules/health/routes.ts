import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@nutricoach/core/contract/health';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const, db: database.kind };
  });
};
