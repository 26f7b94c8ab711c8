import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foodTableResponse, foodTypeParams, tasteBody, tasteResponse } from '@nutricoach/core/contract/food-table';
import type { Db } from '../../db/client.ts';
import { gzipLargeReplies } from '../../lib/gzip-replies.ts';
import { getFoodTable, setTaste } from './service.ts';

export const foodTableRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  gzipLargeReplies(app);

  app.get('/food-table/all', { schema: { response: { 200: foodTableResponse } } }, (req) =>
    getFoodTable(db, req.user.id),
  );

  app.put(
    '/food-table/:foodTypeId',
    { schema: { params: foodTypeParams, body: tasteBody, response: { 200: tasteResponse } } },
    (req) => setTaste(db, req.user.id, req.params.foodTypeId, req.body.taste),
  );
};
