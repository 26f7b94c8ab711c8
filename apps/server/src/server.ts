/** Starts NutriCoach: locks the data folder, migrates, seeds the food catalog, serves app and API, and sends reminders. */
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { buildApp } from './app.ts';
import { createMessaging } from './providers/messaging/index.ts';
import { startReminderScheduler } from './modules/reminders/dispatcher.ts';

// Stopping (docs/server-rules.md, 'Stopping'). The listener closes at once and the drain begins
// (lib/drain.ts: new requests on kept-alive connections get 503 + Connection: close, answers close
// their connection); idle connections are closed after IDLE_GRACE_MS and every IDLE_SWEEP_MS after
// it; requests still being received or handled get until CONNECTION_GRACE_MS, then their
// connections are cut; app.close() waits for calls still being handled (lib/in-flight.ts) and the
// database closes. Whatever hangs, the process exits at DEADLINE_MS, and a watchdog thread kills
// it at WATCHDOG_MS if the main thread itself is stuck.
const IDLE_GRACE_MS = 1_000;
const IDLE_SWEEP_MS = 250;
const CONNECTION_GRACE_MS = 8_000;
const DEADLINE_MS = 13_500;
const WATCHDOG_MS = 14_500;
const EXIT_LOG_FLUSH_MS = 1_000;

// A closed stdout or stderr (the parent went away) must not crash or stall the server: what
// cannot be printed is dropped. pino's own stream already drops output on EPIPE.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

/** Leaves the process now: buffered log lines get EXIT_LOG_FLUSH_MS to go out, not forever. */
function exitNow(app: FastifyInstance | null, code: number): never {
  // pino flushes its buffer synchronously at exit and retries EAGAIN without end: with a pipe
  // that nobody reads (a parent that stopped reading), process.exit() would never return.
  const stream = app && (app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
  if (stream && typeof stream === 'object' && 'retryEAGAIN' in stream && 'flushSync' in stream) {
    const until = Date.now() + EXIT_LOG_FLUSH_MS;
    const s = stream as { retryEAGAIN: () => boolean; flushSync: () => void };
    const flushSync = s.flushSync;
    s.retryEAGAIN = () => Date.now() < until;
    s.flushSync = function (this: unknown) {
      try {
        flushSync.call(this);
      } catch {
        // output nobody reads
      }
    };
  }
  process.exit(code);
}

/** A thread that kills the process at `ms` even when the main thread is stuck in a synchronous call. */
function startWatchdog(ms: number) {
  try {
    new Worker(`setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${ms});`, {
      eval: true,
      execArgv: [],
    }).unref();
  } catch {
    // the deadline timer remains
  }
}

async function main() {
  // What this process writes (the data folder, the generated secrets) is its owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  const { database, seeded, close } = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  const messaging = createMessaging(config, database.db, app.log);
  if (seeded.status === 'seeded') {
    app.log.info(
      `catálogo v${seeded.version}: ${seeded.foods} alimentos y ${seeded.plates} platos en ${Math.round(seeded.ms)} ms`,
    );
  }
  const stopReminders = config.reminders.enabled
    ? startReminderScheduler(database.db, messaging, app.log, config.reminders.intervalSeconds * 1000)
    : () => {};

  /** One step of closing: its failure is logged and the next step runs anyway. */
  const step = async (name: string, fn: () => unknown) => {
    try {
      await fn();
    } catch (err) {
      app.log.warn(`al cerrar (${name}): ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: cerrando`);
    app.beginDrain();
    // No new connection from now on. Not http's close(), which also closes the idle kept-alive
    // connections at once: a request already on its way over one would be reset instead of
    // getting the drain's 503 (Fastify's close() later finds the listener closed and goes on).
    net.Server.prototype.close.call(app.server);
    await step('recordatorios', stopReminders);
    // Idle kept-alive connections get IDLE_GRACE_MS to bring a request, then are closed, again and
    // again as answers end. A call still being received or answered gets the grace, then its
    // connection is cut (a client that never finishes its request must not hold us).
    await new Promise((resolve) => setTimeout(resolve, IDLE_GRACE_MS));
    app.server.closeIdleConnections();
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      app.log.warn(`conexiones aún abiertas ${CONNECTION_GRACE_MS / 1000} s después de ${signal}: se cortan`);
      app.server.closeAllConnections();
    }, CONNECTION_GRACE_MS - IDLE_GRACE_MS);
    await step('servidor', () => app.close());
    clearInterval(sweep);
    clearTimeout(cut);
    await step('base de datos', close);
  };

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} otra vez: salida inmediata`);
      exitNow(app, 1);
    }
    stopping = true;
    startWatchdog(WATCHDOG_MS);
    // Not unref'd: this timer must fire even when nothing else keeps the process alive.
    setTimeout(() => {
      app.log.error(`el cierre sigue ${DEADLINE_MS / 1000} s después de ${signal}: salida forzada`);
      exitNow(app, 1);
    }, DEADLINE_MS);
    void shutdown(signal).then(
      () => exitNow(app, 0),
      () => exitNow(app, 1),
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  app.log.info(`NutriCoach listo en http://localhost:${port} (base de datos: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
