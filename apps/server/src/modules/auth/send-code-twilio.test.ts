/** Sign-in codes through the Twilio adapter, against a local fake Twilio (TWILIO_API_BASE). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authCodes } from '../../db/schema.ts';
import { createTestApp, uniquePhone, type TestApp } from '../../test-support/app.ts';
import {
  accepted,
  codeIn,
  startFakeTwilio,
  useFakeTwilio,
  TWILIO_SID,
  TWILIO_BASIC,
  twilioError,
} from '../../test-support/fake-twilio.ts';

const NOT_SENT = 'No pudimos enviarte el código. Intenta de nuevo en unos minutos.';

const twilio = useFakeTwilio();
let sms: TestApp;
let whatsapp: TestApp;
beforeAll(async () => {
  sms = await createTestApp({ messagingProvider: 'twilio', twilio: twilio.config() });
  whatsapp = await createTestApp({
    messagingProvider: 'twilio',
    twilio: twilio.config({ channel: 'whatsapp', from: 'whatsapp:+14155238886' }),
  });
});
afterAll(async () => {
  await Promise.all([sms?.close(), whatsapp?.close()]);
});

const sendCode = (t: TestApp, phone: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone }, remoteAddress });
const verify = (t: TestApp, phone: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { phone, code } });
/** The code in the last text the fake received. */
const lastCode = () => codeIn(twilio.requests.at(-1)?.form.Body);
/** Moves a phone's codes into the past, as if the seconds had gone by. */
const age = (t: TestApp, phone: string, seconds: number) =>
  t.db
    .update(authCodes)
    .set({ createdAt: sql`${authCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(authCodes.phone, phone));

describe('sign-in codes over Twilio', () => {
  it('sends the code as an SMS through the Messages API, and that code signs the user in', async () => {
    const phone = uniquePhone();
    const res = await sendCode(sms, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Te enviamos un código de 6 dígitos');
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`,
      authorization: `Basic ${TWILIO_BASIC}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(request!.form).toEqual({ To: phone, From: '+15005550006', Body: expect.stringMatching(/\b\d{6}\b/) });
    expect(request!.form.Body).toMatch(/^Tu código de NutriCoach es \d{6}\./);

    const signedIn = await verify(sms, phone, lastCode());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });

  it('sends it on WhatsApp with TWILIO_CHANNEL=whatsapp', async () => {
    const phone = uniquePhone();
    expect((await sendCode(whatsapp, phone)).statusCode).toBe(200);
    expect(twilio.requests.at(-1)!.form).toMatchObject({
      To: `whatsapp:${phone}`,
      From: 'whatsapp:+14155238886',
    });
    expect(phone).toMatch(/^\+51/);
    expect((await verify(whatsapp, phone, lastCode())).statusCode).toBe(200);
  });

  it('has no dev outbox: the dev routes exist only with the console provider', async () => {
    const res = await sms.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?phone=%2B51987654321',
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 502 in Spanish when Twilio refuses the credentials (20003), and lets the user retry at once', async () => {
    const phone = uniquePhone();
    twilio.answer(() => twilioError(401, 20003, 'Authenticate'));
    const failed = await sendCode(sms, phone);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: NOT_SENT, code: 'CODE_NOT_SENT' });
    expect(await sms.db.select().from(authCodes).where(eq(authCodes.phone, phone))).toEqual([]);

    twilio.answer(accepted);
    const retried = await sendCode(sms, phone); // no 30 s wait: the failed code was not counted
    expect(retried.statusCode).toBe(200);
    expect((await verify(sms, phone, lastCode())).statusCode).toBe(200);
  });

  it('answers 502 when Twilio fails with a 500', async () => {
    twilio.answer(() => twilioError(500, 20500, 'Internal Server Error'));
    const res = await sendCode(sms, uniquePhone());
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(NOT_SENT);
  });

  it('answers 503 when Twilio does not answer within the timeout, and lets the user retry at once', async () => {
    const phone = uniquePhone();
    twilio.answer(() => 'hang');
    const started = Date.now();
    const res = await sendCode(sms, phone);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: NOT_SENT, code: 'CODE_NOT_SENT' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900); // the test config's 1000 ms timeout
    twilio.answer(accepted);
    expect((await sendCode(sms, phone)).statusCode).toBe(200);
  });

  it('answers 503 when Twilio cannot be reached', async () => {
    const closed = await startFakeTwilio();
    await closed.close(); // nothing listens on its port any more
    const t = await createTestApp({ messagingProvider: 'twilio', twilio: closed.config() });
    try {
      const res = await sendCode(t, uniquePhone());
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(NOT_SENT);
    } finally {
      await t.close();
    }
  });

  it('counts no failed code against the hourly, per-phone or per-IP limits', async () => {
    const t = await createTestApp({
      messagingProvider: 'twilio',
      twilio: twilio.config(),
      codes: {
        ttlMinutes: 10,
        maxAttempts: 5,
        resendSeconds: 30,
        maxPerHour: 2,
        maxPerIpPerHour: 2,
        maxPerPhonePerDay: 20,
        maxPerHourGlobal: 1000,
      },
    });
    try {
      const phone = uniquePhone();
      twilio.answer(() => twilioError(400, 21211, "The 'To' number is not a valid phone number."));
      for (let i = 0; i < 4; i += 1) expect((await sendCode(t, phone, '198.51.100.9')).statusCode).toBe(502);
      twilio.answer(accepted);
      expect((await sendCode(t, phone, '198.51.100.9')).statusCode).toBe(200);
      expect((await sendCode(t, uniquePhone(), '198.51.100.9')).statusCode).toBe(200);
      expect((await sendCode(t, uniquePhone(), '198.51.100.9')).statusCode).toBe(429); // the third sent code
    } finally {
      await t.close();
    }
  });

  it('keeps the earlier code working when a new one could not be sent', async () => {
    const phone = uniquePhone();
    expect((await sendCode(sms, phone)).statusCode).toBe(200);
    const first = lastCode();
    await age(sms, phone, 31);
    twilio.answer(() => twilioError(500, 20500, 'Internal Server Error'));
    expect((await sendCode(sms, phone)).statusCode).toBe(502);
    expect((await verify(sms, phone, first)).statusCode).toBe(200);
  });

  it('retires the earlier code once a new one has gone out', async () => {
    const phone = uniquePhone();
    await sendCode(sms, phone);
    const first = lastCode();
    await age(sms, phone, 31);
    await sendCode(sms, phone);
    const second = lastCode();
    if (first !== second) expect((await verify(sms, phone, first)).statusCode).toBe(400);
    const open = await sms.db.select().from(authCodes).where(eq(authCodes.phone, phone));
    expect(open.filter((row) => row.consumedAt === null)).toHaveLength(1);
    expect((await verify(sms, phone, second)).statusCode).toBe(200);
  });
});
