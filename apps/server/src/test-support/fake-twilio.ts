/** A local stand-in for Twilio's Messages API (tests point TWILIO_API_BASE at it). */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TwilioConfig } from '../config.ts';

export type TwilioRequest = {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
};

/** What the fake answers to a request: a status and JSON body, or 'hang' (never answers). */
export type TwilioReply = { status: number; body: unknown } | 'hang';

export const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TWILIO_TOKEN = 'fake-auth-token-0123456789abcdef';
/** The fake account's Basic credential: what the adapter sends, and must never log. */
export const TWILIO_BASIC = Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64');

export const twilioError = (status: number, code: number, message: string): TwilioReply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});
export const accepted = (): TwilioReply => ({ status: 201, body: { sid: `SM${'a'.repeat(32)}`, status: 'queued' } });

export async function startFakeTwilio() {
  const requests: TwilioRequest[] = [];
  let reply: (request: TwilioRequest) => TwilioReply = accepted;
  const server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const request: TwilioRequest = {
      method: req.method ?? '',
      path: new URL(req.url ?? '/', 'http://fake').pathname,
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      form: Object.fromEntries(new URLSearchParams(body)),
    };
    requests.push(request);
    const answer = reply(request);
    if (answer === 'hang') return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    /** How the fake answers from now on. */
    answer(fn: (request: TwilioRequest) => TwilioReply) {
      reply = fn;
    },
    /** The adapter's config against this fake. */
    config(overrides: Partial<TwilioConfig> = {}): TwilioConfig {
      return {
        accountSid: TWILIO_SID,
        authToken: TWILIO_TOKEN,
        channel: 'sms',
        from: '+15005550006',
        apiBase: base,
        timeoutMs: 1000,
        templates: {},
        ...overrides,
      };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;

/**
 * A fake Twilio for one test file: started before its tests (use it from beforeAll on), back to
 * accepting every message with no request kept at each test's start, closed after the file.
 */
export function useFakeTwilio(): FakeTwilio {
  let fake: FakeTwilio | undefined;
  const started = () => {
    if (!fake) throw new Error('the fake Twilio starts in beforeAll');
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    started().answer(accepted);
    started().requests.length = 0;
  });
  return {
    get base() {
      return started().base;
    },
    get requests() {
      return started().requests;
    },
    answer: (fn) => started().answer(fn),
    config: (overrides) => started().config(overrides),
    close: () => started().close(),
  };
}

/** The six-digit code a sign-in text carries. */
export function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${JSON.stringify(text)}`);
  return code;
}
