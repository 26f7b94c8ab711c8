/** The server's configuration: read from the environment and validated once, here only. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from './lib/app-paths.ts';
import { deriveKey } from './lib/secret-box.ts';
import type { TemplateKind } from './providers/messaging/types.ts';
import serverPackage from '../package.json' with { type: 'json' };

const ENGLISH = z.locales.en();

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const contentSid = z
  .string()
  .regex(/^HX[0-9a-fA-F]{32}$/, {
    error: "must be a template's Content SID: HX and 32 hex digits (Twilio Content Template Builder)",
  })
  .optional();

/** The placeholder coach number (docs/product.md: 'a documented placeholder number'). */
export const PLACEHOLDER_COACH_NUMBER = '51999999999';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback in development (the local stand-ins hand out sign-in codes), every interface in production.
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  JWT_SECRET: z.string().min(32).optional(),
  TRIAL_DAYS: z.coerce.number().int().min(0).default(7),
  // Unset: the number of TWILIO_WHATSAPP_FROM, else the documented placeholder.
  COACH_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/)
    .optional(),
  MESSAGING_PROVIDER: z.enum(['console', 'twilio']).default('console'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be the Account SID: AC and 32 hex digits (Twilio Console)' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, { error: 'must be the SMS sender in E.164, e.g. +15005550006' })
    .optional(),
  TWILIO_WHATSAPP_FROM: z
    .string()
    .regex(/^whatsapp:\+[1-9]\d{6,14}$/, { error: "must be the WhatsApp sender as 'whatsapp:+<E.164>'" })
    .optional(),
  TWILIO_CHANNEL: z.enum(['sms', 'whatsapp']).default('sms'),
  // Approved WhatsApp templates (Content SIDs) for reminders outside the 24-hour window (issue 16).
  TWILIO_TEMPLATE_BREAKFAST: contentSid,
  TWILIO_TEMPLATE_LUNCH: contentSid,
  TWILIO_TEMPLATE_DINNER: contentSid,
  TWILIO_TEMPLATE_WEIGHT: contentSid,
  TWILIO_TEMPLATE_DAILY_SUMMARY: contentSid,
  // And for the professional's notices (issue 33): a comment on the client's day, a new message.
  TWILIO_TEMPLATE_PROFESSIONAL_COMMENT: contentSid,
  TWILIO_TEMPLATE_PROFESSIONAL_MESSAGE: contentSid,
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_THREE_MONTHS: z.string().optional(),
  STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
  PUBLIC_URL: z.string().url().optional(),
  STRAVA_CLIENT_ID: z.string().optional(),
  STRAVA_CLIENT_SECRET: z.string().optional(),
  STRAVA_WEBHOOK_VERIFY_TOKEN: z.string().default('nutricoach-strava-dev'),
  // The secret segment of the webhook callback path (Strava does not sign its events).
  STRAVA_WEBHOOK_PATH_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,200}$/, { error: 'must be 24 to 200 letters, digits, - or _ (openssl rand -hex 24)' })
    .optional(),
  STRAVA_SUBSCRIPTION_ID: z
    .string()
    .regex(/^\d{1,20}$/, { error: 'must be the numeric id Strava gave the push subscription' })
    .optional(),
  STRAVA_API_BASE: z.string().url().default('https://www.strava.com'),
  STRAVA_TOKEN_KEY: z.string().optional(),
  STRAVA_BACKOFF_MS: intFromEnv(1000),
  // Open Food Facts' product API (issue 30; docs/barcodes.md): its address (tests run a local
  // fake), who to contact about our calls (its User-Agent rule), and our shared budget of calls.
  OFF_API_BASE: z.string().url().default('https://world.openfoodfacts.org'),
  OFF_CONTACT: z.string().min(3).max(200).optional(),
  OFF_CALLS_PER_MINUTE: intFromEnv(15),
  WEB_DIST_DIR: z.string().optional(),
  // Lets a scraper on another machine read /metrics (this machine always may).
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Sign-in code rules (docs/product.md §Accounts and sign-in). A test rig may raise or lower them.
  REMINDERS_ENABLED: z.enum(['true', 'false']).default('true'),
  REMINDER_INTERVAL_SECONDS: intFromEnv(60),
  CODE_TTL_MINUTES: intFromEnv(10),
  CODE_MAX_ATTEMPTS: intFromEnv(5),
  CODE_RESEND_SECONDS: intFromEnv(30),
  CODE_MAX_PER_HOUR: intFromEnv(5),
  CODE_MAX_PER_IP_PER_HOUR: intFromEnv(30),
  CODE_MAX_PER_PHONE_PER_DAY: intFromEnv(20),
  CODE_MAX_PER_HOUR_GLOBAL: intFromEnv(1000),
  // Per-user limits (docs/server-rules.md, Limits per user), counted in the database.
  USER_WRITES_PER_MINUTE: intFromEnv(60),
  USER_EXPORTS_PER_HOUR: intFromEnv(6),
  // A request must have sent its headers, and all of it, within these (slow-body clients are cut).
  HEADERS_TIMEOUT_SECONDS: intFromEnv(10),
  REQUEST_TIMEOUT_SECONDS: intFromEnv(30),
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
  /** Fastify's trustProxy: false (the default: the TCP peer is the client) or the proxies' addresses/CIDRs. */
  trustProxy: false | string[];
  trialDays: number;
  coachWhatsappNumber: string;
  messagingProvider: 'console' | 'twilio';
  /** Set when messagingProvider is 'twilio'. */
  twilio?: TwilioConfig;
  payments:
    | { provider: 'sandbox' }
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string;
        prices: { monthly: string; three_months: string };
        /** Stripe's API address (tests point it at a local fake); Stripe's own when absent. */
        apiBase?: string;
      };
  strava: {
    /**
     * 'strava' when its client id and secret are set; else the local sandbox, or 'none' in
     * production (Strava unavailable: no sandbox page, connect-url answers 503).
     */
    provider: 'strava' | 'sandbox' | 'none';
    clientId: string;
    clientSecret: string;
    apiBase: string;
    webhookVerifyToken: string;
    /** The secret last segment of the webhook callback path: /api/strava/webhook/<token>. */
    webhookPathToken: string;
    /** Events of any other push subscription are ignored; unset: not checked. */
    subscriptionId?: string;
    /** 32 bytes: the key that encrypts Strava tokens at rest. */
    tokenKey: Buffer;
    backoffMs: number;
  };
  /** Open Food Facts' product API (providers/food-facts). */
  foodFacts: FoodFactsConfig;
  /** The origin users reach the app at (for payment redirects); the request's own when unset. */
  publicUrl?: string;
  webDistDir: string;
  /** Bearer token for GET /metrics from another machine. */
  metricsToken?: string;
  logLevel: string;
  reminders: { enabled: boolean; intervalSeconds: number };
  codes: {
    ttlMinutes: number;
    maxAttempts: number;
    resendSeconds: number;
    maxPerHour: number;
    maxPerIpPerHour: number;
    /** Codes one phone may receive in 24 hours, from all addresses together (SMS pumping). */
    maxPerPhonePerDay: number;
    /** Codes the whole service sends in an hour. */
    maxPerHourGlobal: number;
  };
  /** Per-user limits, counted in the database (lib/rate-limit.ts). */
  limits: { writesPerMinute: number; exportsPerHour: number };
  /** The HTTP server's timeouts, in milliseconds. */
  timeouts: { headersMs: number; requestMs: number };
};

