import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dailySummaryResponse,
  dateQuery,
  weeklySummaryResponse,
  weightMeasurementsResponse,
} from '@nutricoach/core/contract/summaries';
import type { Db } from '../../db/client.ts';
import { todayOf } from '../../lib/today.ts';
import { dailySummary, weeklySummary, weightHistory } from './service.ts';

export const summariesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/summaries/daily', { schema: { querystring: dateQuery, response: { 200: dailySummaryResponse } } }, (req) =>
    dailySummary(db, req.user.id, req.query.date ?? todayOf(req.timeZone)),
  );
  app.get(
    '/summaries/weekly',
    { schema: { querystring: dateQuery, response: { 200: weeklySummaryResponse } } },
    (req) => weeklySummary(db, req.user.id, req.query.date ?? todayOf(req.timeZone)),
  );
  app.get('/summaries/weight-measurement', { schema: { response: { 200: weightMeasurementsResponse } } }, (req) =>
    weightHistory(db, req.user.id),
  );
};
