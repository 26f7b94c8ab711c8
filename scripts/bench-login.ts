/**
 * npm run bench:login — a flood of 200 send-code calls for one phone within a minute, against the
 * real server: how many messages went out, and /api/health latency (p50/p99) during the flood.
 */
import { outboxCount, startServer } from '../apps/web/e2e/support/server.ts';

const CALLS = Number(process.env.CALLS ?? 200);
const SPREAD_MS = Number(process.env.SPREAD_MS ?? 60_000);
const phone = '+51987650001';

const server = await startServer({ CODE_RESEND_SECONDS: '30', CODE_MAX_PER_IP_PER_HOUR: '1000', LOG_LEVEL: 'error' });
const statuses = new Map<number, number>();
const health: number[] = [];
let flooding = true;

const probe = (async () => {
  while (flooding) {
    const t0 = performance.now();
    await fetch(`${server.baseURL}/api/health`);
    health.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 50));
  }
})();

const started = performance.now();
await Promise.all(
  Array.from({ length: CALLS }, async (_, i) => {
    await new Promise((r) => setTimeout(r, (i * SPREAD_MS) / CALLS));
    const res = await fetch(`${server.baseURL}/api/auth/send-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }),
);
flooding = false;
await probe;
const sent = await outboxCount(server.baseURL, phone);
await server.stop();

health.sort((a, b) => a - b);
const pct = (p: number) => health[Math.min(health.length - 1, Math.floor((p / 100) * health.length))]!.toFixed(1);
console.log(`${CALLS} send-code calls for one phone over ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`responses: ${[...statuses].map(([s, n]) => `${s} x${n}`).join(', ')}`);
console.log(`messages sent: ${sent} (budget: at most 2)`);
console.log(
  `/api/health during the flood: ${health.length} probes, p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${health.at(-1)!.toFixed(1)} ms`,
);
if (sent > 2) process.exit(1);
