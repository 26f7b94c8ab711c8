/** Builds the real app on a test database; helpers to sign in through the real code flow. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openTestDatabase } from './database.ts';

export type TestApp = { app: FastifyInstance; db: Db; config: Config; close: () => Promise<void> };

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/nutricoach-test-unused',
  });
  return { ...base, ...overrides, codes: { ...base.codes, ...overrides.codes } };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let phoneCounter = 0;
/** A distinct valid Peruvian mobile number per call (E.164). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+51 9${String(process.pid % 100).padStart(2, '0')}${String(phoneCounter).padStart(6, '0')}`.replaceAll(
    ' ',
    '',
  );
}

export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
  const code = res.json().messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Signs a new (or existing) user in through send-code and verify-code; returns the bearer header. */
export async function signIn(app: FastifyInstance, phone = uniquePhone()) {
  const sent = await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone } });
  if (sent.statusCode !== 200) throw new Error(`send-code ${sent.statusCode}: ${sent.body}`);
  const code = await latestCode(app, phone);
  const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { phone, code } });
  if (verified.statusCode !== 200) throw new Error(`verify-code ${verified.statusCode}: ${verified.body}`);
  const token: string = verified.json().token;
  return { phone, token, headers: { authorization: `Bearer ${token}` } };
}
