/**
 * Phone sign-in: codes (docs/product.md §Accounts and sign-in; the limits in docs/server-rules.md,
 * Sign-in codes), sessions and one-time magic links.
 */
import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { TEMPORARY_TOKEN_MINUTES } from '@nutricoach/core/constants/auth';
import type { Config } from '../../config.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { authCodes, sessions, signInTries, usedTemporaryTokens } from '../../db/schema.ts';
import { addressGroup } from '../../lib/address-group.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import { toE164 } from '../../lib/phone.ts';
import { startSession } from '../../lib/session.ts';
import { newSignInCode, sameHash, type TokenService } from '../../lib/tokens.ts';
import { MessagingError, type MessagingProvider } from '../../providers/messaging/types.ts';
import { findOrCreateUser, type UserRow } from '../users/service.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

export type AuthDeps = { db: Db; config: Config; tokens: TokenService; messaging: MessagingProvider };

const secondsAgo = (s: number) => sql`now() - make_interval(secs => ${s})`;

/** A code the provider did not take: 502 when it answered with an error, 503 when it did not answer or could not be reached. */
function codeNotSent(err: unknown): unknown {
  if (!(err instanceof MessagingError)) return err;
  return new AppError(err.kind === 'rejected' ? 502 : 503, M.codeNotSent, 'CODE_NOT_SENT');
}

/**
 * The most codes one address group may have sent to one phone in 24 hours: half the phone's daily
 * ceiling, so that one address asking for someone else's phone cannot use up the owner's day.
 */
export const perAddressDailyShare = (rules: Config['codes']) => Math.max(1, Math.floor(rules.maxPerPhonePerDay / 2));

export async function sendCode({ db, config, tokens, messaging }: AuthDeps, rawPhone: string, ip: string) {
  const phone = toE164(rawPhone);
  const group = addressGroup(ip);
  const rules = config.codes;
  const code = newSignInCode();

  const issued = await db.transaction(async (tx) => {
    // Serialises requests for one phone so that two at once cannot both pass the throttle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${phone}))`);

    // The whole service's hourly ceiling (SMS pumping through many addresses and numbers).
    const [all] = await tx
      .select({ n: count() })
      .from(authCodes)
      .where(gt(authCodes.createdAt, secondsAgo(3600)));
    if (all!.n >= rules.maxPerHourGlobal) throw tooManyRequests(M.tooManyGlobal, 'CODE_GLOBAL_LIMIT');

    const [fromIp] = await tx
      .select({ n: count() })
      .from(authCodes)
      .where(and(eq(authCodes.ip, group), gt(authCodes.createdAt, secondsAgo(3600))));
    if (fromIp!.n >= rules.maxPerIpPerHour) throw tooManyRequests(M.tooManyFromIp, 'IP_RATE_LIMITED');

    // This phone's codes of the last day, by the address group that asked for them.
    const day = await tx
      .select({
        ip: authCodes.ip,
        age: sql<number>`extract(epoch from now() - ${authCodes.createdAt})::float8`,
      })
      .from(authCodes)
      .where(and(eq(authCodes.phone, phone), gt(authCodes.createdAt, secondsAgo(86_400))))
      .orderBy(desc(authCodes.createdAt));
    // The wait and the hourly limit are per address: a stranger asking for this phone elsewhere
    // does not make its owner wait.
    const fromHere = day.filter((c) => c.ip === group);
    const last = fromHere[0];
    if (last && last.age < rules.resendSeconds) {
      throw tooManyRequests(M.resendTooSoon(Math.ceil(rules.resendSeconds - last.age)), 'CODE_RESEND_TOO_SOON');
    }
    if (fromHere.filter((c) => c.age < 3600).length >= rules.maxPerHour)
      throw tooManyRequests(M.tooManyPerHour, 'CODE_HOURLY_LIMIT');
    if (day.length >= rules.maxPerPhonePerDay || fromHere.length >= perAddressDailyShare(rules))
      throw tooManyRequests(M.tooManyPerDay, 'CODE_DAILY_LIMIT');

    const [row] = await tx
      .insert(authCodes)
      .values({
        phone,
        ip: group,
        codeHash: tokens.hashCode(phone, code),
        expiresAt: sql`now() + make_interval(mins => ${rules.ttlMinutes})`,
      })
      .returning({ id: authCodes.id });
    return row!;
  });

  try {
    await messaging.send({ to: phone, text: M.smsText(code, rules.ttlMinutes), code });
  } catch (err) {
    // A code that never went out is not counted (resend wait, hourly and per-IP limits): the user
    // may ask again at once, and the code they had before still works.
    await db.delete(authCodes).where(eq(authCodes.id, issued.id));
    throw codeNotSent(err);
  }
  // A code that reached the user retires the earlier ones asked from the same address (the user
  // asked again), and gives that address its tries afresh. Codes asked from elsewhere stay valid:
  // a stranger asking for this phone does not cancel the code its owner is typing.
  const issuedAt = sql`(select ${authCodes.createdAt} from ${authCodes} where ${authCodes.id} = ${issued.id})`;
  await db
    .update(authCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(authCodes.phone, phone),
        eq(authCodes.ip, group),
        isNull(authCodes.consumedAt),
        lt(authCodes.createdAt, issuedAt),
      ),
    );
  await db.delete(signInTries).where(and(eq(signInTries.phone, phone), eq(signInTries.addressGroup, group)));
  return { message: M.codeSent };
}

