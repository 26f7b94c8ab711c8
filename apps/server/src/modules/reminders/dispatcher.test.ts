import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import { COACH_MESSAGES } from '@nutricoach/core/constants/coach-messages';
import { preferences, reminderDeliveries, users } from '../../db/schema.ts';
import type { MessagingProvider, OutgoingMessage } from '../../providers/messaging/types.ts';
import { createTestApp, onboard, signIn, type TestApp } from '../../test-support/app.ts';
import { openDatabase, queryRows } from '../../db/client.ts';
import { TEST_DATABASE_URL, testDbKind } from '../../test-support/database.ts';
import { dispatchDueReminders } from './dispatcher.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TZ = 'America/Lima';
/** An instant given as Lima local time (UTC-5). 2026-11-16 is a Monday; 2026-11-21 a Saturday. */
const lima = (local: string) => new Date(`${local}-05:00`);

function recorder(): MessagingProvider & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return { name: 'test', sent, send: async (m) => void sent.push(m) };
}

async function userWithReminders(intensity = 'balanced') {
  const s = await signIn(t.app);
  const h = { ...s.headers, 'x-time-zone': TZ };
  // Finished, with the guided tour still unseen.
  await onboard(t, h, { personalInfo: { name: 'Ana María' }, tour: true });
  await t.app.inject({ method: 'PUT', url: '/api/preferences/intensity', headers: h, payload: { intensity } });
  const [user] = await t.db.select().from(users).where(eq(users.phone, s.phone));
  // Only this user is due in these tests: the others' reminders are switched off.
  await t.db.update(preferences).set({ reminders: null }).where(ne(preferences.userId, user!.id));
  await t.db.update(users).set({ timeZone: TZ }).where(eq(users.id, user!.id));
  return { ...s, h, userId: user!.id };
}

describe('the reminder dispatcher', () => {
  it("sends an 08:00 breakfast reminder at 09:00 local time, in the coach's voice, once", async () => {
    const { phone } = await userWithReminders('funny');
    const m = recorder();
    await dispatchDueReminders(t.db, m, lima('2026-11-16T08:59:00'));
    expect(m.sent.map((x) => x.text)).toEqual([COACH_MESSAGES.funny.weight.replace('{name}', 'Ana')]); // 07:30 + 1 h
    await dispatchDueReminders(t.db, m, lima('2026-11-16T09:00:00'));
    const breakfast = m.sent.find((x) => x.text === COACH_MESSAGES.funny.breakfast.replace('{name}', 'Ana'));
    expect(breakfast).toMatchObject({ to: phone });
    const count = m.sent.length;
    await dispatchDueReminders(t.db, m, lima('2026-11-16T09:05:00'));
    expect(m.sent.length).toBe(count); // a later tick (or a restarted process) does not resend
  });

  it('does not send the breakfast reminder when breakfast is logged', async () => {
    const { h } = await userWithReminders();
    await t.app.inject({
      method: 'POST',
      url: '/api/logs/nutrition',
      headers: h,
      payload: {
        nutrition_log: {
          date: '2026-11-16',
          meal_type: 'breakfast',
          description: 'Avena',
          calories: 300,
          protein: 10,
          fat: 5,
          carbs: 50,
        },
      },
    });
    const m = recorder();
    await dispatchDueReminders(t.db, m, lima('2026-11-16T09:10:00'));
    expect(m.sent.map((x) => x.text)).toEqual([COACH_MESSAGES.balanced.weight.replace('{name}', 'Ana')]);
  });

  it('follows the weekend rules: no weight reminder and no daily summary', async () => {
    await userWithReminders();
    const m = recorder();
    await dispatchDueReminders(t.db, m, lima('2026-11-21T10:00:00'));
    await dispatchDueReminders(t.db, m, lima('2026-11-21T22:45:00'));
    expect(m.sent.map((x) => x.text)).toEqual([
      COACH_MESSAGES.balanced.breakfast.replace('{name}', 'Ana'),
      COACH_MESSAGES.balanced.dinner.replace('{name}', 'Ana'),
    ]);
  });

  it("sends the daily summary on weekdays with the day's numbers", async () => {
    await userWithReminders();
    const m = recorder();
    await dispatchDueReminders(t.db, m, lima('2026-11-17T22:05:00'));
    expect(m.sent.map((x) => x.text)).toContain(
      'Tu día, Ana: 0 de 1628 kcal y 0/10 puntos. ¡Buen trabajo! Mañana seguimos.',
    );
  });

  it('retries on the next tick when the provider fails', async () => {
    await userWithReminders();
    const failing: MessagingProvider = {
      name: 'down',
      send: async () => {
        throw new Error('provider down');
      },
    };
    await expect(dispatchDueReminders(t.db, failing, lima('2026-11-18T14:05:00'))).rejects.toThrow('provider down');
    const m = recorder();
    await dispatchDueReminders(t.db, m, lima('2026-11-18T14:30:00'));
    expect(m.sent.map((x) => x.text)).toContain(COACH_MESSAGES.balanced.lunch.replace('{name}', 'Ana'));
  });

  it('sends once when two dispatchers race', async () => {
    const { userId } = await userWithReminders();
    const second = testDbKind === 'postgres' ? await reopen() : null;
    const a = recorder();
    const b = recorder();
    const when = lima('2026-11-19T09:15:00');
    await Promise.all([
      dispatchDueReminders(t.db, a, when),
      dispatchDueReminders(second?.db ?? t.db, b, when),
      dispatchDueReminders(t.db, b, when),
    ]);
    expect(a.sent.length + b.sent.length).toBe(2); // breakfast + weight
    const rows = await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId));
    expect(rows.filter((r) => r.date === '2026-11-19')).toHaveLength(2);
    await second?.close();
  });
});

/** A second connection pool on the same PostgreSQL schema: a second process, for the race. */
async function reopen() {
  const [{ schema }] = await queryRows<{ schema: string }>(t.db, sql`select current_schema() as schema`);
  return openDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema });
}
