/** The user's control over their data: export it, delete the account (issue 19). Open whatever the plan. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteAccountBody,
  deleteAccountResponse,
  exportQuery,
  exportResponse,
  type ExportResponse,
} from '@nutricoach/core/contract/account';
import { enforce, LIMIT_MESSAGES, type RateLimit } from '../../lib/rate-limit.ts';
import { todayOf } from '../../lib/today.ts';
import { type DeleteAccountDeps, deleteAccount } from './delete.ts';
import { exportCsv, exportJson } from './export.ts';

export const accountRoutes: FastifyPluginAsyncZod<DeleteAccountDeps & { exportsPerHour: number }> = async (
  app,
  deps,
) => {
  // The heaviest read: a few an hour per user (issue 31; six export loops slowed every call down).
  const exportLimit: RateLimit = { bucket: 'export', limit: deps.exportsPerHour, windowSeconds: 3600 };
  app.get(
    '/user/export',
    {
      schema: { querystring: exportQuery, response: { 200: exportResponse } },
      preHandler: (req) => enforce(deps.db, exportLimit, req.user.id, LIMIT_MESSAGES.export, 'TOO_MANY_EXPORTS'),
    },
    async (req, reply) => {
      const day = todayOf(req.timeZone);
      reply.header('cache-control', 'no-store');
      if (req.query.format === 'csv') {
        const csv = await exportCsv(deps.db, req.user.id);
        // A string with a content type of its own is sent as is: the JSON schema's serializer does not run.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="nutricoach-registros-${day}.csv"`)
          .send(csv as unknown as ExportResponse);
      }
      reply.header('content-disposition', `attachment; filename="nutricoach-datos-${day}.json"`);
      return exportJson(deps.db, req.user.id, day);
    },
  );
  // The confirmation travels in the body: a stray DELETE (a replayed request, a script) without the
  // typed words deletes nothing.
  app.delete('/user', { schema: { body: deleteAccountBody, response: { 200: deleteAccountResponse } } }, (req) =>
    deleteAccount(deps, req.user.id),
  );
};
