/**
 * One access-log line per request (Fastify's own two, 'incoming request' and 'request completed',
 * are turned off in app.ts), with the secrets that travel in URLs replaced by '…': the billing
 * page's signed token, the Strava webhook's path token, the magic link of the page /auth/:token, and the OAuth `state`, `code` and
 * `hub.verify_token` query values. No header is logged (the session token is in Authorization).
 */
import type { FastifyInstance } from 'fastify';

const SECRET_PATH_SEGMENT = /(\/payments\/sandbox\/portal\/|\/strava\/webhook\/|^\/auth\/)[^/?]+/g;
const SECRET_QUERY_KEYS = new Set(['state', 'code', 'hub.verify_token', 'hub.challenge', 'token']);

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH_SEGMENT, '$1…');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.has(key)) params.set(key, '…');
  return `${safePath}?${params.toString()}`;
}

export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    // Nothing to build when the level drops the line (LOG_LEVEL=warn or error).
    if ((request.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') === false) return;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}
