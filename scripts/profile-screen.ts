/**
 * npm run profile:screen -- /route [strict|flex] — where a screen's main-thread time goes on its
 * first visit: Debian's Chromium at 390x844 with 4x CPU, signed in as the Lighthouse bench's user,
 * a V8 CPU profile of the load (until 3 s after the network is idle), printed as self time by
 * function and by source file. Build with `SOURCEMAP=1 npm run build` to read names of our sources
 * instead of the bundle's. `PROFILE_WINDOW=0-400` counts only the samples of that span (ms from the
 * profile's start), to read one long task, such as the app's start, apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { snapshotDist } from '../apps/web/e2e/support/dist.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';
import { seededUser } from './lighthouse-user.ts';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const route = process.argv[2] ?? '/daily-summary';
const dist = snapshotDist();
const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: dist.dir });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const session = await seededUser(server.baseURL);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Lima' });
  // /login is measured signed out, as Lighthouse sees it.
  if (route !== '/login')
    await context.addInitScript((token) => {
      if (!localStorage.getItem('auth-storage'))
        localStorage.setItem(
          'auth-storage',
          JSON.stringify({
            state: { token, user: { id: '', name: '', phone: '' }, isAuthenticated: true },
            version: 0,
          }),
        );
    }, session.token);
  // Long animation frames (> 50 ms at 4x CPU), with the scripts that ran in each and what invoked them.
  await context.addInitScript(() => {
    const frames: unknown[] = [];
    (window as unknown as { __frames: unknown[] }).__frames = frames;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        duration: number;
        blockingDuration: number;
        scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
      }[])
        frames.push({
          start: Math.round(entry.startTime),
          duration: Math.round(entry.duration),
          blocking: Math.round(entry.blockingDuration),
          scripts: entry.scripts.map(
            (s) => `${Math.round(s.duration)} ms ${s.invoker} ${s.sourceFunctionName} ${s.sourceURL.split('/').pop()}`,
          ),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const profileStartedAt = Date.now();
  await page.goto(`${server.baseURL}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const frames = (await page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames)) as {
    start: number;
    duration: number;
    blocking: number;
    scripts: string[];
  }[];
  // A sample's time in the page's own clock (performance.now()), to read each long frame's functions.
  const pageClockShift = profileStartedAt - (await page.evaluate(() => performance.timeOrigin));

  // With a SOURCEMAP=1 build, a frame is named by the source it came from.
  const maps = new Map<string, TraceMap | null>();
  const original = (url: string, line: number, column: number) => {
    const file = path.join(dist.dir, new URL(url).pathname);
    if (!maps.has(file))
      maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    const map = maps.get(file);
    const pos = map && originalPositionFor(map, { line: line + 1, column });
    return pos?.source ? `${pos.name ?? ''} ${pos.source.replace(/^(\.\.\/)+/, '')}:${pos.line}` : null;
  };
  const [from, to] = (process.env.PROFILE_WINDOW ?? `0-${Number.MAX_SAFE_INTEGER}`).split('-').map(Number);
  const self = new Map<number, number>();
  const sampleTimes: number[] = [];
  let at = 0;
  for (const [i, id] of profile.samples.entries()) {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    at += delta;
    sampleTimes.push(at + pageClockShift);
    if (at >= from! && at <= to!) self.set(id, (self.get(id) ?? 0) + delta);
  }
  const parentOf = new Map<number, Node>();
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const byFunction = new Map<string, number>();
  const keyOf = new Map<number, string>();
  const byFile = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(functionName)) continue;
    const source = url.startsWith('http') ? original(url, lineNumber, columnNumber) : null;
    const file = source
      ? source
          .split(' ')[1]!
          .replace(/:\d+$/, '')
          .replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1')
      : url
        ? path.basename(new URL(url).pathname)
        : '(native)';
    let key = source
      ? `${functionName || '(anonymous)'} ← ${source}`
      : `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    // A browser function is named with its caller.
    const caller = !url ? parentOf.get(node.id)?.callFrame : undefined;
    if (caller?.url.startsWith('http'))
      key += ` (from ${original(caller.url, caller.lineNumber, caller.columnNumber) ?? `${path.basename(caller.url)}:${caller.lineNumber + 1}`})`;
    keyOf.set(node.id, key);
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  console.log('Long animation frames (start, duration, blocking, scripts), with the functions sampled in each:');
  for (const f of frames) {
    console.log(`  ${f.start} ms +${f.duration} (blocking ${f.blocking}): ${f.scripts.join(' | ')}`);
    const inFrame = new Map<string, number>();
    for (const [i, id] of profile.samples.entries()) {
      const t = sampleTimes[i]!;
      const key = keyOf.get(id);
      if (key && t >= f.start && t <= f.start + f.duration)
        inFrame.set(key, (inFrame.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
    if (inFrame.size > 0) console.log(top(inFrame, 6).replace(/^/gm, '      '));
    // Our own functions with the time spent in them and below (the components that rendered).
    const ours = new Map<string, number>();
    for (const [i, id] of profile.samples.entries()) {
      const t = sampleTimes[i]!;
      if (t < f.start || t > f.start + f.duration) continue;
      const seen = new Set<string>();
      for (let node = nodeById.get(id); node; node = parentOf.get(node.id)) {
        const key = keyOf.get(node.id);
        if (key?.includes(' src/') && !seen.has(key)) seen.add(key);
      }
      for (const key of seen) ours.set(key, (ours.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
    if (ours.size > 0) console.log(`      ours, with what they called:\n${top(ours, 6).replace(/^/gm, '        ')}`);
  }
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${route}: ${total.toFixed(0)} ms of script (4x CPU)\n\nBy file:\n${top(byFile, 15)}\n\nBy function:\n${top(byFunction, 40)}`,
  );
} finally {
  await browser.close();
  await server.stop();
  dist.remove();
}
