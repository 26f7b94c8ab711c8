/**
 * Stopping the real server process: on SIGTERM or SIGINT it exits within 15 s whatever hangs
 * (a client, its own stdout, the database). Measured times are printed. The server runs on a PGlite
 * data folder whichever pass this is, so scripts/test-server.ts runs this file in one pass only.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, testDbKind } from './test-support/database.ts';
import {
  copyDataDir,
  exitWithin,
  freePort,
  makeTemplateDataDir,
  spawnServer,
  type ServerProcess,
} from './test-support/server-process.ts';

const LIMIT_MS = 15_000;
let template: string;
const running: ServerProcess[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  template = await makeTemplateDataDir();
  dirs.push(template);
});

afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const dataDir = copyDataDir(template);
  dirs.push(dataDir);
  const server = spawnServer({ dataDir, port: await freePort(), env });
  running.push(server);
  await server.ready;
  return server;
}

/** A client that sent half a request and then says nothing more. */
async function hangingClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => {});
  socket.write(
    'POST /api/auth/request-code HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pho',
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  return socket;
}

async function signalAndMeasure(server: ServerProcess, signal: NodeJS.Signals) {
  const since = Date.now();
  server.child.kill(signal);
  const exit = await exitWithin(server, since, LIMIT_MS + 5_000);
  console.log(
    `${signal}: ${exit ? `exited (${exit.code ?? exit.signal}) after ${exit.ms} ms` : 'still running after 20 s'}`,
  );
  return exit;
}

/** A raw connection that reads whole HTTP/1.1 answers (with Content-Length) one after another. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  socket.on('data', (d) => {
    buffer += d.toString('utf8');
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  return {
    socket,
    connected: new Promise((resolve) => socket.once('connect', resolve)),
    isClosed: () => closed,
    /** The next answer: status, headers (lower-case), body; null if the connection ended without one. */
    async answer(): Promise<{ status: number; headers: Record<string, string>; body: string } | null> {
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end !== -1) {
          const [statusLine, ...lines] = buffer.slice(0, end).split('\r\n');
          const headers = Object.fromEntries(
            lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
          );
          const length = Number(headers['content-length'] ?? 0);
          if (Buffer.byteLength(buffer.slice(end + 4)) >= length) {
            const body = Buffer.from(buffer.slice(end + 4))
              .subarray(0, length)
              .toString('utf8');
            buffer = Buffer.from(buffer.slice(end + 4))
              .subarray(length)
              .toString('utf8');
            return { status: Number(statusLine!.split(' ')[1]), headers, body };
          }
        }
        if (closed) return null;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