/** The app's version, as its package says: in the User-Agent of our calls outside. */
export const APP_VERSION: string = serverPackage.version;

/** Open Food Facts' product API (providers/food-facts/open-food-facts.ts). */
export type FoodFactsConfig = {
  apiBase: string;
  /** 'NutriCoach/<version> (<contact>)': Open Food Facts asks apps to name themselves and a contact. */
  userAgent: string;
  timeoutMs: number;
  /** Calls to it from all our processes together in one minute (its limit is about 15 product reads a minute). */
  callsPerMinute: number;
};

/** Twilio's REST API (providers/messaging/twilio.ts). */
export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The channel codes and reminders go out on. */
  channel: 'sms' | 'whatsapp';
  /** The sender on that channel: '+E.164' for SMS, 'whatsapp:+E.164' for WhatsApp. */
  from: string;
  apiBase: string;
  /** How long a send waits for Twilio before it counts as unavailable (docs/server-rules.md). */
  timeoutMs: number;
  /** TWILIO_FROM, when set: the SMS sender, also for a WhatsApp reminder outside the 24-hour window with no template. */
  smsFrom?: string;
  /** TWILIO_WHATSAPP_FROM, when set. */
  whatsappFrom?: string;
  /** Approved WhatsApp templates (Content SIDs) by reminder or notice kind (TWILIO_TEMPLATE_*). */
  templates: Partial<Record<TemplateKind, string>>;
};

/** In development the JWT secret is generated once and kept beside the data, so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The interface to listen on. Unset HOST: loopback only outside production, since development
 * runs the local stand-ins (the dev outbox holds sign-in codes); every interface in production.
 */
export function listenHost(nodeEnv: Config['env'], host: string | undefined): string {
  return host ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
}

