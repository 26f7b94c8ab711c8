/** Security headers on every answer (helmet): the rules and their reasons are in docs/server-rules.md. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined) {
  const https = publicUrl?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly from our own files (the barcode scanner's decoder) may compile; no JS eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Radix's scroll lock writes a <style> element while a dialog is open.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Meal photos may live on another https host (a chat upload, a link).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the app is really served over https: on http it would be ignored at best.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/** The policy of a page we write ourselves with its CSS inline (the sandbox pages): no script at all. */
export const INLINE_STYLE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
