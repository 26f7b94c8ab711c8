/**
 * Short notices through the messaging provider (the one sign-in codes and reminders use): a new
 * comment (to the client, only if they allow reminders) and a new message (to the other side).
 * A name and a link, never diary content nor the message itself (docs/professionals.md). A notice
 * that does not go out is logged and does not undo the comment or the message.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import { type MessagingProvider, type TemplateKind, WHATSAPP_WINDOW_MS } from '../../providers/messaging/types.ts';

export type Notices = { db: Db; messaging: MessagingProvider; log: FastifyBaseLogger; publicUrl: string };

/**
 * Sends a notice; on WhatsApp, outside the 24-hour window the person opened by writing to the
 * coach, as the kind's approved template with `variables` (else SMS, else not at all: the provider
 * decides, as for reminders; docs/whatsapp-coach.md).
 */
async function deliver(
  { db, messaging, log }: Notices,
  to: string,
  text: string,
  kind: TemplateKind,
  variables: Record<string, string>,
) {
  try {
    const [last] = await queryRows<{ at: string | null }>(
      db,
      sql`select max(ci.received_at)::text at from chat_inbound ci join users u on u.id = ci.user_id where u.phone = ${to}`,
    );
    const windowOpen = !!last?.at && Date.now() - new Date(last.at).getTime() < WHATSAPP_WINDOW_MS;
    await messaging.send({ to, text, template: { kind, windowOpen, variables } });
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
  const link = `${n.publicUrl}/daily-summary?date=${date}`;
  await deliver(n, phone, `NutriCoach: ${authorName} comentó tu día. Míralo en ${link}`, 'professional_comment', {
    1: authorName,
    2: link,
  });
}

export async function noticeMessageToClient(n: Notices, phone: string, professionalName: string) {
  const link = `${n.publicUrl}/mi-nutricionista`;
  await deliver(
    n,
    phone,
    `NutriCoach: ${professionalName} te envió un mensaje. Léelo en ${link}`,
    'professional_message',
    {
      1: professionalName,
      2: link,
    },
  );
}

export async function noticeMessageToProfessional(n: Notices, phone: string, clientName: string, clientId: string) {
  const who = clientName.trim() || 'Un cliente';
  const link = `${n.publicUrl}/pro/clientes/${clientId}`;
  await deliver(n, phone, `NutriCoach: ${who} te envió un mensaje. Léelo en ${link}`, 'professional_message', {
    1: who,
    2: link,
  });
}
