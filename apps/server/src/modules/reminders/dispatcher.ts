/**
 * Sends the reminders that are due (docs/product.md §Reminders): one hour after their local time,
 * only if the action is not logged yet that day, in the coach's voice, through the messaging
 * provider. Exactly once: user rows are claimed with FOR UPDATE SKIP LOCKED (two dispatchers
 * never work on the same user at once) and every reminder first gets its unique delivery record
 * (a restart or a second process finds it and does not send again). The messages go out after
 * the transaction commits, so no lock is held during a call to the provider. A send the provider
 * refuses deletes its record (the next tick tries again) and the others still go out; when the
 * provider cannot be reached, the records of that message and of every one not yet sent are
 * deleted and the tick stops. Either way the tick then fails, so the scheduler logs it.
 * On WhatsApp, a reminder outside the 24-hour window the user opened goes as an approved template or
 * by SMS (the Twilio adapter decides from TWILIO_TEMPLATE_* and TWILIO_FROM); with neither it is
 * not sent, and not retried.
 */
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { coachMessage } from '@nutricoach/core/constants/coach-messages';
import type { CoachPersonality } from '@nutricoach/core/constants/onboarding';
import { DEFAULT_REMINDER_SCHEDULE, dueReminders, type ReminderKind } from '@nutricoach/core/rules/reminders-due';
import type { Db } from '../../db/client.ts';
import {
  chatInbound,
  nutritionLogs,
  preferences,
  reminderDeliveries,
  users,
  weightMeasurements,
} from '../../db/schema.ts';
import { MessagingError, type MessagingProvider, WHATSAPP_WINDOW_MS } from '../../providers/messaging/types.ts';
import { dayRecords } from '../summaries/day-records.ts';
import { remindersSent } from '../../lib/metrics.ts';

const BATCH = 200;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Outgoing = {
  userId: string;
  date: string;
  kind: ReminderKind;
  to: string;
  text: string;
  windowOpen: boolean;
  variables: Record<string, string>;
};

/** Deletes the delivery records of messages that did not go out, so that they are due again. */
async function release(db: Db, messages: Outgoing[]) {
  for (const message of messages) {
    await db
      .delete(reminderDeliveries)
      .where(
        and(
          eq(reminderDeliveries.userId, message.userId),
          eq(reminderDeliveries.date, message.date),
          eq(reminderDeliveries.kind, message.kind),
        ),
      );
  }
}

/** The reminders of a user's day that are already done: meals logged by type, weight logged. */
async function doneToday(tx: Tx, userId: string, date: string): Promise<Set<ReminderKind>> {
  // One after the other: a transaction is one connection, which runs one query at a time anyway.
  const meals = await tx
    .selectDistinct({ type: nutritionLogs.mealType })
    .from(nutritionLogs)
    .where(and(eq(nutritionLogs.userId, userId), eq(nutritionLogs.date, date)));
  const weights = await tx
    .select({ date: weightMeasurements.date })
    .from(weightMeasurements)
    .where(and(eq(weightMeasurements.userId, userId), eq(weightMeasurements.date, date)));
  const done = new Set<ReminderKind>(
    meals.map((m) => m.type).filter((t): t is ReminderKind => t === 'breakfast' || t === 'lunch' || t === 'dinner'),
  );
  if (weights.length) done.add('weight');
  return done;
}