/**
 * Checks a code. The tries are counted per phone and address group, not per code (issue 31): an
 * address that guesses wrong five times is out of tries for that phone until it asks for a new
 * code (or CODE_TTL_MINUTES pass), while the owner, from another address, still signs in. A phone
 * with no live code answers exactly as one with a live code ('Código incorrecto. Te quedan 4
 * intentos.'), so the answer does not tell whether someone asked for a code for it.
 */
export async function verifyCode({ db, config, tokens }: AuthDeps, rawPhone: string, code: string, ip: string) {
  const phone = toE164(rawPhone);
  const group = addressGroup(ip);
  const { maxAttempts, ttlMinutes } = config.codes;

  // One try spent first, atomically, so parallel guesses cannot exceed the limit. Tries older
  // than a code's life start over.
  const stale = sql`${signInTries.updatedAt} < now() - make_interval(mins => ${ttlMinutes})`;
  const [spent] = await queryRows<{ attempts: number }>(
    db,
    sql`insert into ${signInTries} (phone, address_group, attempts, updated_at) values (${phone}, ${group}, 1, now())
        on conflict (phone, address_group) do update
        set attempts = case when ${stale} then 1 else ${signInTries.attempts} + 1 end, updated_at = now()
        where ${stale} or ${signInTries.attempts} < ${maxAttempts}
        returning attempts`,
  );
  if (!spent) throw badRequest(M.codeBurned, 'CODE_BURNED');

  const live = await db
    .select({ id: authCodes.id, codeHash: authCodes.codeHash })
    .from(authCodes)
    .where(and(eq(authCodes.phone, phone), isNull(authCodes.consumedAt), gt(authCodes.expiresAt, sql`now()`)));
  const given = tokens.hashCode(phone, code);
  const match = live.find((c) => sameHash(c.codeHash, given));
  // A parallel request that used the same code first counts as a wrong try here.
  const [used] = match
    ? await db
        .update(authCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(authCodes.id, match.id), isNull(authCodes.consumedAt)))
        .returning({ id: authCodes.id })
    : [];
  if (!used) {
    const left = maxAttempts - spent.attempts;
    if (left <= 0) throw badRequest(M.codeBurned, 'CODE_BURNED');
    throw badRequest(M.codeWrong(left), 'CODE_INVALID');
  }

  // Signed in: the phone's other codes are spent, and this address's tries start over.
  await db
    .update(authCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(authCodes.phone, phone), isNull(authCodes.consumedAt), ne(authCodes.id, used.id)));
  await db.delete(signInTries).where(and(eq(signInTries.phone, phone), eq(signInTries.addressGroup, group)));
  return signedIn(db, tokens, await findOrCreateUser(db, tokens, phone, config.trialDays));
}

/** The answer of a sign-in: a new session's token, and who it is for (the token itself names no one). */
async function signedIn(db: Db, tokens: TokenService, user: UserRow) {
  return {
    token: await startSession(db, tokens, user.id),
    user: { id: user.id, name: user.name, phone: user.phone },
  };
}

/** A one-time sign-in link token for a phone (npm run magic-link), valid TEMPORARY_TOKEN_MINUTES. */
export function issueTemporaryToken(tokens: TokenService, rawPhone: string): Promise<string> {
  return tokens.signTemporary(toE164(rawPhone), TEMPORARY_TOKEN_MINUTES);
}

export async function verifyTemporaryToken({ db, config, tokens }: AuthDeps, token: string) {
  const claims = await tokens.verifyTemporary(token);
  if (!claims) throw new AppError(400, M.temporaryTokenInvalid, 'TOKEN_INVALID');
  const used = await db.insert(usedTemporaryTokens).values({ jti: claims.jti }).onConflictDoNothing().returning();
  if (used.length === 0) throw new AppError(400, M.temporaryTokenInvalid, 'TOKEN_INVALID');
  return signedIn(db, tokens, await findOrCreateUser(db, tokens, claims.phone, config.trialDays));
}

/** 'Cerrar sesión': this device's session ends; its token is refused from the next call on, in every process. */
export async function logout(db: Db, session: { id: string; sessionId: string }) {
  await db.delete(sessions).where(and(eq(sessions.id, session.sessionId), eq(sessions.userId, session.id)));
  return { signed_out: 1 };
}

/** 'Cerrar sesión en todos los dispositivos': every session of the user ends, this one included. */
export async function logoutEverywhere(db: Db, userId: string) {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return { signed_out: ended.length };
}
