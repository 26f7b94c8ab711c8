/**
 * Gzips the large JSON answers of the plugin it is added to (the food table is ~130 kB of JSON,
 * ~25 kB gzipped: on a phone on 3G that is a second saved). Skipped when the client does not
 * accept gzip or something upstream already encoded the reply. A global @fastify/compress would
 * make this unnecessary.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

export function gzipLargeReplies(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < MIN_BYTES || reply.hasHeader('content-encoding'))
      return payload;
    reply.header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    if (typeof accepted !== 'string' || !/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return gzipAsync(payload, { level: 6 });
  });
}
