/** The /dev/chat simulator (issue 16): where the dev outbox is allowed, and through the coach's own handler. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, signIn, testConfig, type TestApp } from '../../test-support/app.ts';
import { TWILIO_SID, TWILIO_TOKEN } from '../../test-support/fake-twilio.ts';
import { checkAnswerHook } from '../../test-support/conformance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('/dev/chat', () => {
  it('serves a phone-sized page and its script to this machine, with a CSP that allows only them', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/chat' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="/dev/chat/chat.js"></script>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/dev/chat/chat.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("fetch('/api/dev/chat'");
  });

  it('answers as the coach for a signed-up phone, through the same handler as the webhook', async () => {
    const { phone } = await signIn(t.app);
    const phones = await t.app.inject({ method: 'GET', url: '/api/dev/chat/phones' });
    expect(phones.json().phones.map((p: { phone: string }) => p.phone)).toContain(phone);
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/chat', payload: { phone, text: 'ayuda' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().reply).toMatch(/^Puedo registrar por ti:/);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/dev/chat',
      payload: { phone: '+51987650000', text: 'hola' },
    });
    expect(stranger.json().reply).toMatch(/no tiene cuenta/);
    const bad = await t.app.inject({ method: 'POST', url: '/api/dev/chat', payload: { phone: 'x', text: 'hola' } });
    expect(bad.statusCode).toBe(400);
  });

  it('is a plain 404 from another machine, with a real messaging provider, and in production', async () => {
    for (const url of ['/dev/chat', '/dev/chat/chat.js', '/api/dev/chat/phones']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' });
      expect(remote.statusCode).toBe(404);
    }
    const database = { db: t.db, kind: 'pglite' as const, close: async () => {} };
    const twilio = {
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
      channel: 'whatsapp' as const,
      from: 'whatsapp:+14155238886',
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 1000,
      templates: {},
    };
    for (const config of [testConfig({ messagingProvider: 'twilio', twilio }), testConfig({ env: 'production' })]) {
      const app = await buildApp({ onAnswer: checkAnswerHook, config, database, logger: false });
      for (const [method, url] of [
        ['GET', '/dev/chat'],
        ['POST', '/api/dev/chat'],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          payload: method === 'POST' ? { phone: '+51987650000', text: 'x' } : undefined,
        });
        expect(res.statusCode === 404 || res.headers['content-type']?.toString().startsWith('text/html')).toBe(true);
        expect(res.body).not.toContain('Simulador');
      }
      await app.close();
    }
  });
});
