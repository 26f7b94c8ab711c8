/** The server's configuration: read from the environment and validated once, here only. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { deriveKey } from './lib/secret-box.ts';

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  JWT_SECRET: z.string().min(32).optional(),
  TRIAL_DAYS: z.coerce.number().int().min(0).default(7),
  COACH_WHATSAPP_NUMBER: z.string().regex(/^\d{8,15}$/).default('51999999999'),
  MESSAGING_PROVIDER: z.enum(['console']).default('console'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_THREE_MONTHS: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  STRAVA_CLIENT_ID: z.string().optional(),
  STRAVA_CLIENT_SECRET: z.string().optional(),
  STRAVA_WEBHOOK_VERIFY_TOKEN: z.string().default('nutricoach-strava-dev'),
  STRAVA_API_BASE: z.string().url().default('https://www.strava.com'),
  STRAVA_TOKEN_KEY: z.string().optional(),
  STRAVA_BACKOFF_MS: intFromEnv(1000),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Sign-in code rules (decisions.md, Accounts and sign-in). A test rig may raise or lower them.
  REMINDERS_ENABLED: z.enum(['true', 'false']).default('true'),
  REMINDER_INTERVAL_SECONDS: intFromEnv(60),
  CODE_TTL_MINUTES: intFromEnv(10),
  CODE_MAX_ATTEMPTS: intFromEnv(5),
  CODE_RESEND_SECONDS: intFromEnv(30),
  CODE_MAX_PER_HOUR: intFromEnv(5),
  CODE_MAX_PER_IP_PER_HOUR: intFromEnv(30),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections the server keeps (see docs/server-rules.md). */
  dbPoolMax: number;
  /** Postgres schema to work in (tests use one of their own); undefined = the default search_path. */
  databaseSchema?: string;
  jwtSecret: string;
  trialDays: number;
  coachWhatsappNumber: string;
  messagingProvider: 'console';
  payments:
    | { provider: 'sandbox' }
    | { provider: 'stripe'; secretKey: string; webhookSecret: string; prices: { monthly: string; three_months: string } };
  strava: {
    /** 'strava' when its client id and secret are set, else the local sandbox. */
    provider: 'strava' | 'sandbox';
    clientId: string;
    clientSecret: string;
    apiBase: string;
    webhookVerifyToken: string;
    /** 32 bytes: the key that encrypts Strava tokens at rest. */
    tokenKey: Buffer;
    backoffMs: number;
  };
  /** The origin users reach the app at (for payment redirects); the request's own when unset. */
  publicUrl?: string;
  webDistDir: string;
  logLevel: string;
  reminders: { enabled: boolean; intervalSeconds: number };
  codes: {
    ttlMinutes: number;
    maxAttempts: number;
    resendSeconds: number;
    maxPerHour: number;
    maxPerIpPerHour: number;
  };
};

/** In development the JWT secret is generated once and kept beside the data, so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET is required when NODE_ENV=production (32+ characters)');
  }
  if (e.PAYMENTS_PROVIDER === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_THREE_MONTHS)) {
    throw new Error('Invalid configuration:\n  PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_THREE_MONTHS');
  }
  const stravaReal = Boolean(e.STRAVA_CLIENT_ID && e.STRAVA_CLIENT_SECRET);
  const tokenKey = e.STRAVA_TOKEN_KEY ? Buffer.from(e.STRAVA_TOKEN_KEY, 'base64') : undefined;
  if (tokenKey && tokenKey.length !== 32) throw new Error('Invalid configuration:\n  STRAVA_TOKEN_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  if (e.NODE_ENV === 'production' && stravaReal && !tokenKey) {
    throw new Error('Invalid configuration:\n  STRAVA_TOKEN_KEY is required when NODE_ENV=production and Strava is configured');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? localJwtSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    jwtSecret,
    strava: {
      provider: stravaReal ? 'strava' : 'sandbox',
      clientId: e.STRAVA_CLIENT_ID ?? '',
      clientSecret: e.STRAVA_CLIENT_SECRET ?? '',
      apiBase: e.STRAVA_API_BASE.replace(/\/+$/, ''),
      webhookVerifyToken: e.STRAVA_WEBHOOK_VERIFY_TOKEN,
      tokenKey: tokenKey ?? deriveKey(jwtSecret, 'strava-tokens'),
      backoffMs: e.STRAVA_BACKOFF_MS,
    },
    trialDays: e.TRIAL_DAYS,
    coachWhatsappNumber: e.COACH_WHATSAPP_NUMBER,
    messagingProvider: e.MESSAGING_PROVIDER,
    payments:
      e.PAYMENTS_PROVIDER === 'stripe'
        ? { provider: 'stripe', secretKey: e.STRIPE_SECRET_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, prices: { monthly: e.STRIPE_PRICE_MONTHLY!, three_months: e.STRIPE_PRICE_THREE_MONTHS! } }
        : { provider: 'sandbox' },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    reminders: { enabled: e.REMINDERS_ENABLED === 'true', intervalSeconds: e.REMINDER_INTERVAL_SECONDS },
    codes: {
      ttlMinutes: e.CODE_TTL_MINUTES,
      maxAttempts: e.CODE_MAX_ATTEMPTS,
      resendSeconds: e.CODE_RESEND_SECONDS,
      maxPerHour: e.CODE_MAX_PER_HOUR,
      maxPerIpPerHour: e.CODE_MAX_PER_IP_PER_HOUR,
    },
  };
}