describe('draining on SIGTERM (issue 31)', () => {
  it('stops accepting, finishes the requests it has, answers 503 with Connection: close on kept-alive connections, exits within 15 s', {
    timeout: 60_000,
  }, async () => {
    const server = await start({ REMINDERS_ENABLED: 'false' });
    // A kept-alive connection that already had an answer.
    const kept = rawConnection(server.port);
    await kept.connected;
    kept.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await kept.answer())?.status).toBe(200);
    // A request in flight: its body comes slowly, the last part 4 s after the signal.
    const slow = rawConnection(server.port);
    await slow.connected;
    const body = JSON.stringify({ phone: '+51 987 000 222' });
    slow.socket.write(
      `POST /api/auth/send-code HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const since = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A new request on the kept-alive connection: 503, Connection: close, in Spanish, then it closes.
    kept.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const refused = await kept.answer();
    expect(refused, server.output()).not.toBeNull();
    expect(refused!.status).toBe(503);
    expect(refused!.headers.connection).toBe('close');
    expect(refused!.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused!.body)).toEqual({
      message: 'El servidor se está reiniciando. Intenta de nuevo en unos segundos.',
      code: 'SERVER_RESTARTING',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kept.isClosed()).toBe(true);
    // No new connection is accepted.
    const fresh = net.connect(server.port, '127.0.0.1');
    const refusedConnection = await new Promise<string>((resolve) => {
      fresh.once('connect', () => resolve('connected'));
      fresh.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    fresh.destroy();
    expect(refusedConnection).toBe('ECONNREFUSED');
    // The request in flight is finished, not reset: its answer comes, with Connection: close.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, since + 4_000 - Date.now())));
    slow.socket.write(body.slice(5));
    const finished = await slow.answer();
    expect(finished, server.output()).not.toBeNull();
    expect(finished!.status).toBe(200);
    expect(finished!.headers.connection).toBe('close');
    const exit = await exitWithin(server, since, 20_000);
    expect(exit, server.output()).not.toBeNull();
    expect(exit!.ms).toBeLessThan(LIMIT_MS);
    expect(exit!.code).toBe(0);
  });
});

describe('slow clients (issue 31)', () => {
  it('cuts a client that sends its headers or its body too slowly (408), which before held the connection for ever', {
    timeout: 90_000,
  }, async () => {
    const server = await start({
      REMINDERS_ENABLED: 'false',
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
    });
    const slowHeaders = rawConnection(server.port);
    const slowBody = rawConnection(server.port);
    await Promise.all([slowHeaders.connected, slowBody.connected]);
    const since = Date.now();
    slowHeaders.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    slowBody.socket.write(
      'POST /api/auth/send-code HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"ph',
    );
    // A byte now and then keeps neither alive.
    const drip = setInterval(() => {
      if (!slowHeaders.isClosed()) slowHeaders.socket.write('X-A: b\r\n');
      if (!slowBody.isClosed()) slowBody.socket.write(' ');
    }, 300);
    try {
      const [headersAnswer, bodyAnswer] = await Promise.all([slowHeaders.answer(), slowBody.answer()]);
      const waited = Date.now() - since;
      expect(headersAnswer?.status ?? 'closed without an answer').toBe(408);
      expect(bodyAnswer?.status ?? 'closed without an answer').toBe(408);
      expect(waited).toBeLessThan(6_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(slowHeaders.isClosed() && slowBody.isClosed()).toBe(true);
    } finally {
      clearInterval(drip);
      server.child.kill('SIGKILL');
    }
  });
});

describe('stopping the server', () => {
  it('exits within 15 s of SIGTERM while a client holds a request open', { timeout: 40_000 }, async () => {
    const server = await start();
    const socket = await hangingClient(server.port);
    const exit = await signalAndMeasure(server, 'SIGTERM');
    socket.destroy();
    expect(exit, server.output()).not.toBeNull();
    expect(exit!.ms).toBeLessThan(LIMIT_MS);
    expect(exit!.code).toBe(0);
  });

  it('exits within 15 s of SIGINT while a client holds a request open', { timeout: 40_000 }, async () => {
    const server = await start({ REMINDERS_ENABLED: 'false' });
    const socket = await hangingClient(server.port);
    const exit = await signalAndMeasure(server, 'SIGINT');
    socket.destroy();
    expect(exit, server.output()).not.toBeNull();
    expect(exit!.ms).toBeLessThan(LIMIT_MS);
  });

  it('exits at once on a second signal', { timeout: 40_000 }, async () => {
    const server = await start();
    const socket = await hangingClient(server.port);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exit = await signalAndMeasure(server, 'SIGTERM');
    socket.destroy();
    expect(exit, server.output()).not.toBeNull();
    expect(exit!.ms).toBeLessThan(1_000);
    expect(exit!.code).toBe(1);
  });

  it('exits on SIGTERM after its stdout and stderr were closed (the parent went away)', {
    timeout: 40_000,
  }, async () => {
    const server = await start();
    server.child.stdout!.destroy();
    server.child.stderr!.destroy();
    // Requests are logged: into a closed pipe.
    for (let i = 0; i < 20; i++) expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
    const exit = await signalAndMeasure(server, 'SIGTERM');
    expect(exit).not.toBeNull();
    expect(exit!.ms).toBeLessThan(LIMIT_MS);
    expect(exit!.code).toBe(0);
  });

  it('exits on SIGTERM when nobody reads its stdout any more (the pipe is full)', { timeout: 60_000 }, async () => {
    const server = await start({ REMINDERS_ENABLED: 'false' });
    server.child.stdout!.removeAllListeners('data');
    server.child.stdout!.pause();
    // Two log lines per request: well past the 64 KiB a pipe holds.
    for (let i = 0; i < 600; i++) await fetch(`http://127.0.0.1:${server.port}/api/health`);
    const exit = await signalAndMeasure(server, 'SIGTERM');
    expect(exit).not.toBeNull();
    expect(exit!.ms).toBeLessThan(LIMIT_MS);
  });

  // PostgreSQL stops answering with a query in progress: the call never ends, and the pool, which
  // waits for its connections to come back, never closes. Defined in the PostgreSQL pass only (the
  // PGlite pass has no PostgreSQL server to freeze).
  if (testDbKind === 'postgres')
    it('exits within 15 s of SIGTERM when PostgreSQL stops answering', { timeout: 60_000 }, async () => {
      const upstream = new URL(TEST_DATABASE_URL);
      const schema = `life_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      // A TCP proxy in front of PostgreSQL that can freeze: forwards nothing, closes nothing.
      const sockets: net.Socket[] = [];
      let frozen = false;
      const proxy = net.createServer({ allowHalfOpen: true }, (client) => {
        const server = net.connect({
          host: upstream.hostname,
          port: Number(upstream.port || 5432),
          allowHalfOpen: true,
        });
        sockets.push(client, server);
        for (const s of [client, server]) s.on('error', () => {});
        client.on('data', (d) => frozen || server.write(d));
        server.on('data', (d) => frozen || client.write(d));
      });
      const proxyPort = await new Promise<number>((resolve) =>
        proxy.listen(0, '127.0.0.1', () => resolve((proxy.address() as net.AddressInfo).port)),
      );
      const url = new URL(TEST_DATABASE_URL);
      url.host = `127.0.0.1:${proxyPort}`;
      url.searchParams.set('options', `-c search_path=${schema}`);
      try {
        const server = await start({ DATABASE_URL: url.toString(), REMINDERS_ENABLED: 'false' });
        expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
        frozen = true;
        const stuck = fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => null);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const exit = await signalAndMeasure(server, 'SIGTERM');
        await stuck;
        expect(exit, server.output()).not.toBeNull();
        expect(exit!.ms).toBeLessThan(LIMIT_MS);
        expect(exit!.code).toBe(1);
        expect(server.output()).toContain('salida forzada');
      } finally {
        for (const s of sockets) s.destroy();
        proxy.close();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    });
});
