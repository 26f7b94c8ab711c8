/**
 * The WhatsApp coach's simulator (issue 16), for development only (see guard.ts): a phone-sized
 * chat at /dev/chat where you write as any signed-up phone; each message goes through the same
 * handler as Twilio's webhook (modules/coach-chat), with a made-up MessageSid.
 */
import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devChatBody, devChatPhonesResponse, devChatResponse } from '@nutricoach/core/contract/dev';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { toE164 } from '../../lib/phone.ts';
import { appUrlOf } from '../coach-chat/routes.ts';
import { handleChatMessage } from '../coach-chat/service.ts';
import { guardDevRoutes } from './guard.ts';
import { DEV_CHAT_PAGE, DEV_CHAT_SCRIPT } from './chat-page.ts';

/** Under /api (registered by devRoutes, whose guard it inherits). */
export const devChatRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get('/dev/chat/phones', { schema: { response: { 200: devChatPhonesResponse } } }, async () => {
    const rows = await db
      .select({ phone: users.phone, name: users.name })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(30);
    return { phones: rows };
  });

  app.post('/dev/chat', { schema: { body: devChatBody, response: { 200: devChatResponse } } }, async (request) => {
    const answer = await handleChatMessage(db, {
      messageSid: `SM${randomBytes(16).toString('hex')}`,
      from: toE164(request.body.phone),
      body: request.body.text.trim(),
      imageUrl: null,
      appUrl: appUrlOf(config, request),
    });
    return { reply: answer?.text ?? null };
  });
};

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The page and its script, outside /api. */
export const devChatPage: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  if (!guardDevRoutes(app, config)) return;
  app.get('/dev/chat', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8').send(DEV_CHAT_PAGE),
  );
  app.get('/dev/chat/chat.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DEV_CHAT_SCRIPT),
  );
};
