import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  questionnaireBody,
  questionnaireResponse,
  storedQuestionnaireResponse,
  userObjectiveResponse,
} from '@nutricoach/core/contract/onboarding';
import type { Db } from '../../db/client.ts';
import { completeOnboarding, getQuestionnaire, putQuestionnaire } from './service.ts';

export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/user/questionnaire', { schema: { response: { 200: storedQuestionnaireResponse } } }, (req) =>
    getQuestionnaire(db, req.user.id),
  );
  app.put(
    '/user/questionnaire',
    { schema: { body: questionnaireBody, response: { 200: questionnaireResponse } } },
    (req) => putQuestionnaire(db, req.user.id, req.timeZone, req.body),
  );
  app.post('/user/onboarding-completed', { schema: { response: { 200: userObjectiveResponse } } }, (req) =>
    completeOnboarding(db, req.user.id),
  );
};
