/** Local messaging: prints each message to the server log and keeps it in the dev outbox table. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { devOutbox } from '../../db/schema.ts';
import type { MessagingProvider, OutgoingMessage } from './types.ts';

export function consoleMessaging(db: Db, log: FastifyBaseLogger): MessagingProvider {
  return {
    name: 'console',
    async send(message: OutgoingMessage) {
      log.info({ to: message.to }, `[mensaje] ${message.text}`);
      await db.insert(devOutbox).values({ to: message.to, text: message.text, code: message.code ?? null });
    },
  };
}
