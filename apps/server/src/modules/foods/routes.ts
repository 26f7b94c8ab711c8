import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foodSearchQuery, foodSearchResponse, mealParseBody, mealParseResponse } from '@nutricoach/core/contract/foods';
import type { Db } from '../../db/client.ts';
import { parseMealText, searchCatalogFoods } from './service.ts';

export const foodsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/foods/search', { schema: { querystring: foodSearchQuery, response: { 200: foodSearchResponse } } }, (req) =>
    searchCatalogFoods(db, req.user.id, req.query.q, req.query.limit),
  );

  app.post('/logs/parse', { schema: { body: mealParseBody, response: { 200: mealParseResponse } } }, (req) =>
    parseMealText(db, req.user.id, req.body.text),
  );
};
