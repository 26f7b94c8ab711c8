/**
 * The Strava sandbox's own page: a local authorize screen that sends the browser back to /strava
 * with a made-up code (Autorizar) or with error=access_denied (Cancelar). Registered only while the
 * sandbox is the Strava adapter, and never in production.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INLINE_STYLE_PAGE_CSP } from '../../lib/security-headers.ts';

export type SandboxStravaPagesDeps = {
  /** The origin users reach the app at, to resolve the redirect_uri against. */
  originOf: (request: { protocol: string; host: string }) => string;
};

const authorizeQuery = z.object({ state: z.string().max(1000), redirect_uri: z.string().max(500) });

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function authorizePage(allow: string, deny: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Autorizar · Strava (sandbox)</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f7f7fa;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}main{background:#fff;border-radius:20px;padding:28px 24px;max-width:380px;width:100%;box-shadow:0 8px 30px rgba(0,0,0,.08)}h1{font-size:21px;margin:0 0 8px}p{color:#555;line-height:1.45}a{display:block;text-align:center;min-height:48px;line-height:48px;border-radius:12px;font-weight:600;text-decoration:none;margin-top:12px}.ok{background:#fc4c02;color:#fff}.no{background:#eee;color:#222}small{color:#888}</style></head>
<body><main><small>Strava de prueba (sandbox)</small><h1>NutriCoach quiere ver tus actividades</h1><p>Podrá leer tus entrenamientos para registrarlos en tu diario de ejercicio.</p>
<a class="ok" href="${escapeAttribute(allow)}">Autorizar</a><a class="no" href="${escapeAttribute(deny)}">Cancelar</a></main></body></html>`;
}

/** `value` resolved against `origin`, when it stays on that origin; null otherwise. */
export function sameOriginUrl(value: string, origin: string): URL | null {
  try {
    const url = new URL(value, origin);
    return url.origin === new URL(origin).origin ? url : null;
  } catch {
    return null;
  }
}

export const sandboxStravaPages: FastifyPluginAsyncZod<SandboxStravaPagesDeps> = async (app, { originOf }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', INLINE_STYLE_PAGE_CSP);
  });

  app.get('/strava/sandbox/authorize', { schema: { querystring: authorizeQuery } }, async (request, reply) => {
    // Only back into this app (issue 31): a redirect_uri of another origin is refused, and the
    // links are absolute URLs of the app's own origin, so no path ('//evil.example', '/\\evil')
    // can turn into another host in the browser.
    const origin = originOf(request);
    const back = sameOriginUrl(request.query.redirect_uri, origin);
    if (!back) {
      return reply
        .status(400)
        .send({ message: 'La dirección de regreso debe ser de esta aplicación', code: 'INVALID_REDIRECT_URI' });
    }
    const allow = new URL(back);
    allow.searchParams.set('code', `sandbox-${Math.random().toString(36).slice(2, 12)}`);
    allow.searchParams.set('state', request.query.state);
    const deny = new URL(back);
    deny.searchParams.set('error', 'access_denied');
    reply.type('text/html; charset=utf-8');
    return authorizePage(allow.href, deny.href);
  });
};
