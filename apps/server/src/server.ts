/** Starts NutriCoach: locks the data folder, migrates, seeds the food catalog, serves app and API, and sends reminders. */
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { buildApp } from './app.ts';
import { createMessaging } from './providers/messaging/index.ts';
import { startReminderScheduler } from './modules/reminders/dispatcher.ts';

async function main() {
  const config = loadConfig();
  const { database, seeded, close } = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  const messaging = createMessaging(config, database.db, app.log);
  if (seeded.status === 'seeded') {
    app.log.info(`catálogo v${seeded.version}: ${seeded.foods} alimentos y ${seeded.plates} platos en ${Math.round(seeded.ms)} ms`);
  }
  const stopReminders = config.reminders.enabled ? startReminderScheduler(database.db, messaging, app.log, config.reminders.intervalSeconds * 1000) : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    stopReminders();
    await app.close();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`NutriCoach listo en http://localhost:${config.port} (base de datos: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
