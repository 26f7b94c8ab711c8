import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitForCallsOnClose } from './in-flight.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function appWithSlowCall(maxWaitMs: number) {
  const app = Fastify();
  waitForCallsOnClose(app, { maxWaitMs });
  const events: string[] = [];
  app.get('/slow', async () => {
    events.push('started');
    await sleep(300);
    events.push('wrote');
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, events, url: `http://127.0.0.1:${port}/slow` };
}

describe('closing the server', () => {
  it('waits for a call still being handled, even when its client went away', async () => {
    const { app, events, url } = await appWithSlowCall(5_000);
    const client = new AbortController();
    const call = fetch(url, { signal: client.signal }).catch(() => 'aborted');
    while (!events.includes('started')) await sleep(10);
    client.abort();
    expect(await call).toBe('aborted');
    await app.close();
    events.push('closed'); // where server.ts closes the database
    expect(events).toEqual(['started', 'wrote', 'closed']);
  });

  it('gives up after the longest wait', async () => {
    const { app, events, url } = await appWithSlowCall(50);
    const client = new AbortController();
    const call = fetch(url, { signal: client.signal }).catch(() => 'aborted');
    while (!events.includes('started')) await sleep(10);
    client.abort();
    await call;
    const t0 = performance.now();
    await app.close();
    events.push('closed');
    expect(performance.now() - t0).toBeLessThan(250);
    expect(events).toEqual(['started', 'closed']);
    await sleep(300); // let the handler end before the test does
  });

  it('closes at once with nothing in flight', async () => {
    const { app, events } = await appWithSlowCall(5_000);
    await app.close();
    events.push('closed');
    expect(events).toEqual(['closed']);
  });
});
