import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allergiesDislikesBody,
  allergiesDislikesResponse,
  deficitBody,
  dietConditionBody,
  dietConditionResponse,
  dietTypeBody,
  dietTypeListResponse,
  dietTypeQuery,
  objectiveBody,
  tourCompletedBody,
  tourCompletedResponse,
  userCountryBody,
  userCountryResponse,
  userInfoBody,
  userInfoResponse,
  userObjectiveResponse,
  userPlanResponse,
  weightGoalBody,
  weightGoalResponse,
} from '@nutricoach/core/contract/onboarding';
import type { DietCondition } from '@nutricoach/core/constants/onboarding';
import { adjustGoalBody, expenditureResponse } from '@nutricoach/core/contract/account';
import type { Db } from '../../db/client.ts';
import { todayOf } from '../../lib/today.ts';
import { getPreferences, savePreferences } from '../preferences/service.ts';
import { answerGoalAdjustment, getExpenditure } from './expenditure.ts';
import { dietOptions, getObjective, getPlan, putDeficit, putDietType, putObjective } from './objective.ts';
import {
  allergiesDislikesOf,
  getUserInfo,
  putAllergiesDislikes,
  putCountry,
  putTourCompleted,
  putUserInfo,
  putWeightGoal,
  requireUser,
  weightGoalOf,
} from './profile.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/user/info', { schema: { response: { 200: userInfoResponse } } }, (req) => getUserInfo(db, req.user.id));
  app.put('/user/info', { schema: { body: userInfoBody, response: { 200: userInfoResponse } } }, (req) =>
    putUserInfo(db, req.user.id, req.timeZone, req.body.personal_info),
  );
  app.put('/user/country', { schema: { body: userCountryBody, response: { 200: userCountryResponse } } }, (req) =>
    putCountry(db, req.user.id, req.body.country),
  );

  app.get('/user/weight-goal', { schema: { response: { 200: weightGoalResponse } } }, async (req) =>
    weightGoalOf(await requireUser(db, req.user.id)),
  );
  app.put('/user/weight-goal', { schema: { body: weightGoalBody, response: { 200: weightGoalResponse } } }, (req) =>
    putWeightGoal(db, req.user.id, req.body.weight_goal),
  );

  app.get('/user/objective', { schema: { response: { 200: userObjectiveResponse } } }, (req) =>
    getObjective(db, req.user.id),
  );
  app.put('/user/objective', { schema: { body: objectiveBody, response: { 200: userObjectiveResponse } } }, (req) =>
    putObjective(db, req.user.id, req.timeZone, req.body.objective),
  );
  app.put('/user/diet-type', { schema: { body: dietTypeBody, response: { 200: userObjectiveResponse } } }, (req) =>
    putDietType(db, req.user.id, req.timeZone, req.body.diet_type),
  );
  app.put('/user/deficit', { schema: { body: deficitBody, response: { 200: userObjectiveResponse } } }, (req) =>
    putDeficit(db, req.user.id, req.timeZone, req.body.deficit),
  );
  app.get(
    '/diet-type',
    { schema: { querystring: dietTypeQuery, response: { 200: dietTypeListResponse } } },
    async (req) => dietOptions(req.query.objective),
  );
  app.get('/user/plan', { schema: { response: { 200: userPlanResponse } } }, (req) => getPlan(db, req.user.id));
  app.get('/user/expenditure', { schema: { response: { 200: expenditureResponse } } }, (req) =>
    getExpenditure(db, req.user.id, todayOf(req.timeZone)),
  );
  app.post(
    '/user/expenditure/adjust',
    { schema: { body: adjustGoalBody, response: { 200: expenditureResponse } } },
    (req) => answerGoalAdjustment(db, req.user.id, req.timeZone, todayOf(req.timeZone), req.body),
  );

  app.get('/user/diet-condition', { schema: { response: { 200: dietConditionResponse } } }, async (req) => ({
    diet_condition: ((await getPreferences(db, req.user.id))?.dietCondition as DietCondition | null) ?? null,
  }));
  app.put(
    '/user/diet-condition',
    { schema: { body: dietConditionBody, response: { 200: dietConditionResponse } } },
    async (req) => {
      const saved = await savePreferences(db, req.user.id, { dietCondition: req.body.diet_condition });
      return { diet_condition: saved.dietCondition as DietCondition | null };
    },
  );

  app.get('/user/allergies-dislikes', { schema: { response: { 200: allergiesDislikesResponse } } }, async (req) =>
    allergiesDislikesOf(await requireUser(db, req.user.id)),
  );
  app.put(
    '/user/allergies-dislikes',
    { schema: { body: allergiesDislikesBody, response: { 200: allergiesDislikesResponse } } },
    (req) => putAllergiesDislikes(db, req.user.id, req.body),
  );

  app.get('/user/tour-completed', { schema: { response: { 200: tourCompletedResponse } } }, async (req) => ({
    tour_completed: (await requireUser(db, req.user.id)).tourCompleted,
  }));
  app.put(
    '/user/tour-completed',
    { schema: { body: tourCompletedBody, response: { 200: tourCompletedResponse } } },
    (req) => putTourCompleted(db, req.user.id, req.body.tour_completed),
  );
};
