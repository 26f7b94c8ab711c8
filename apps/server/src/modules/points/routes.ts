import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitmentResponse } from '@nutricoach/core/contract/commitment';
import { pointsHistoryResponse, pointsSummaryResponse, pointsWeekResponse } from '@nutricoach/core/contract/points';
import { dateQuery } from '@nutricoach/core/contract/summaries';
import type { Db } from '../../db/client.ts';
import { todayOf } from '../../lib/today.ts';
import { commitment } from './commitment.ts';
import { pointsHistory, pointsSummary, pointsWeek } from './service.ts';

export const pointsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/user/points/summary',
    { schema: { querystring: dateQuery, response: { 200: pointsSummaryResponse } } },
    (req) => pointsSummary(db, req.user.id, req.query.date ?? todayOf(req.timeZone)),
  );
  app.get('/user/points/week', { schema: { querystring: dateQuery, response: { 200: pointsWeekResponse } } }, (req) =>
    pointsWeek(db, req.user.id, req.query.date ?? todayOf(req.timeZone)),
  );
  app.get('/user/points/history', { schema: { response: { 200: pointsHistoryResponse } } }, (req) =>
    pointsHistory(db, req.user.id, todayOf(req.timeZone), req.timeZone),
  );
  app.get('/user/commitment', { schema: { response: { 200: commitmentResponse } } }, (req) =>
    commitment(db, req.user.id, todayOf(req.timeZone), req.timeZone),
  );
};
