/**
 * Whose diary a summary reads: the caller's own, or a client's read by their professional
 * (issue 33, docs/professionals.md). For a professional the client's id is never used on its own:
 * every statement reads `user_id = (the client of an ACTIVE link of this professional)`, so the
 * link is checked in the same statement that reads the data, and a revoked link, another
 * professional or an unknown id read nothing and answer `linked = false` (the route's 404).
 */
import { sql, type SQL } from 'drizzle-orm';

export type Reader =
  | { userId: string; professionalUserId?: undefined }
  | { userId: string; professionalUserId: string };

/** The placeholders every summary statement takes: the subject's id, and the professional's user id for a client's. */
export type ReaderParams = { userId: string; proUserId: string | null };

export const readerParams = (reader: Reader): ReaderParams => ({
  userId: reader.userId,
  proUserId: reader.professionalUserId ?? null,
});

/**
 * The id whose rows a statement reads (a uuid expression): the user's own, or the client's id only
 * while an active link ties them to the professional (null otherwise, which matches no row).
 */
export const subjectOf = (forProfessional: boolean, p: { userId: unknown; proUserId: unknown }): SQL =>
  forProfessional
    ? sql`(select l.client_id from professional_links l join professionals pr on pr.id = l.professional_id
           where pr.user_id = ${p.proUserId}::uuid and l.client_id = ${p.userId}::uuid and l.ended_at is null)`
    : sql`${p.userId}::uuid`;

/**
 * The targets that applied on `day` (a date expression) for `subject`: the newest change of the
 * professional's targets on or before the day when it set numbers (kind 'professional'); else the
 * app's own (user_targets: the newest on or before the day, a day before the first gets the first).
 * Columns t_calories, t_protein, t_fat, t_carbs of a lateral join named `t`.
 */
export const targetsOn = (subject: SQL, day: SQL): SQL => sql`left join lateral (
      select case when o.kind = 'professional' then o.calories else a.calories end t_calories,
             case when o.kind = 'professional' then o.protein else a.protein end t_protein,
             case when o.kind = 'professional' then o.fat else a.fat end t_fat,
             case when o.kind = 'professional' then o.carbs else a.carbs end t_carbs
      from (select 1) one
      left join lateral (select calories, protein, fat, carbs from user_targets where user_id = ${subject}
                         order by effective_date <= ${day} desc, case when effective_date <= ${day} then effective_date end desc, effective_date
                         limit 1) a on true
      left join lateral (select kind, calories, protein, fat, carbs from professional_targets where client_id = ${subject}
                         and effective_date <= ${day} order by effective_date desc, set_at desc limit 1) o on true) t on true`;
