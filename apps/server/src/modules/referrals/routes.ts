import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyCodeBody,
  applyCodeResponse,
  myStatsResponse,
  referralCodeResponse,
} from '@nutricoach/core/contract/referrals';
import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../../providers/payments/types.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { applyReferralCode, ensureReferralCode, referralStats } from './service.ts';

export const referralsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: PaymentsProvider;
  tokens: Pick<TokenService, 'hashPhone'>;
}> = async (app, { db, payments, tokens }) => {
  app.post('/referrals/create-code', { schema: { response: { 200: referralCodeResponse } } }, async (request) => ({
    data: { code: await ensureReferralCode(db, request.user.id) },
  }));
  app.post(
    '/referrals/apply-code',
    { schema: { body: applyCodeBody, response: { 200: applyCodeResponse } } },
    async (request) => ({
      data: await applyReferralCode(db, payments, tokens, request.user.id, request.body.referral_code),
    }),
  );
  app.get('/referrals/my-stats', { schema: { response: { 200: myStatsResponse } } }, async (request) => ({
    data: await referralStats(db, request.user.id),
  }));
};
