/** Phone sign-in: codes (docs/product.md §Accounts and sign-in), sessions and one-time magic links. */
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { TEMPORARY_TOKEN_MINUTES } from '@nutricoach/core/constants/auth';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authCodes, usedTemporaryTokens } from '../../db/schema.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import { toE164 } from '../../lib/phone.ts';
import { newSignInCode, sameHash, type TokenService } from '../../lib/tokens.ts';
import { MessagingError, type MessagingProvider } from '../../providers/messaging/types.ts';
import { findOrCreateUser } from '../users/service.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

export type AuthDeps = { db: Db; config: Config; tokens: TokenService; messaging: MessagingProvider };

const secondsAgo = (s: number) => sql`now() - make_interval(secs => ${s})`;

/** A code the provider did not take: 502 when it answered with an error, 503 when it did not answer or could not be reached. */
function codeNotSent(err: unknown): unknown {
  if (!(err instanceof MessagingError)) return err;
  return new AppError(err.kind === 'rejected' ? 502 : 503, M.codeNotSent, 'CODE_NOT_SENT');
}

export async function sendCode({ db, config, tokens, messaging }: AuthDeps, rawPhone: string, ip: string) {
  const phone = toE164(rawPhone);
  const rules = config.codes;
  const code = newSignInCode();

  const issued = await db.transaction(async (tx) => {
    // Serialises requests for one phone so that two at once cannot both pass the throttle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${phone}))`);

    const [fromIp] = await tx
      .select({ n: count() })
      .from(authCodes)
      .where(and(eq(authCodes.ip, ip), gt(authCodes.createdAt, secondsAgo(3600))));
    if (fromIp!.n >= rules.maxPerIpPerHour) throw tooManyRequests(M.tooManyFromIp, 'IP_RATE_LIMITED');

    const recent = await tx
      .select({
        createdAt: authCodes.createdAt,
        age: sql<number>`extract(epoch from now() - ${authCodes.createdAt})::float8`,
      })
      .from(authCodes)
      .where(and(eq(authCodes.phone, phone), gt(authCodes.createdAt, secondsAgo(3600))))
      .orderBy(desc(authCodes.createdAt));
    const last = recent[0];
    if (last && last.age < rules.resendSeconds) {
      throw tooManyRequests(M.resendTooSoon(Math.ceil(rules.resendSeconds - last.age)), 'CODE_RESEND_TOO_SOON');
    }
    if (recent.length >= rules.maxPerHour) throw tooManyRequests(M.tooManyPerHour, 'CODE_HOURLY_LIMIT');

    const [row] = await tx
      .insert(authCodes)
      .values({
        phone,
        ip,
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
  // Only the newest code is valid: one that reached the user retires the earlier ones.
  const issuedAt = sql`(select ${authCodes.createdAt} from ${authCodes} where ${authCodes.id} = ${issued.id})`;
  await db
    .update(authCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(authCodes.phone, phone), isNull(authCodes.consumedAt), lt(authCodes.createdAt, issuedAt)));
  return { message: M.codeSent };
}

export async function verifyCode({ db, config, tokens }: AuthDeps, rawPhone: string, code: string) {
  const phone = toE164(rawPhone);
  const maxAttempts = config.codes.maxAttempts;

  // Every verification spends one attempt first, atomically, so parallel guesses cannot exceed the limit.
  const [claimed] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(
      sql`${authCodes.id} = (
        select id from ${authCodes}
        where ${authCodes.phone} = ${phone} and ${authCodes.consumedAt} is null and ${authCodes.expiresAt} > now()
        order by ${authCodes.createdAt} desc limit 1
      ) and ${authCodes.attempts} < ${maxAttempts}`,
    )
    .returning();
  if (!claimed) throw badRequest(M.codeMissingOrExpired, 'CODE_EXPIRED');

  if (!sameHash(claimed.codeHash, tokens.hashCode(phone, code))) {
    const left = maxAttempts - claimed.attempts;
    if (left <= 0) {
      await db.update(authCodes).set({ consumedAt: sql`now()` }).where(eq(authCodes.id, claimed.id));
      throw badRequest(M.codeBurned, 'CODE_BURNED');
    }
    throw badRequest(M.codeWrong(left), 'CODE_INVALID');
  }

  const [used] = await db
    .update(authCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(authCodes.id, claimed.id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  if (!used) throw badRequest(M.codeMissingOrExpired, 'CODE_EXPIRED'); // a parallel request used it first

  const user = await findOrCreateUser(db, phone, config.trialDays);
  return { token: await tokens.signSession({ id: user.id, name: user.name, phone: user.phone }) };
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
  const user = await findOrCreateUser(db, claims.phone, config.trialDays);
  return { token: await tokens.signSession({ id: user.id, name: user.name, phone: user.phone }) };
}
