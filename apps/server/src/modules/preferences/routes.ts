import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { budgetLevelBody, budgetLevelResponse, recommendationTypeBody } from '@nutricoach/core/contract/onboarding';
import {
  intensityBody,
  intensityResponse,
  recommendationTypeResponse,
  remindersBody,
  remindersResponse,
  remindersScheduleBody,
  remindersScheduleResponse,
} from '@nutricoach/core/contract/preferences';
import type { CoachPersonality } from '@nutricoach/core/constants/onboarding';
import { DEFAULT_REMINDER_SCHEDULE } from '@nutricoach/core/rules/reminders-due';
import type { BudgetLevel } from '@nutricoach/core/constants/onboarding';
import type { Db } from '../../db/client.ts';
import {
  budgetLevel,
  getPreferences,
  putRecommendationType,
  recommendationType,
  remindersOf,
  savePreferences,
} from './service.ts';

export const preferencesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/preferences/recommendation-type',
    { schema: { response: { 200: recommendationTypeResponse } } },
    async (request) => ({
      data: { recommendation_type: await recommendationType(db, request.user.id) },
    }),
  );
  app.put(
    '/preferences/recommendation-type',
    { schema: { body: recommendationTypeBody, response: { 200: recommendationTypeResponse } } },
    async (request) => ({
      data: { recommendation_type: await putRecommendationType(db, request.user.id, request.body.recommendation_type) },
    }),
  );
  app.get('/preferences/budget-level', { schema: { response: { 200: budgetLevelResponse } } }, async (request) => ({
    data: { budget_level: await budgetLevel(db, request.user.id) },
  }));
  app.put(
    '/preferences/budget-level',
    { schema: { body: budgetLevelBody, response: { 200: budgetLevelResponse } } },
    async (request) => {
      const saved = await savePreferences(db, request.user.id, { budgetLevel: request.body.budget_level });
      return { data: { budget_level: saved.budgetLevel as BudgetLevel } };
    },
  );

  app.get('/preferences/reminders', { schema: { response: { 200: remindersResponse } } }, async (request) => ({
    reminders: await remindersOf(db, request.user.id),
  }));
  app.put(
    '/preferences/reminders',
    { schema: { body: remindersBody, response: { 200: remindersResponse } } },
    async (request) => ({
      reminders: (await savePreferences(db, request.user.id, { reminders: request.body.reminders })).reminders!,
    }),
  );
  app.get(
    '/preferences/reminders-schedule',
    { schema: { response: { 200: remindersScheduleResponse } } },
    async (request) => ({
      reminders_schedule: (await getPreferences(db, request.user.id))?.remindersSchedule ?? DEFAULT_REMINDER_SCHEDULE,
    }),
  );
  app.put(
    '/preferences/reminders-schedule',
    { schema: { body: remindersScheduleBody, response: { 200: remindersScheduleResponse } } },
    async (request) => ({
      reminders_schedule: (
        await savePreferences(db, request.user.id, { remindersSchedule: request.body.reminders_schedule })
      ).remindersSchedule!,
    }),
  );
  app.get('/preferences/intensity', { schema: { response: { 200: intensityResponse } } }, async (request) => ({
    intensity: ((await getPreferences(db, request.user.id))?.intensity ?? 'balanced') as CoachPersonality,
  }));
  app.put(
    '/preferences/intensity',
    { schema: { body: intensityBody, response: { 200: intensityResponse } } },
    async (request) => ({
      intensity: (await savePreferences(db, request.user.id, { intensity: request.body.intensity }))
        .intensity as CoachPersonality,
    }),
  );
};
