/**
 * What the export carries of the nutritionist (issue 33, docs/professionals.md): for a client
 * their links, comments, messages and target changes; for a professional their clients' names only.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type ProfessionalExport = {
  professional_links: Record<string, unknown>[];
  professional_comments: Record<string, unknown>[];
  professional_messages: Record<string, unknown>[];
  professional_targets: Record<string, unknown>[];
  professional_clients: Record<string, unknown>[];
};

export async function exportProfessionalData(db: Db, userId: string): Promise<ProfessionalExport> {
  const id = sql`${userId}::uuid`;
  const [links, comments, messages, targets, clients] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select pr.name professional_name, pr.license_number, ${sql.raw(iso('l.started_at'))} since, ${sql.raw(iso('l.ended_at'))} ended_at
        from professional_links l join professionals pr on pr.id = l.professional_id where l.client_id = ${id} order by l.started_at`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select to_char(date, 'YYYY-MM-DD') date, nutrition_log_id, text, author_name, ${sql.raw(iso('created_at'))} created_at
        from professional_comments where client_id = ${id} order by created_at`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select case when from_professional then 'professional' else 'client' end "from", text, ${sql.raw(iso('created_at'))} created_at
        from professional_messages where client_id = ${id} order by created_at`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select kind, author_name, to_char(effective_date, 'YYYY-MM-DD') effective_date, calories, protein, carbs, fat, reason, previous,
          ${sql.raw(iso('set_at'))} set_at
        from professional_targets where client_id = ${id} order by set_at`,
    ),
    // A professional's clients: their names only (and since when), nothing of their diaries.
    queryRows<Record<string, unknown>>(
      db,
      sql`select u.name, ${sql.raw(iso('l.started_at'))} since, ${sql.raw(iso('l.ended_at'))} ended_at
        from professionals pr join professional_links l on l.professional_id = pr.id join users u on u.id = l.client_id
        where pr.user_id = ${id} order by l.started_at`,
    ),
  ]);
  return {
    professional_links: links,
    professional_comments: comments,
    professional_messages: messages,
    professional_targets: targets,
    professional_clients: clients,
  };
}
