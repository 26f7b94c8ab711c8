import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  logoutResponse,
  sendCodeBody,
  sendCodeResponse,
  tokenResponse,
  verifyCodeBody,
  verifyTemporaryTokenBody,
} from '@nutricoach/core/contract/auth';
import type { Db } from '../../db/client.ts';
import { logout, logoutEverywhere, sendCode, verifyCode, verifyTemporaryToken, type AuthDeps } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post('/auth/send-code', { schema: { body: sendCodeBody, response: { 200: sendCodeResponse } } }, (request) =>
    sendCode(deps, request.body.phone, request.ip),
  );
  app.post('/auth/verify-code', { schema: { body: verifyCodeBody, response: { 200: tokenResponse } } }, (request) =>
    verifyCode(deps, request.body.phone, request.body.code, request.ip),
  );
  app.post(
    '/auth/verify-temporary-token',
    { schema: { body: verifyTemporaryTokenBody, response: { 200: tokenResponse } } },
    (request) => verifyTemporaryToken(deps, request.body.token),
  );
};

/** Signing out (issue 31): registered where a session is required, whatever the plan. */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/auth/logout', { schema: { response: { 200: logoutResponse } } }, (request) => logout(db, request.user));
  app.post('/auth/logout-all', { schema: { response: { 200: logoutResponse } } }, (request) =>
    logoutEverywhere(db, request.user.id),
  );
};