export async function dispatchDueReminders(
  db: Db,
  messaging: MessagingProvider,
  now = new Date(),
): Promise<{ sent: number }> {
  let sent = 0;
  let refused: unknown;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const outgoing: Outgoing[] = [];
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          userId: preferences.userId,
          reminders: preferences.reminders,
          schedule: preferences.remindersSchedule,
          intensity: preferences.intensity,
          timeZone: users.timeZone,
          name: users.name,
          phone: users.phone,
          // The user's newest message to the coach (issue 16): it opens WhatsApp's 24-hour window.
          lastInboundAt: sql<
            string | null
          >`(select max(${chatInbound.receivedAt}) from ${chatInbound} where ${chatInbound.userId} = ${users.id})`,
        })
        .from(preferences)
        .innerJoin(users, eq(users.id, preferences.userId))
        .where(and(isNotNull(preferences.reminders), gt(preferences.userId, after)))
        .orderBy(asc(preferences.userId))
        .limit(BATCH)
        .for('update', { of: preferences, skipLocked: true });

      for (const row of rows) {
        const { date, kinds } = dueReminders(
          now,
          row.timeZone,
          row.reminders!,
          row.schedule ?? DEFAULT_REMINDER_SCHEDULE,
        );
        if (!kinds.length) continue;
        // Sequential: queries of one transaction share its connection (no Promise.all on `tx`).
        const done = await doneToday(tx, row.userId, date);
        const already = await tx
          .select({ kind: reminderDeliveries.kind })
          .from(reminderDeliveries)
          .where(
            and(
              eq(reminderDeliveries.userId, row.userId),
              eq(reminderDeliveries.date, date),
              inArray(reminderDeliveries.kind, kinds),
            ),
          );
        const sentKinds = new Set(already.map((a) => a.kind));
        for (const kind of kinds) {
          if (done.has(kind) || sentKinds.has(kind)) continue;
          const inserted = await tx
            .insert(reminderDeliveries)
            .values({ userId: row.userId, date, kind })
            .onConflictDoNothing()
            .returning({ kind: reminderDeliveries.kind });
          if (!inserted.length) continue;
          const values: Record<string, string | number> = { name: row.name.split(' ')[0] || '' };
          if (kind === 'daily_summary') {
            const [day] = await dayRecords(tx, row.userId, date, date);
            Object.assign(values, {
              consumed: Math.round(day!.consumed.calories),
              ideal: day!.ideal.calories,
              points: day!.points,
            });
          }
          outgoing.push({
            userId: row.userId,
            date,
            kind,
            to: row.phone,
            text: coachMessage(row.intensity as CoachPersonality, kind, values),
            windowOpen:
              row.lastInboundAt !== null && now.getTime() - new Date(row.lastInboundAt).getTime() < WHATSAPP_WINDOW_MS,
            // A template's numbered variables: the name, then the summary's figures.
            variables: Object.fromEntries(
              (kind === 'daily_summary' ? ['name', 'consumed', 'ideal', 'points'] : ['name']).map((key, i) => [
                String(i + 1),
                String(values[key] ?? ''),
              ]),
            ),
          });
        }
      }
      return rows;
    });
    for (const [i, message] of outgoing.entries()) {
      try {
        await messaging.send({
          to: message.to,
          text: message.text,
          template: { kind: message.kind, windowOpen: message.windowOpen, variables: message.variables },
        });
        sent += 1;
        remindersSent.inc({ kind: message.kind });
      } catch (err) {
        // WhatsApp's rules forbid it (outside the window, no template, no SMS): kept as handled, never retried.
        if (err instanceof MessagingError && err.kind === 'not_allowed') continue;
        // Refused (a bad number, say): only this one waits for the next tick. Anything else (the
        // provider down or slow): the rest of the batch would fail the same way, after a timeout each.
        const onlyThis = err instanceof MessagingError && err.kind === 'rejected';
        await release(db, onlyThis ? [message] : outgoing.slice(i));
        if (!onlyThis) throw err;
        refused ??= err;
      }
    }
    if (claimed.length < BATCH) break;
    after = claimed.at(-1)!.userId;
  }
  if (refused) throw refused;
  return { sent };
}

/** Runs the dispatcher every `intervalMs`, never two ticks at once in this process. */
export function startReminderScheduler(
  db: Db,
  messaging: MessagingProvider,
  log: { error: (o: object, m: string) => void },
  intervalMs: number,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await dispatchDueReminders(db, messaging);
    } catch (err) {
      log.error({ err }, 'reminder dispatch failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
