/**
 * What a professional reads and writes of their clients (issue 33, docs/professionals.md).
 *
 * Safe by construction: every statement here starts from `linkOf` — the ACTIVE link of this
 * professional (by their user id) to this client — and reads or writes the client's rows only
 * through it, in the same statement. There is no separate "check, then read": a link revoked a
 * moment ago, another professional, or an id that is no client of theirs reads nothing (404).
 */
import { sql, type SQL } from 'drizzle-orm';
import { CALORIE_FLOORS } from '@nutricoach/core/rules/targets';
import { isUuid } from '@nutricoach/core/contract/common';
import type { TargetsBody } from '@nutricoach/core/contract/professionals';
import { countryOfPhone } from '@nutricoach/core/rules/phone';
import { isUserCountry } from '@nutricoach/core/constants/countries';
import { queryRows, type Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Reader } from '../summaries/reader.ts';
import { readerDailySummary } from '../summaries/service.ts';
import { CLIENT_NOT_FOUND } from './link.ts';

/** An ISO timestamp of a timestamptz expression (raw queries answer PostgreSQL's text otherwise). */
export const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `link` (id, client_id, professional_id, professional_name, started_at): the active link of
 * the professional `proUserId` to `clientId`, as a CTE every statement below starts from.
 */
export const linkOf = (proUserId: string, clientId: string) => sql`link as (
    select l.id, l.client_id, l.professional_id, pr.name professional_name, l.started_at
    from professional_links l join professionals pr on pr.id = l.professional_id
    where pr.user_id = ${proUserId}::uuid and l.client_id = ${clientId}::uuid and l.ended_at is null)`;

export type ClientRef = { proUserId: string; clientId: string };

const clientNotFound = () => notFound(CLIENT_NOT_FOUND, 'CLIENT_NOT_FOUND');

/** A client id that cannot be one (not a uuid) is a 404 before any statement. */
function checkedRef(ref: ClientRef): ClientRef {
  if (!isUuid(ref.clientId)) throw clientNotFound();
  return ref;
}

export const readerOf = (ref: ClientRef): Reader => ({
  userId: checkedRef(ref).clientId,
  professionalUserId: ref.proUserId,
});

/** A summary (or any reader's answer) that came back null: the link was not active in its statement. */
export function orNotFound<T>(value: T | null): T {
  if (value === null) throw clientNotFound();
  return value;
}

export async function clientProfile(db: Db, ref: ClientRef) {
  const { proUserId, clientId } = checkedRef(ref);
  const [row] = await queryRows<{
    id: string;
    name: string;
    since: string;
    objective: string;
    goal: number | null;
    start: number | null;
    country: string | null;
    phone: string;
  }>(
    db,
    sql`with ${linkOf(proUserId, clientId)}
      select u.id, u.name, ${isoOf(sql`link.started_at`)} since, u.objective, u.weight_goal_kg::float8 goal,
             u.start_weight_kg::float8 start, u.country, u.phone
      from link join users u on u.id = link.client_id`,
  );
  if (!row) throw clientNotFound();
  // The phone is read only to tell the country of an account made before it was stored; never answered.
  const country = isUserCountry(row.country) ? row.country : countryOfPhone(row.phone);
  return {
    client: {
      id: row.id,
      name: row.name,
      since: row.since,
      objective: row.objective,
      goal_weight_kg: row.goal,
      start_weight_kg: row.start,
      country,
    },
  };
}

export async function clientDayLogs(db: Db, ref: ClientRef, date: string) {
  const day = orNotFound(await readerDailySummary(db, readerOf(ref), date));
  return { date, logs: day.logs, training: day.training };
}

// Comments ----------------------------------------------------------------------------------

type CommentRow = {
  id: string;
  date: string;
  nutrition_log_id: string | null;
  text: string;
  author_name: string;
  created_at: string;
};
const commentColumns = (c: string) =>
  sql.raw(
    `${c}.id, to_char(${c}.date, 'YYYY-MM-DD') date, ${c}.nutrition_log_id, ${c}.text, ${c}.author_name, to_char(${c}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') created_at`,
  );

