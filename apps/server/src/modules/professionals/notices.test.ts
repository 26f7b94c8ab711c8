/** A professional's notices keep WhatsApp's rules, as reminders do: free-form only inside the 24-hour window. */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReminders } from '@nutricoach/core/rules/default-reminders';
import { chatInbound, preferences, users } from '../../db/schema.ts';
import { twilioMessaging } from '../../providers/messaging/twilio.ts';
import { createTestApp, uniquePhone, type TestApp } from '../../test-support/app.ts';
import { useFakeTwilio } from '../../test-support/fake-twilio.ts';
import { noticeComment, noticeMessageToClient, noticeMessageToProfessional, type Notices } from './notices.ts';

const twilio = useFakeTwilio();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const MESSAGE_TEMPLATE = `HX${'b2'.repeat(16)}`;
const COMMENT_TEMPLATE = `HX${'c3'.repeat(16)}`;
const FROM = 'whatsapp:+14155238886';
let sid = 0;

async function person(lastWrote?: Date) {
  const phone = uniquePhone();
  const [user] = await t.db
    .insert(users)
    .values({ phone, name: 'Ana Torres', timeZone: 'America/Lima', trialEndsAt: new Date(Date.now() + 7 * 86_400_000) })
    .returning();
  if (lastWrote)
    await t.db
      .insert(chatInbound)
      .values({ messageSid: `SM${String(++sid).padStart(32, '9')}`, userId: user!.id, receivedAt: lastWrote });
  return { phone, id: user!.id };
}

const notices = (overrides = {}): Notices => ({
  db: t.db,
  log: pino({ level: 'silent' }),
  publicUrl: 'https://app.example',
  messaging: twilioMessaging(
    twilio.config({
      channel: 'whatsapp',
      from: FROM,
      templates: { professional_message: MESSAGE_TEMPLATE, professional_comment: COMMENT_TEMPLATE },
      ...overrides,
    }),
    pino({ level: 'silent' }),
  ),
});

describe('professional notices on WhatsApp', () => {
  it('go as free-form text to someone who wrote to the coach in the last 24 hours', async () => {
    const client = await person(new Date(Date.now() - 23 * HOUR));
    await noticeMessageToClient(notices(), client.phone, 'Lic. Rosa Quispe');
    expect(twilio.requests.map((r) => r.form)).toEqual([
      {
        To: `whatsapp:${client.phone}`,
        From: FROM,
        Body: 'NutriCoach: Lic. Rosa Quispe te envió un mensaje. Léelo en https://app.example/mi-nutricionista',
      },
    ]);
  });

  it("go as the kind's approved template, with the name and the link, outside the window", async () => {
    const client = await person(new Date(Date.now() - 25 * HOUR));
    const professional = await person();
    await noticeMessageToClient(notices(), client.phone, 'Lic. Rosa Quispe');
    await noticeMessageToProfessional(notices(), professional.phone, 'Ana Torres', client.id);
    expect(twilio.requests.map((r) => r.form)).toEqual([
      {
        To: `whatsapp:${client.phone}`,
        From: FROM,
        ContentSid: MESSAGE_TEMPLATE,
        ContentVariables: JSON.stringify({ 1: 'Lic. Rosa Quispe', 2: 'https://app.example/mi-nutricionista' }),
      },
      {
        To: `whatsapp:${professional.phone}`,
        From: FROM,
        ContentSid: MESSAGE_TEMPLATE,
        ContentVariables: JSON.stringify({ 1: 'Ana Torres', 2: `https://app.example/pro/clientes/${client.id}` }),
      },
    ]);
  });

  it('go by SMS from TWILIO_FROM without a template, and are only logged with neither', async () => {
    const client = await person();
    await noticeMessageToClient(notices({ templates: {}, smsFrom: '+15005550006' }), client.phone, 'Lic. Rosa Quispe');
    expect(twilio.requests.map((r) => r.form)).toEqual([
      {
        To: client.phone,
        From: '+15005550006',
        Body: 'NutriCoach: Lic. Rosa Quispe te envió un mensaje. Léelo en https://app.example/mi-nutricionista',
      },
    ]);
    twilio.requests.length = 0;
    await expect(noticeMessageToClient(notices({ templates: {} }), client.phone, 'Lic. Rosa Quispe')).resolves.toBe(
      undefined,
    );
    expect(twilio.requests).toEqual([]);
  });

  it("a comment's notice uses its own template (to a client who allows reminders)", async () => {
    const client = await person();
    await t.db.insert(preferences).values({ userId: client.id, reminders: defaultReminders(['lunch']) });
    await noticeComment(notices(), client.id, 'Lic. Rosa Quispe', '2026-11-20');
    expect(twilio.requests.map((r) => r.form)).toEqual([
      {
        To: `whatsapp:${client.phone}`,
        From: FROM,
        ContentSid: COMMENT_TEMPLATE,
        ContentVariables: JSON.stringify({
          1: 'Lic. Rosa Quispe',
          2: 'https://app.example/daily-summary?date=2026-11-20',
        }),
      },
    ]);
  });
});
