import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { consoleMessaging } from './console.ts';
import { twilioMessaging } from './twilio.ts';
import { messagesFailed, messagesSent } from '../../lib/metrics.ts';
import type { MessagingProvider } from './types.ts';

export function createMessaging(config: Config, db: Db, log: FastifyBaseLogger): MessagingProvider {
  switch (config.messagingProvider) {
    case 'console':
      return counted(consoleMessaging(db, log), 'console');
    case 'twilio':
      if (!config.twilio) throw new ConfigError('MESSAGING_PROVIDER=twilio needs the TWILIO_* variables');
      return counted(twilioMessaging(config.twilio, log), config.twilio.channel);
  }
}

/** Counts what the provider took and what it did not (GET /metrics). */
function counted(provider: MessagingProvider, channel: string): MessagingProvider {
  const labels = { provider: provider.name, channel };
  return {
    name: provider.name,
    async send(message) {
      try {
        await provider.send(message);
        messagesSent.inc(labels);
      } catch (err) {
        messagesFailed.inc(labels);
        throw err;
      }
    },
  };
}