export async function addComment(
  db: Db,
  ref: ClientRef,
  input: { date: string; nutrition_log_id?: string | null; text: string },
): Promise<{ comment: CommentRow; clientId: string }> {
  const { proUserId, clientId } = checkedRef(ref);
  const logId = input.nutrition_log_id ?? null;
  const notTheDaysLog = () => badRequest('Ese registro no es una comida de tu cliente en ese día.', 'LOG_NOT_OF_DAY');
  if (logId !== null && !isUuid(logId)) throw notTheDaysLog();
  // The log, when named, must be this client's meal of that date: checked in the insert itself.
  const [row] = await queryRows<CommentRow & { linked: boolean }>(
    db,
    sql`with ${linkOf(proUserId, clientId)},
      ins as (
        insert into professional_comments (link_id, client_id, professional_id, author_name, date, nutrition_log_id, text)
        select link.id, link.client_id, link.professional_id, link.professional_name, ${input.date}::date, ${logId}::uuid, ${input.text}
        from link
        where ${logId}::uuid is null or exists (
          select 1 from nutrition_logs n where n.id = ${logId}::uuid and n.user_id = link.client_id and n.date = ${input.date}::date)
        returning *)
      select (select count(*) from link) > 0 linked, ${commentColumns('ins')} from (select 1) one left join ins on true`,
  );
  if (!row?.linked) throw clientNotFound();
  if (!row.id) throw notTheDaysLog();
  const { linked: _, ...comment } = row;
  return { comment, clientId };
}

export async function proComments(db: Db, ref: ClientRef, date: string) {
  const { proUserId, clientId } = checkedRef(ref);
  const rows = await queryRows<CommentRow & { linked: true }>(
    db,
    sql`with ${linkOf(proUserId, clientId)}
      select true linked, ${commentColumns('c')} from link
      left join professional_comments c on c.link_id = link.id and c.date = ${date}::date
      order by c.created_at`,
  );
  if (rows.length === 0) throw clientNotFound();
  return { comments: rows.filter((r) => r.id !== null).map(({ linked: _, ...c }) => c) };
}

/** The client's own comments of a day, from whoever wrote them (they are the client's rows). */
export async function myComments(db: Db, clientId: string, date: string) {
  const rows = await queryRows<CommentRow>(
    db,
    sql`select ${commentColumns('c')} from professional_comments c
      where c.client_id = ${clientId}::uuid and c.date = ${date}::date order by c.created_at`,
  );
  return { comments: rows };
}

// Messages ----------------------------------------------------------------------------------

type MessageRow = { id: string; from: 'professional' | 'client'; text: string; created_at: string };
const messageColumns = (m: string) =>
  sql.raw(
    `${m}.id, case when ${m}.from_professional then 'professional' else 'client' end "from", ${m}.text, to_char(${m}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') created_at`,
  );
/** Messages of a thread: the newest 500, oldest first. */
const THREAD_LIMIT = 500;

/** The client's active link, as the CTE `link` (same columns as linkOf), for the client's side of messages. */
const clientLinkOf = (clientId: string) => sql`link as (
    select l.id, l.client_id, l.professional_id, pr.name professional_name, l.started_at, pr.user_id professional_user_id
    from professional_links l join professionals pr on pr.id = l.professional_id
    where l.client_id = ${clientId}::uuid and l.ended_at is null)`;

async function thread(db: Db, link: SQL) {
  const rows = await queryRows<MessageRow & { linked: true }>(
    db,
    sql`with ${link}
      select true linked, m.* from link left join lateral (
        select ${messageColumns('pm')}, pm.created_at at_ from professional_messages pm where pm.link_id = link.id
        order by pm.created_at desc limit ${THREAD_LIMIT}) m on true
      order by m.at_`,
  );
  return rows.length === 0
    ? null
    : rows.filter((r) => r.id !== null).map(({ id, from, text, created_at }) => ({ id, from, text, created_at }));
}

export async function proMessages(db: Db, ref: ClientRef) {
  const { proUserId, clientId } = checkedRef(ref);
  return { messages: orNotFound(await thread(db, linkOf(proUserId, clientId))) };
}

