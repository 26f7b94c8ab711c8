import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { consoleMessaging } from './console.ts';
import type { MessagingProvider } from './types.ts';

export function createMessaging(config: Config, db: Db, log: FastifyBaseLogger): MessagingProvider {
  switch (config.messagingProvider) {
    case 'console':
      return consoleMessaging(db, log);
  }
}
