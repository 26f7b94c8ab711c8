/** Reminders through the Twilio adapter, against a local fake Twilio: a failed send leaves the reminder due. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { COACH_MESSAGES } from '@nutricoach/core/constants/coach-messages';
import { defaultReminders } from '@nutricoach/core/rules/default-reminders';
import { chatInbound, preferences, reminderDeliveries, users } from '../../db/schema.ts';
import { twilioMessaging } from '../../providers/messaging/twilio.ts';
import { MessagingError } from '../../providers/messaging/types.ts';
import { createTestApp, uniquePhone, type TestApp } from '../../test-support/app.ts';
import { accepted, useFakeTwilio, twilioError } from '../../test-support/fake-twilio.ts';
import { dispatchDueReminders } from './dispatcher.ts';

const twilio = useFakeTwilio();

describe('reminders through Twilio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** 2026-11-18 is a Wednesday: at 14:05 in Lima only the lunch reminder (13:00 + 1 h) is due. */
  const lunchtime = new Date('2026-11-18T14:05:00-05:00');

  async function userDueForLunch() {
    const phone = uniquePhone();
    const [user] = await t.db
      .insert(users)
      .values({
        phone,
        name: 'Ana María',
        timeZone: 'America/Lima',
        trialEndsAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    await t.db
      .insert(preferences)
      .values({ userId: user!.id, reminders: defaultReminders(['breakfast', 'lunch', 'dinner']) });
    return { phone, userId: user!.id };
  }
  const deliveries = (userId: string) =>
    t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId));
  const lunch = COACH_MESSAGES.balanced.lunch.replace('{name}', 'Ana');

  beforeEach(async () => {
    await t.db.delete(preferences); // only the users of each test are due
  });

  it('sends a due reminder as a Twilio message on the configured channel', async () => {
    const { phone, userId } = await userDueForLunch();
    // Inside WhatsApp's 24-hour window (the user wrote to the coach an hour ago): free-form text.
    await t.db.insert(chatInbound).values({
      messageSid: `SM${userId.replace(/-/g, '')}`,
      userId,
      receivedAt: new Date(lunchtime.getTime() - 3_600_000),
    });
    const whatsapp = twilioMessaging(
      twilio.config({ channel: 'whatsapp', from: 'whatsapp:+14155238886' }),
      pino({ level: 'silent' }),
    );
    expect(await dispatchDueReminders(t.db, whatsapp, lunchtime)).toEqual({ sent: 1 });
    expect(twilio.requests.map((r) => r.form)).toEqual([
      { To: `whatsapp:${phone}`, From: 'whatsapp:+14155238886', Body: lunch },
    ]);
  });

  it('leaves a reminder due when Twilio fails, and sends it on the next tick', async () => {
    const { phone, userId } = await userDueForLunch();
    const messaging = twilioMessaging(twilio.config(), pino({ level: 'silent' }));
    twilio.answer(() => twilioError(500, 20500, 'Internal Server Error'));
    await expect(dispatchDueReminders(t.db, messaging, lunchtime)).rejects.toBeInstanceOf(MessagingError);
    expect(await deliveries(userId)).toEqual([]);

    twilio.answer(accepted);
    expect(await dispatchDueReminders(t.db, messaging, new Date(lunchtime.getTime() + 60_000))).toEqual({ sent: 1 });
    expect(twilio.requests.at(-1)!.form).toMatchObject({ To: phone, Body: lunch });
    expect(await deliveries(userId)).toHaveLength(1);
  });

  it('still sends to the others when Twilio refuses one number', async () => {
    const refused = await userDueForLunch();
    const other = await userDueForLunch();
    const messaging = twilioMessaging(twilio.config(), pino({ level: 'silent' }));
    twilio.answer((request) =>
      request.form.To === refused.phone ? twilioError(400, 21211, "The 'To' number is not valid.") : accepted(),
    );
    await expect(dispatchDueReminders(t.db, messaging, lunchtime)).rejects.toMatchObject({
      details: { providerCode: 21211 },
    });
    expect(await deliveries(refused.userId)).toEqual([]);
    expect(twilio.requests.filter((r) => r.form.To === other.phone)).toHaveLength(1);
    expect(await deliveries(other.userId)).toHaveLength(1);
  });

  it('leaves every unsent reminder of the tick due when Twilio does not answer', async () => {
    const first = await userDueForLunch();
    const second = await userDueForLunch();
    const messaging = twilioMessaging(twilio.config({ timeoutMs: 200 }), pino({ level: 'silent' }));
    twilio.answer(() => 'hang');
    await expect(dispatchDueReminders(t.db, messaging, lunchtime)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(twilio.requests).toHaveLength(1); // the tick stops at the first timeout
    expect(await deliveries(first.userId)).toEqual([]);
    expect(await deliveries(second.userId)).toEqual([]);

    twilio.answer(accepted);
    expect(await dispatchDueReminders(t.db, messaging, lunchtime)).toEqual({ sent: 2 });
  });
});