export async function myMessages(db: Db, clientId: string) {
  const messages = await thread(db, clientLinkOf(clientId));
  if (!messages) throw notFound('No compartes tu diario con un nutricionista.', 'NO_PROFESSIONAL');
  return { messages };
}

/** Who is told of a new message, and how they are named: read with the insert, never answered. */
type Recipient = { phone: string; client_id: string; client_name: string; professional_name: string };

async function send(db: Db, link: SQL, fromProfessional: boolean, text: string) {
  const recipient = fromProfessional ? sql`link.client_id` : sql`pr.user_id`;
  const [row] = await queryRows<MessageRow & Recipient>(
    db,
    sql`with ${link},
      ins as (insert into professional_messages (link_id, client_id, professional_id, from_professional, text)
              select link.id, link.client_id, link.professional_id, ${fromProfessional}, ${text} from link returning *)
      select ${messageColumns('ins')}, u.phone, link.client_id, cu.name client_name, link.professional_name
      from ins join link on link.id = ins.link_id
      join professionals pr on pr.id = link.professional_id
      join users u on u.id = ${recipient}
      join users cu on cu.id = link.client_id`,
  );
  if (!row) return null;
  const { phone, client_id, client_name, professional_name, ...message } = row;
  return { message, recipient: { phone, client_id, client_name, professional_name } };
}

export async function proSendMessage(db: Db, ref: ClientRef, text: string) {
  const { proUserId, clientId } = checkedRef(ref);
  const sent = await send(db, linkOf(proUserId, clientId), true, text);
  if (!sent) throw clientNotFound();
  return sent;
}

export async function clientSendMessage(db: Db, clientId: string, text: string) {
  const sent = await send(db, clientLinkOf(clientId), false, text);
  if (!sent) throw notFound('No compartes tu diario con un nutricionista.', 'NO_PROFESSIONAL');
  return sent;
}

// Targets -----------------------------------------------------------------------------------

type TargetRow = {
  kind: 'professional' | 'app';
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  reason: string;
  author_name: string;
  set_at: string;
  previous: { calories: number; protein: number; carbs: number; fat: number } | null;
};
const targetColumns = sql.raw(
  `t.kind, t.calories, t.protein, t.carbs, t.fat, t.reason, t.author_name, to_char(t.set_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') set_at, t.previous`,
);
/** The history shown: the newest 200 changes. */
const HISTORY_LIMIT = 200;

const currentOf = (rows: TargetRow[]) => {
  const newest = rows[0];
  if (newest?.kind !== 'professional') return null;
  const { kind: _, previous: __, ...current } = newest;
  return current;
};
const historyOf = (rows: TargetRow[]) => rows.map(({ kind: _, ...change }) => change);

export async function proTargets(db: Db, ref: ClientRef) {
  const { proUserId, clientId } = checkedRef(ref);
  const rows = await queryRows<TargetRow & { linked: true }>(
    db,
    sql`with ${linkOf(proUserId, clientId)}
      select true linked, ${targetColumns} from link
      left join lateral (select * from professional_targets where client_id = link.client_id
                         order by set_at desc limit ${HISTORY_LIMIT}) t on true
      order by t.set_at desc`,
  );
  if (rows.length === 0) throw clientNotFound();
  const changes = rows.filter((r) => r.kind !== null);
  return { targets: currentOf(changes), history: historyOf(changes) };
}

export async function myTargets(db: Db, clientId: string) {
  const rows = await queryRows<TargetRow>(
    db,
    sql`select ${targetColumns} from professional_targets t where t.client_id = ${clientId}::uuid
      order by t.set_at desc limit ${HISTORY_LIMIT}`,
  );
  return { targets: currentOf(rows), history: historyOf(rows) };
}

/** The client's gender's calorie floor (docs/targets.md): the bound of the app's own targets. */
const floorOf = (gender: string | null) => (gender === 'male' ? CALORIE_FLOORS.male : CALORIE_FLOORS.female);

