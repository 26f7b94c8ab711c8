import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type DailySummary,
  dailySummaryResponse,
  dateQuery,
  weeklySummaryResponse,
  weightMeasurementsResponse,
} from '@nutricoach/core/contract/summaries';
import type { Db } from '../../db/client.ts';
import { checkSessionNow, completeSessionCheck } from '../../lib/session.ts';
import { todayOf } from '../../lib/today.ts';
import { checkedDailySummary, dailySummary, weeklySummary, weightHistory } from './service.ts';

export const summariesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The hottest call: its one statement also checks the session (lib/session.ts), in the route's
  // onRequest, so the session's 401 and the plan's 402 still come before the query's validation.
  const checkSession = checkSessionNow(db);
  // No handler of this plugin runs with the session check still pending, whatever its hook did.
  app.addHook('preHandler', checkSession);
  const answered = new WeakMap<FastifyRequest, DailySummary>();
  app.get(
    '/summaries/daily',
    {
      config: { checksSessionInStatement: true },
      onRequest: async (req) => {
        const query = dateQuery.safeParse(req.query);
        if (!query.success) return checkSession(req);
        const { summary, active } = await checkedDailySummary(
          db,
          req.user.id,
          query.data.date ?? todayOf(req.timeZone),
          req.user.sessionId,
        );
        await completeSessionCheck(req, active);
        answered.set(req, summary);
      },
      schema: { querystring: dateQuery, response: { 200: dailySummaryResponse } },
    },
    (req) => answered.get(req) ?? dailySummary(db, req.user.id, req.query.date ?? todayOf(req.timeZone)),
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
