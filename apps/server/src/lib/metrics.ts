/**
 * Prometheus metrics (prom-client) at GET /metrics: request durations by route and status,
 * messages sent and failed by provider, reminders sent, event-loop lag and the process's own.
 * One registry per process: every app built in it (tests build many) adds to the same series.
 * /metrics answers a request with `Authorization: Bearer $METRICS_TOKEN`; outside production also
 * someone at this machine (lib/peer.ts `isLocalDeveloper`). In production the peer never counts:
 * behind nginx on the same machine every stranger's request comes from loopback.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { isLocalDeveloper } from './peer.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Duración de las solicitudes HTTP, por método, ruta y estado',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const messagesSent = new Counter({
  name: 'nutricoach_messages_sent_total',
  help: 'Mensajes enviados, por proveedor y canal',
  labelNames: ['provider', 'channel'] as const,
  registers: [registry],
});

export const messagesFailed = new Counter({
  name: 'nutricoach_messages_failed_total',
  help: 'Mensajes que el proveedor no aceptó, por proveedor y canal',
  labelNames: ['provider', 'channel'] as const,
  registers: [registry],
});

export const remindersSent = new Counter({
  name: 'nutricoach_reminders_sent_total',
  help: 'Recordatorios enviados, por tipo',
  labelNames: ['kind'] as const,
  registers: [registry],
});

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(
  app: FastifyInstance,
  { metricsToken, production }: { metricsToken: string | undefined; production: boolean },
) {
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the URL: ids and tokens would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed =
      (!production && isLocalDeveloper(request)) ||
      (metricsToken !== undefined && bearerMatches(request.headers.authorization, metricsToken));
    if (!allowed) return reply.status(404).send({ message: 'Recurso no encontrado', code: 'NOT_FOUND' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
