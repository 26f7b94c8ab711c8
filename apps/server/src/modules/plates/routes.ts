import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plateSearchQuery, plateSearchResponse } from '@nutricoach/core/contract/plates';
import type { Db } from '../../db/client.ts';
import { gzipLargeReplies } from '../../lib/gzip-replies.ts';
import { searchPlates } from './service.ts';

export const platesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  gzipLargeReplies(app);

  app.get(
    '/diet-plates/search',
    { schema: { querystring: plateSearchQuery, response: { 200: plateSearchResponse } } },
    (req) => searchPlates(db, req.user.id, req.query),
  );
};
