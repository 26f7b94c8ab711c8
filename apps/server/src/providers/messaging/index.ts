import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { consoleMessaging } from './console.ts';
import { twilioMessaging } from './twilio.ts';
import type { MessagingProvider } from './types.ts';

export function createMessaging(config: Config, db: Db, log: FastifyBaseLogger): MessagingProvider {
  switch (config.messagingProvider) {
    case 'console':
      return consoleMessaging(db, log);
    case 'twilio':
      if (!config.twilio) throw new ConfigError('MESSAGING_PROVIDER=twilio needs the TWILIO_* variables');
      return twilioMessaging(config.twilio, log);
  }
}
