/** Reminders on WhatsApp keep its rules (issue 16): free-form only inside the 24-hour window the user opened. */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COACH_MESSAGES } from '@nutricoach/core/constants/coach-messages';
import { defaultReminders } from '@nutricoach/core/rules/default-reminders';
import { chatInbound, preferences, reminderDeliveries, users } from '../../db/schema.ts';
import { twilioMessaging } from '../../providers/messaging/twilio.ts';
import { createTestApp, uniquePhone, type TestApp } from '../../test-support/app.ts';
import { useFakeTwilio } from '../../test-support/fake-twilio.ts';
import { dispatchDueReminders } from './dispatcher.ts';

const twilio = useFakeTwilio();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(preferences);
});

/** 2026-11-18 is a Wednesday: at 14:05 in Lima only the lunch reminder is due. */
const lunchtime = new Date('2026-11-18T14:05:00-05:00');
const HOUR = 3_600_000;
const LUNCH_TEMPLATE = `HX${'a1'.repeat(16)}`;
const lunch = COACH_MESSAGES.balanced.lunch.replace('{name}', 'Ana');
let sid = 0;

async function userDueForLunch(lastWrote?: Date) {
  const phone = uniquePhone();
  const [user] = await t.db
    .insert(users)
    .values({ phone, name: 'Ana María', timeZone: 'America/Lima', trialEndsAt: new Date(Date.now() + 7 * 86_400_000) })
    .returning();
  await t.db
    .insert(preferences)
    .values({ userId: user!.id, reminders: defaultReminders(['breakfast', 'lunch', 'dinner']) });
  if (lastWrote)
    await t.db
      .insert(chatInbound)
      .values({ messageSid: `SM${String(++sid).padStart(32, '0')}`, userId: user!.id, receivedAt: lastWrote });
  return { phone, userId: user!.id };
}

const whatsapp = (overrides = {}) =>
  twilioMessaging(
    twilio.config({ channel: 'whatsapp', from: 'whatsapp:+14155238886', ...overrides }),
    pino({ level: 'silent' }),
  );

describe('WhatsApp reminders and the 24-hour window', () => {
  it('goes as free-form text to a user who wrote in the last 24 hours', async () => {
    const { phone } = await userDueForLunch(new Date(lunchtime.getTime() - 23 * HOUR));
    expect(await dispatchDueReminders(t.db, whatsapp({ templates: { lunch: LUNCH_TEMPLATE } }), lunchtime)).toEqual({
      sent: 1,
    });
    expect(twilio.requests.map((r) => r.form)).toEqual([
      { To: `whatsapp:${phone}`, From: 'whatsapp:+14155238886', Body: lunch },
    ]);
  });

  it('goes as the approved template (ContentSid, ContentVariables) outside the window', async () => {
    const { phone } = await userDueForLunch(new Date(lunchtime.getTime() - 25 * HOUR));
    expect(await dispatchDueReminders(t.db, whatsapp({ templates: { lunch: LUNCH_TEMPLATE } }), lunchtime)).toEqual({
      sent: 1,
    });
    expect(twilio.requests.map((r) => r.form)).toEqual([
      {
        To: `whatsapp:${phone}`,
        From: 'whatsapp:+14155238886',
        ContentSid: LUNCH_TEMPLATE,
        ContentVariables: JSON.stringify({ 1: 'Ana' }),
      },
    ]);
  });

  it('goes by SMS from TWILIO_FROM when there is no template for it', async () => {
    const { phone } = await userDueForLunch();
    expect(await dispatchDueReminders(t.db, whatsapp({ smsFrom: '+15005550006' }), lunchtime)).toEqual({ sent: 1 });
    expect(twilio.requests.map((r) => r.form)).toEqual([{ To: phone, From: '+15005550006', Body: lunch }]);
  });

  it('is not sent, nor retried, with neither', async () => {
    const { userId } = await userDueForLunch();
    expect(await dispatchDueReminders(t.db, whatsapp(), lunchtime)).toEqual({ sent: 0 });
    expect(twilio.requests).toEqual([]);
    expect(await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId))).toHaveLength(1);
    expect(await dispatchDueReminders(t.db, whatsapp(), new Date(lunchtime.getTime() + 60_000))).toEqual({ sent: 0 });
    expect(twilio.requests).toEqual([]);
  });

  it('changes nothing on the SMS channel', async () => {
    const { phone } = await userDueForLunch();
    expect(
      await dispatchDueReminders(t.db, twilioMessaging(twilio.config(), pino({ level: 'silent' })), lunchtime),
    ).toEqual({
      sent: 1,
    });
    expect(twilio.requests.map((r) => r.form)).toEqual([{ To: phone, From: '+15005550006', Body: lunch }]);
  });
});