/** Like the JWT secret: generated once into DATA_DIR in development, so the callback URL survives restarts. */
function localStravaWebhookPathToken(dataDir: string): string {
  const file = path.join(dataDir, 'strava-webhook-path-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const token = randomBytes(24).toString('base64url');
  try {
    writeFileSync(file, token, { mode: 0o600, flag: 'wx' });
  } catch {
    return readFileSync(file, 'utf8').trim(); // another process wrote it first
  }
  return token;
}

/** A configuration the server must not start with; the message is one line naming the variable. */
export class ConfigError extends Error {}

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1...). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the proxies in front of the server, as addresses, CIDRs or range names, comma
 * separated. A hop count is refused: Fastify 5.12 ignores it, since it cannot tell a proxy from a
 * client that sends its own X-Forwarded-For.
 */
function parseTrustProxy(value: string | undefined): false | string[] {
  const raw = value?.trim();
  if (!raw || raw === 'false') return false;
  if (/^\d+$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY must name the proxies (addresses, CIDRs or loopback), not a hop count: a hop count would let any client forge X-Forwarded-For`,
    );
  }
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return false;
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    if (!version || rest.length) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  if (bad !== undefined || !entries.length) {
    throw new ConfigError(
      `TRUST_PROXY must be proxy addresses, CIDRs or loopback/linklocal/uniquelocal, comma separated; got "${bad ?? raw}"`,
    );
  }
  return entries;
}

/** What NODE_ENV=production refuses: the local stand-ins and a generated secret. */
function productionRefusals(e: z.infer<typeof envSchema>): string[] {
  const refusals: string[] = [];
  if (!e.JWT_SECRET) refusals.push('JWT_SECRET is required when NODE_ENV=production (32+ characters)');
  if (e.PAYMENTS_PROVIDER === 'sandbox')
    refusals.push('PAYMENTS_PROVIDER must be stripe when NODE_ENV=production (the sandbox gives plans away)');
  if (e.MESSAGING_PROVIDER === 'console')
    refusals.push(
      'MESSAGING_PROVIDER must be a real provider when NODE_ENV=production (console only logs the sign-in codes)',
    );
  if (e.STRAVA_CLIENT_ID && e.STRAVA_CLIENT_SECRET && !e.STRAVA_WEBHOOK_PATH_TOKEN) {
    refusals.push(
      'STRAVA_WEBHOOK_PATH_TOKEN is required when NODE_ENV=production and Strava is configured (the secret in the webhook callback path: openssl rand -hex 24)',
    );
  }
  return refusals;
}

/** MESSAGING_PROVIDER=twilio: the credentials and the sender its channel needs, or a ConfigError naming what is missing. */
function twilioConfig(e: z.infer<typeof envSchema>): TwilioConfig {
  const fromVariable = e.TWILIO_CHANNEL === 'whatsapp' ? 'TWILIO_WHATSAPP_FROM' : 'TWILIO_FROM';
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', fromVariable] as const).filter((name) => !e[name]);
  if (missing.length) {
    throw new ConfigError(
      `MESSAGING_PROVIDER=twilio needs ${missing.join(', ')} (TWILIO_CHANNEL=${e.TWILIO_CHANNEL} sends from ${fromVariable})`,
    );
  }
  return {
    accountSid: e.TWILIO_ACCOUNT_SID!,
    authToken: e.TWILIO_AUTH_TOKEN!,
    channel: e.TWILIO_CHANNEL,
    from: e[fromVariable]!,
    apiBase: e.TWILIO_API_BASE.replace(/\/+$/, ''),
    timeoutMs: 5000,
    smsFrom: e.TWILIO_FROM,
    whatsappFrom: e.TWILIO_WHATSAPP_FROM,
    templates: Object.fromEntries(
      (
        [
          ['breakfast', e.TWILIO_TEMPLATE_BREAKFAST],
          ['lunch', e.TWILIO_TEMPLATE_LUNCH],
          ['dinner', e.TWILIO_TEMPLATE_DINNER],
          ['weight', e.TWILIO_TEMPLATE_WEIGHT],
          ['daily_summary', e.TWILIO_TEMPLATE_DAILY_SUMMARY],
          ['professional_comment', e.TWILIO_TEMPLATE_PROFESSIONAL_COMMENT],
          ['professional_message', e.TWILIO_TEMPLATE_PROFESSIONAL_MESSAGE],
        ] as const
      ).filter(([, sid]) => sid),
    ),
  };
}

/** Strava's adapter: the real one with credentials; without, the sandbox, except in production, which offers no Strava at all. */
export function stravaProviderFor(
  nodeEnv: Config['env'],
  clientId: string | undefined,
  clientSecret: string | undefined,
): Config['strava']['provider'] {
  if (clientId && clientSecret) return 'strava';
  return nodeEnv === 'production' ? 'none' : 'sandbox';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Refusal lines are English, as the variables' names and the operator's docs are (issue 31): the
  // app's Spanish locale for zod (contract/zod-es) must not leak into them.
  const parsed = envSchema.safeParse(env, { error: ENGLISH.localeError });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const e = parsed.data;
  const refusals = e.NODE_ENV === 'production' ? productionRefusals(e) : [];
  if (refusals.length) throw new ConfigError(refusals.join('; '));
  const twilio = e.MESSAGING_PROVIDER === 'twilio' ? twilioConfig(e) : undefined;
  if (
    e.PAYMENTS_PROVIDER === 'stripe' &&
    !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_THREE_MONTHS)
  ) {
    throw new ConfigError(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_THREE_MONTHS',
    );
  }
  const stravaReal = Boolean(e.STRAVA_CLIENT_ID && e.STRAVA_CLIENT_SECRET);
  const tokenKey = e.STRAVA_TOKEN_KEY ? Buffer.from(e.STRAVA_TOKEN_KEY, 'base64') : undefined;
  if (tokenKey && tokenKey.length !== 32)
    throw new ConfigError('STRAVA_TOKEN_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  if (e.NODE_ENV === 'production' && stravaReal && !tokenKey) {
    throw new ConfigError('STRAVA_TOKEN_KEY is required when NODE_ENV=production and Strava is configured');
  }
  const stravaProvider = stravaProviderFor(e.NODE_ENV, e.STRAVA_CLIENT_ID, e.STRAVA_CLIENT_SECRET);
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? localJwtSecret(dataDir);
  const webhookPathToken =
    stravaProvider === 'none' ? '' : (e.STRAVA_WEBHOOK_PATH_TOKEN ?? localStravaWebhookPathToken(dataDir));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: listenHost(e.NODE_ENV, e.HOST),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    jwtSecret,
    strava: {
      provider: stravaProvider,
      clientId: e.STRAVA_CLIENT_ID ?? '',
      clientSecret: e.STRAVA_CLIENT_SECRET ?? '',
      apiBase: e.STRAVA_API_BASE.replace(/\/+$/, ''),
      webhookVerifyToken: e.STRAVA_WEBHOOK_VERIFY_TOKEN,
      webhookPathToken,
      subscriptionId: e.STRAVA_SUBSCRIPTION_ID,
      tokenKey: tokenKey ?? deriveKey(jwtSecret, 'strava-tokens'),
      backoffMs: e.STRAVA_BACKOFF_MS,
    },
    trialDays: e.TRIAL_DAYS,
    coachWhatsappNumber:
      e.COACH_WHATSAPP_NUMBER ?? e.TWILIO_WHATSAPP_FROM?.replace(/\D/g, '') ?? PLACEHOLDER_COACH_NUMBER,
    messagingProvider: e.MESSAGING_PROVIDER,
    twilio,
    payments:
      e.PAYMENTS_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            prices: { monthly: e.STRIPE_PRICE_MONTHLY!, three_months: e.STRIPE_PRICE_THREE_MONTHS! },
            apiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
          }
        : { provider: 'sandbox' },
    foodFacts: {
      apiBase: e.OFF_API_BASE.replace(/\/+$/, ''),
      userAgent: `NutriCoach/${APP_VERSION} (${e.OFF_CONTACT ?? e.PUBLIC_URL ?? 'contact not configured'})`,
      timeoutMs: 3000,
      callsPerMinute: e.OFF_CALLS_PER_MINUTE,
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    reminders: { enabled: e.REMINDERS_ENABLED === 'true', intervalSeconds: e.REMINDER_INTERVAL_SECONDS },
    codes: {
      ttlMinutes: e.CODE_TTL_MINUTES,
      maxAttempts: e.CODE_MAX_ATTEMPTS,
      resendSeconds: e.CODE_RESEND_SECONDS,
      maxPerHour: e.CODE_MAX_PER_HOUR,
      maxPerIpPerHour: e.CODE_MAX_PER_IP_PER_HOUR,
      maxPerPhonePerDay: e.CODE_MAX_PER_PHONE_PER_DAY,
      maxPerHourGlobal: e.CODE_MAX_PER_HOUR_GLOBAL,
    },
    limits: { writesPerMinute: e.USER_WRITES_PER_MINUTE, exportsPerHour: e.USER_EXPORTS_PER_HOUR },
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: Math.max(e.REQUEST_TIMEOUT_SECONDS, e.HEADERS_TIMEOUT_SECONDS) * 1000,
    },
  };
}
