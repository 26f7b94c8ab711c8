import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigResponse } from '@nutricoach/core/contract/app-config';
import type { Config } from '../../config.ts';

export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/app-config', { schema: { response: { 200: appConfigResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { coach_whatsapp_number: config.coachWhatsappNumber };
  });
};
