import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengeIdParams, challengesResponse, joinChallengeResponse } from '@nutricoach/core/contract/challenges';
import type { Db } from '../../db/client.ts';
import { todayOf } from '../../lib/today.ts';
import { joinChallenge, listChallenges } from './service.ts';

export const challengesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/challenges', { schema: { response: { 200: challengesResponse } } }, (req) =>
    listChallenges(db, req.user.id, todayOf(req.timeZone)),
  );
  app.post(
    '/challenges/:id/join',
    { schema: { params: challengeIdParams, response: { 201: joinChallengeResponse } } },
    async (req, reply) =>
      reply.status(201).send(await joinChallenge(db, req.user.id, req.params.id, todayOf(req.timeZone))),
  );
};