export async function setTargets(db: Db, ref: ClientRef, body: TargetsBody) {
  const { proUserId, clientId } = checkedRef(ref);
  const [client] = await queryRows<{ gender: string | null; today: string }>(
    db,
    sql`with ${linkOf(proUserId, clientId)}
      select u.gender, to_char((now() at time zone u.time_zone)::date, 'YYYY-MM-DD') today
      from link join users u on u.id = link.client_id`,
  );
  if (!client) throw clientNotFound();
  const floor = floorOf(client.gender);
  if (body.calories < floor)
    throw badRequest(
      `Las calorías deben ser al menos ${floor} kcal al día: el mínimo de la app para ${client.gender === 'male' ? 'un hombre' : 'una mujer'}.`,
      'CALORIES_BELOW_FLOOR',
    );
  // What applied before: the day's ideal as every summary shows it (the professional's or the app's).
  const day = orNotFound(await readerDailySummary(db, readerOf(ref), client.today));
  const ideal = day.summary.ideal;
  const previous =
    ideal.calories > 0
      ? { calories: ideal.calories, protein: ideal.protein, carbs: ideal.carbs, fat: ideal.fat }
      : null;
  const [row] = await queryRows<TargetRow>(
    db,
    sql`with ${linkOf(proUserId, clientId)},
      t as (insert into professional_targets (client_id, professional_id, kind, author_name, effective_date, calories, protein, carbs, fat, reason, previous)
            select link.client_id, link.professional_id, 'professional', link.professional_name, ${client.today}::date,
                   ${body.calories}, ${body.protein}, ${body.carbs}, ${body.fat}, ${body.reason}, ${previous === null ? null : JSON.stringify(previous)}::jsonb
            from link returning *)
      select ${targetColumns} from t`,
  );
  if (!row) throw clientNotFound();
  return { targets: currentOf([row])! };
}

/** 'Volver a los objetivos de la app': an 'app' change with the app's own numbers; the history keeps both. */
export async function backToAppTargets(db: Db, clientId: string, today: string) {
  const [row] = await queryRows<{ id: string | null }>(
    db,
    sql`with cur as (select * from professional_targets where client_id = ${clientId}::uuid order by set_at desc limit 1),
      app as (select calories, protein, carbs, fat from user_targets where user_id = ${clientId}::uuid
              order by effective_date <= ${today}::date desc, case when effective_date <= ${today}::date then effective_date end desc, effective_date
              limit 1),
      ins as (insert into professional_targets (client_id, professional_id, kind, author_name, effective_date, calories, protein, carbs, fat, reason, previous)
              select ${clientId}::uuid, null, 'app', 'Tú', ${today}::date,
                     coalesce(app.calories, 0), coalesce(app.protein, 0), coalesce(app.carbs, 0), coalesce(app.fat, 0),
                     'Volviste a los objetivos de la app.',
                     jsonb_build_object('calories', cur.calories, 'protein', cur.protein, 'carbs', cur.carbs, 'fat', cur.fat)
              from cur left join app on true where cur.kind = 'professional' returning id)
      select id from ins`,
  );
  if (!row) throw notFound('No tienes objetivos puestos por tu nutricionista.', 'NO_PROFESSIONAL_TARGETS');
}

// Private notes -----------------------------------------------------------------------------

export async function proNotes(db: Db, ref: ClientRef) {
  const { proUserId, clientId } = checkedRef(ref);
  const [row] = await queryRows<{ text: string | null; updated_at: string | null }>(
    db,
    sql`with ${linkOf(proUserId, clientId)}
      select n.text, ${isoOf(sql`n.updated_at`)} updated_at from link
      left join professional_notes n on n.professional_id = link.professional_id and n.client_id = link.client_id`,
  );
  if (!row) throw clientNotFound();
  return { notes: { text: row.text ?? '', updated_at: row.updated_at } };
}

export async function saveNotes(db: Db, ref: ClientRef, text: string) {
  const { proUserId, clientId } = checkedRef(ref);
  const [row] = await queryRows<{ text: string; updated_at: string }>(
    db,
    sql`with ${linkOf(proUserId, clientId)},
      n as (insert into professional_notes (professional_id, client_id, text, updated_at)
            select link.professional_id, link.client_id, ${text}, now() from link
            on conflict (professional_id, client_id) do update set text = excluded.text, updated_at = now()
            returning *)
      select n.text, ${isoOf(sql`n.updated_at`)} updated_at from n`,
  );
  if (!row) throw clientNotFound();
  return { notes: row };
}
