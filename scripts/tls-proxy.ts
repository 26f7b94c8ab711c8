/**
 * The app as the README deploys it: nginx in front, terminating TLS and speaking HTTP/2 to the
 * browser, the Node server behind it over HTTP/1.1. For bench:lighthouse: a browser fetches a
 * screen's ~20 scripts and ~12 calls over one multiplexed connection, where plain HTTP/1.1 to the
 * Node server queues them six at a time (docs/performance.md, tenth session). The certificate is
 * self-signed for 127.0.0.1, made with openssl for each run; the browser is told to accept it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/test-support/server-process.ts';
import { ensureNginx, nginxConf } from './nginx.ts';

export type TlsProxy = { baseURL: string; stop: () => void };

export async function startTlsProxy(upstreamBaseURL: string, log: (line: string) => void): Promise<TlsProxy> {
  const nginx = ensureNginx(log);
  const work = mkdtempSync(path.join(tmpdir(), 'nc-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      path.join(work, 'key.pem'),
      '-out',
      path.join(work, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConf(
      work,
      `  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${work}/cert.pem;
    ssl_certificate_key ${work}/key.pem;
    location / {
      proxy_pass ${upstreamBaseURL.replace(/\/$/, '')};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_buffering off;
    }
  }`,
    ),
  );
  const child: ChildProcess = spawn(nginx, ['-p', work, '-c', conf], { stdio: 'inherit' });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    rmSync(work, { recursive: true, force: true });
  };
  const baseURL = `https://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    if (await listening(port)) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('nginx did not start');
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
