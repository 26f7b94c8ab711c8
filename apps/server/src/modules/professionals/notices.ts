/**
 * Short notices through the messaging provider (the one sign-in codes and reminders use): a new
 * comment (to the client, only if they allow reminders) and a new message (to the other side).
 * A name and a link, never diary content nor the message itself (docs/professionals.md). A notice
 * that does not go out is logged and does not undo the comment or the message.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import type { MessagingProvider } from '../../providers/messaging/types.ts';

export type Notices = { db: Db; messaging: MessagingProvider; log: FastifyBaseLogger; publicUrl: string };

async function deliver({ messaging, log }: Notices, to: string, text: string, kind: string) {
  try {
    await messaging.send({ to, text });
  } catch (err) {
    log.warn({ kind, err: err instanceof Error ? err.message : String(err) }, 'professional notice not sent');
  }
}

/**
 * Whether the client allows reminders: some reminder of some day is switched on in /profile
 * (preferences.reminders), and their phone. Null when they allow none.
 */
async function phoneIfRemindersAllowed(db: Db, clientId: string): Promise<string | null> {
  const [row] = await queryRows<{ phone: string }>(
    db,
    sql`select u.phone from users u join preferences p on p.user_id = u.id
      where u.id = ${clientId}::uuid and exists (
        select 1 from jsonb_each(coalesce(p.reminders, '{}'::jsonb)) d, jsonb_each(d.value) f where f.value = 'true'::jsonb)`,
  );
  return row?.phone ?? null;
}

export async function noticeComment(n: Notices, clientId: string, authorName: string, date: string) {
  const phone = await phoneIfRemindersAllowed(n.db, clientId);
  if (!phone) return;
  await deliver(
    n,
    phone,
    `NutriCoach: ${authorName} comentó tu día. Míralo en ${n.publicUrl}/daily-summary?date=${date}`,
    'comment',
  );
}

export async function noticeMessageToClient(n: Notices, phone: string, professionalName: string) {
  await deliver(
    n,
    phone,
    `NutriCoach: ${professionalName} te envió un mensaje. Léelo en ${n.publicUrl}/mi-nutricionista`,
    'message',
  );
}

export async function noticeMessageToProfessional(n: Notices, phone: string, clientName: string, clientId: string) {
  const who = clientName.trim() || 'Un cliente';
  await deliver(
    n,
    phone,
    `NutriCoach: ${who} te envió un mensaje. Léelo en ${n.publicUrl}/pro/clientes/${clientId}`,
    'message',
  );
}
