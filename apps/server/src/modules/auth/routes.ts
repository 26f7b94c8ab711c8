import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sendCodeBody,
  sendCodeResponse,
  tokenResponse,
  verifyCodeBody,
  verifyTemporaryTokenBody,
} from '@nutricoach/core/contract/auth';
import { sendCode, verifyCode, verifyTemporaryToken, type AuthDeps } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post('/auth/send-code', { schema: { body: sendCodeBody, response: { 200: sendCodeResponse } } }, (request) =>
    sendCode(deps, request.body.phone, request.ip),
  );
  app.post('/auth/verify-code', { schema: { body: verifyCodeBody, response: { 200: tokenResponse } } }, (request) =>
    verifyCode(deps, request.body.phone, request.body.code),
  );
  app.post(
    '/auth/verify-temporary-token',
    { schema: { body: verifyTemporaryTokenBody, response: { 200: tokenResponse } } },
    (request) => verifyTemporaryToken(deps, request.body.token),
  );
};
