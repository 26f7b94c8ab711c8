import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shoppingListResponse,
  strictGeneratedResponse,
  strictPlanResponse,
} from '@nutricoach/core/contract/strict-plan';
import { nutritionLog } from '@nutricoach/core/contract/logs';
import { strictLogBody } from '@nutricoach/core/contract/meal-shortcuts';
import type { Db } from '../../db/client.ts';
import { todayOf } from '../../lib/today.ts';
import { generateStrictPlan, getStrictPlan, logPlanMeal, strictGenerated, strictShoppingList } from './service.ts';

export const strictPlanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/diet-plates/strict', { schema: { response: { 200: strictPlanResponse } } }, async (req) => ({
    data: await getStrictPlan(db, req.user.id, todayOf(req.timeZone)),
  }));
  app.post('/diet-plates/strict', { schema: { response: { 200: strictPlanResponse } } }, async (req) => ({
    data: await generateStrictPlan(db, req.user.id, todayOf(req.timeZone)),
  }));
  app.get('/diet-plates/strict-generated', { schema: { response: { 200: strictGeneratedResponse } } }, async (req) => ({
    data: await strictGenerated(db, req.user.id, todayOf(req.timeZone)),
  }));
  app.get(
    '/diet-plates/strict/shopping-list',
    { schema: { response: { 200: shoppingListResponse } } },
    async (req) => ({
      data: await strictShoppingList(db, req.user.id, todayOf(req.timeZone)),
    }),
  );
  app.post(
    '/diet-plates/strict/log',
    { schema: { body: strictLogBody, response: { 201: nutritionLog } } },
    async (req, reply) =>
      reply.status(201).send(await logPlanMeal(db, req.user.id, req.timeZone, req.body.date, req.body.meal_type)),
  );
};
