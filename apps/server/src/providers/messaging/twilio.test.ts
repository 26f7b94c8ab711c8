/** The Twilio adapter against a local fake Twilio: its configuration, what it sends, what it logs. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  startFakeTwilio,
  useFakeTwilio,
  TWILIO_BASIC,
  TWILIO_SID,
  TWILIO_TOKEN,
  twilioError,
} from '../../test-support/fake-twilio.ts';
import { twilioMessaging } from './twilio.ts';
import { MessagingError } from './types.ts';

const twilio = useFakeTwilio();

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'nutricoach-twilio-'));
const twilioEnv = {
  MESSAGING_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: TWILIO_SID,
  TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  TWILIO_FROM: '+15005550006',
};
const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(40), DATA_DIR: freshDataDir(), ...env });

describe('MESSAGING_PROVIDER=twilio configuration', () => {
  it('reads the credentials, the channel (sms by default) and its sender; 5 s timeout; api.twilio.com', () => {
    const config = load(twilioEnv);
    expect(config.messagingProvider).toBe('twilio');
    expect(config.twilio).toEqual({
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
      channel: 'sms',
      from: '+15005550006',
      apiBase: 'https://api.twilio.com',
      timeoutMs: 5000,
      smsFrom: '+15005550006',
      templates: {},
    });
    const whatsapp = load({
      ...twilioEnv,
      TWILIO_CHANNEL: 'whatsapp',
      TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
      TWILIO_API_BASE: 'http://127.0.0.1:9/',
    });
    expect(whatsapp.twilio).toMatchObject({
      channel: 'whatsapp',
      from: 'whatsapp:+14155238886',
      apiBase: 'http://127.0.0.1:9',
    });
  });

  it('refuses to start without the credentials or the sender its channel needs, naming the variable in one line', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        load(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('accepted');
    };
    const { TWILIO_AUTH_TOKEN: _token, ...noToken } = twilioEnv;
    expect(refusal(noToken)).toMatch(/^MESSAGING_PROVIDER=twilio needs TWILIO_AUTH_TOKEN\b/);
    const { TWILIO_ACCOUNT_SID: _sid, ...noSid } = twilioEnv;
    expect(refusal(noSid)).toMatch(/needs TWILIO_ACCOUNT_SID\b/);
    const { TWILIO_FROM: _from, ...noFrom } = twilioEnv;
    expect(refusal(noFrom)).toMatch(/needs TWILIO_FROM\b/);
    expect(refusal({ ...twilioEnv, TWILIO_CHANNEL: 'whatsapp' })).toMatch(/needs TWILIO_WHATSAPP_FROM\b/);
    expect(refusal({ ...twilioEnv, TWILIO_ACCOUNT_SID: 'SK123' })).toMatch(/^TWILIO_ACCOUNT_SID: /);
    expect(refusal({ ...twilioEnv, TWILIO_FROM: '51999' })).toMatch(/^TWILIO_FROM: /);
    expect(refusal({ ...twilioEnv, TWILIO_WHATSAPP_FROM: '+14155238886' })).toMatch(/^TWILIO_WHATSAPP_FROM: /);
    expect(refusal({ ...twilioEnv, TWILIO_CHANNEL: 'telegram' })).toMatch(/^TWILIO_CHANNEL: /);
    for (const message of [refusal(noToken), refusal({ ...twilioEnv, TWILIO_CHANNEL: 'whatsapp' })]) {
      expect(message).not.toContain('\n');
    }
  });

  it('is accepted in production, where console is refused', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: freshDataDir(),
      JWT_SECRET: 'p'.repeat(40),
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_THREE_MONTHS: 'price_t',
    };
    expect(() => loadConfig({ ...production, MESSAGING_PROVIDER: 'console' })).toThrow(/MESSAGING_PROVIDER/);
    expect(loadConfig({ ...production, ...twilioEnv }).messagingProvider).toBe('twilio');
  });

  it('stops the real server at start with one line naming the missing variable', () => {
    const server = path.resolve(import.meta.dirname, '../../server.ts');
    const { TWILIO_AUTH_TOKEN: _token, ...noToken } = twilioEnv;
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: freshDataDir(), PORT: '0', ...noToken },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/TWILIO_AUTH_TOKEN/)]);
  }, 60_000);
});

/** A pino logger whose lines are kept, to read what a failure logs. */
function recordingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream), lines };
}

describe('the adapter', () => {
  const message = {
    to: '+51987000123',
    text: 'Tu código de NutriCoach es 482913. Vence en 10 minutos.',
    code: '482913',
  };

  it("rejects a Twilio error as 'rejected', logging Twilio's code but never the text, the code or the token", async () => {
    const { log, lines } = recordingLogger();
    twilio.answer(() => twilioError(401, 20003, 'Authenticate'));
    const error = await twilioMessaging(twilio.config(), log)
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingError);
    expect(error).toMatchObject({ kind: 'rejected', details: { status: 401, providerCode: 20003 } });
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]!);
    expect(logged).toMatchObject({
      level: 50,
      provider: 'twilio',
      status: 401,
      twilioCode: 20003,
      moreInfo: 'https://www.twilio.com/docs/errors/20003',
    });
    for (const secret of ['482913', TWILIO_TOKEN, TWILIO_BASIC]) {
      expect(lines[0]).not.toContain(secret);
      expect(String((error as Error).message)).not.toContain(secret);
    }
  });

  it("rejects a timeout or an unreachable Twilio as 'unavailable', and logs why", async () => {
    const { log, lines } = recordingLogger();
    twilio.answer(() => 'hang');
    const slow = await twilioMessaging(twilio.config({ timeoutMs: 200 }), log)
      .send(message)
      .catch((e: unknown) => e);
    expect(slow).toMatchObject({ kind: 'unavailable' });
    expect(JSON.parse(lines[0]!).msg).toMatch(/no answer within 200 ms/);

    const closed = await startFakeTwilio();
    await closed.close();
    const unreachable = await twilioMessaging(closed.config(), log)
      .send(message)
      .catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ kind: 'unavailable' });
    expect(JSON.parse(lines[1]!).msg).toMatch(/unreachable \(ECONNREFUSED\)/);
    for (const line of lines) expect(line).not.toContain('482913');
  });

  it("treats an answer that is not Twilio's JSON (a proxy's page) as rejected, with its status", async () => {
    const { log } = recordingLogger();
    twilio.answer(() => ({ status: 502, body: 'not json' }));
    const error = await twilioMessaging(twilio.config(), log)
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rejected', details: { status: 502 } });
  });
});
