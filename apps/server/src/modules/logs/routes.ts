import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  copyLogsBody,
  copyLogsResponse,
  deletedResponse,
  itemIdParams,
  logIdParams,
  mealItemAmount,
  nutritionLog,
  nutritionLogBody,
  trainingLog,
  trainingLogBody,
  weightLogBody,
  weightLogResponse,
} from '@nutricoach/core/contract/logs';
import { recentLogsQuery, recentLogsResponse } from '@nutricoach/core/contract/meal-shortcuts';
import type { Db } from '../../db/client.ts';
import { copyLogs } from './copy.ts';
import { recentLogs } from './recent.ts';
import {
  createNutritionLog,
  createTrainingLog,
  deleteMealItem,
  deleteNutritionLog,
  deleteTrainingLog,
  logWeight,
  updateMealItem,
  updateNutritionLog,
  updateTrainingLog,
} from './service.ts';

export const logsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/logs/nutrition',
    { schema: { body: nutritionLogBody, response: { 201: nutritionLog } } },
    async (req, reply) =>
      reply.status(201).send(await createNutritionLog(db, req.user.id, req.timeZone, req.body.nutrition_log)),
  );
  app.put(
    '/logs/nutrition/:id',
    { schema: { params: logIdParams, body: nutritionLogBody, response: { 200: nutritionLog } } },
    (req) => updateNutritionLog(db, req.user.id, req.timeZone, req.params.id, req.body.nutrition_log),
  );
  app.delete('/logs/nutrition/:id', { schema: { params: logIdParams, response: { 200: deletedResponse } } }, (req) =>
    deleteNutritionLog(db, req.user.id, req.params.id),
  );
  app.patch(
    '/logs/nutrition/:id/items/:item_id',
    { schema: { params: itemIdParams, body: mealItemAmount, response: { 200: nutritionLog } } },
    (req) => updateMealItem(db, req.user.id, req.params.id, req.params.item_id, req.body),
  );
  app.delete(
    '/logs/nutrition/:id/items/:item_id',
    { schema: { params: itemIdParams, response: { 200: nutritionLog } } },
    (req) => deleteMealItem(db, req.user.id, req.params.id, req.params.item_id),
  );
  app.post('/logs/copy', { schema: { body: copyLogsBody, response: { 201: copyLogsResponse } } }, async (req, reply) =>
    reply.status(201).send(await copyLogs(db, req.user.id, req.timeZone, req.body)),
  );
  app.get('/logs/recent', { schema: { querystring: recentLogsQuery, response: { 200: recentLogsResponse } } }, (req) =>
    recentLogs(db, req.user.id, req.query.meal_type),
  );

  app.post(
    '/logs/training',
    { schema: { body: trainingLogBody, response: { 201: trainingLog } } },
    async (req, reply) =>
      reply.status(201).send(await createTrainingLog(db, req.user.id, req.timeZone, req.body.training_log)),
  );
  app.put(
    '/logs/training/:id',
    { schema: { params: logIdParams, body: trainingLogBody, response: { 200: trainingLog } } },
    (req) => updateTrainingLog(db, req.user.id, req.timeZone, req.params.id, req.body.training_log),
  );
  app.delete('/logs/training/:id', { schema: { params: logIdParams, response: { 200: deletedResponse } } }, (req) =>
    deleteTrainingLog(db, req.user.id, req.params.id),
  );

  app.post('/logs/weight', { schema: { body: weightLogBody, response: { 200: weightLogResponse } } }, (req) =>
    logWeight(db, req.user.id, req.timeZone, req.body.date, req.body.weight),
  );
};
