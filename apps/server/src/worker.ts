/**
 * npm run worker: the reminder dispatcher alone, for deployments that run it apart from the API
 * (with DATABASE_URL: on PGlite the API server already runs it and holds the data folder).
 */
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { createMessaging } from './providers/messaging/index.ts';
import { startReminderScheduler } from './modules/reminders/dispatcher.ts';

process.umask(0o077); // what this process writes is its owner's alone (db/private-folder.ts)
const config = loadConfig();
const log = pino({ level: config.logLevel });
// As server.ts: a database that cannot be opened (a data folder in use, say) is one line and exit 1.
const { database, close } = await openConfiguredDatabase(config).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
const stop = startReminderScheduler(
  database.db,
  createMessaging(config, database.db, log),
  log,
  config.reminders.intervalSeconds * 1000,
);
log.info(`recordatorios: revisando cada ${config.reminders.intervalSeconds} s (base de datos: ${database.kind})`);
const shutdown = async () => {
  stop();
  await close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
setInterval(() => {}, 1 << 30); // keep the process alive between ticks (the scheduler's timer is unref'd)
