/** Session tokens (JWT, HS256) and the hashes we keep instead of secrets. */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SESSION_DAYS } from '@nutricoach/core/constants/auth';
import { isUuid } from '@nutricoach/core/contract/common';

/**
 * Who a session token names (issue 31): the user and the session row (`sessions`) that a sign-out
 * deletes. Nothing personal: the token's payload is readable by anyone holding it.
 */
export type SessionClaims = { id: string; sessionId: string };

const TEMPORARY_PURPOSE = 'magic-link';

export type TokenService = ReturnType<typeof createTokenService>;

/** How many verified session tokens are remembered (a few MB at most); past it, the memory starts over. */
const MAX_VERIFIED_SESSIONS = 20_000;

/**
 * Every token we sign expires and names its subject; one without `exp` would never expire, so it
 * is refused even when its signature is good.
 */
const REQUIRED = { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] };
/** What signTemporary is given (toE164), so a magic link names a phone and nothing else. */
const E164 = /^\+[1-9]\d{1,14}$/;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Every authenticated call verifies its token, and an HMAC check through WebCrypto is a good
  // share of a cheap call's CPU. A token whose signature verified once keeps a good signature
  // until it expires, so the result is remembered until then; whether its session still exists
  // (not signed out, user not deleted) is the session query's, on every call.
  const verifiedSessions = new Map<string, { user: SessionClaims; expiresAt: number }>();
  // Given the raw secret, jose imports it into WebCrypto again on every verification (most of a
  // token check that is not remembered yet); the key is imported once, at the first verification.
  let importedKey: Promise<CryptoKey> | undefined;
  const verifyKey = () =>
    (importedKey ??= crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']));
  return {
    /** A session token: the user's id (`sub`) and the session's (`sid`), no name nor phone. */
    signSession(session: SessionClaims): Promise<string> {
      return new SignJWT({ sid: session.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.id)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key);
    },
    /** The session's user and id, or null for a forged, malformed or expired token (or one without a session id). */
    async verifySession(token: string): Promise<SessionClaims | null> {
      const known = verifiedSessions.get(token);
      if (known && Date.now() < known.expiresAt) return known.user;
      try {
        const { payload } = await jwtVerify(token, await verifyKey(), REQUIRED);
        // The subject is a user id: anything else would reach the uuid column and fail there.
        // A token from before sessions were kept (issue 31) has no sid: it signs in again.
        if (payload.purpose !== undefined || !isUuid(payload.sub) || !isUuid(payload.sid)) return null;
        const user = { id: payload.sub, sessionId: payload.sid };
        if (verifiedSessions.size >= MAX_VERIFIED_SESSIONS) verifiedSessions.clear();
        verifiedSessions.set(token, { user, expiresAt: payload.exp! * 1000 });
        return user;
      } catch {
        return null;
      }
    },
    /** A one-time sign-in link token for a phone (magic link); needs no database to issue. */
    signTemporary(phone: string, minutes: number): Promise<string> {
      return new SignJWT({ purpose: TEMPORARY_PURPOSE })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(phone)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(`${minutes}m`)
        .sign(key);
    },
    async verifyTemporary(token: string): Promise<{ phone: string; jti: string } | null> {
      try {
        const { payload } = await jwtVerify(token, await verifyKey(), REQUIRED);
        if (
          payload.purpose !== TEMPORARY_PURPOSE ||
          typeof payload.sub !== 'string' ||
          !E164.test(payload.sub) ||
          typeof payload.jti !== 'string'
        )
          return null;
        return { phone: payload.sub, jti: payload.jti };
      } catch {
        return null;
      }
    },
    /** A short-lived token for one purpose and one user (a billing-portal link, an OAuth state). */
    signPurpose(purpose: string, userId: string, minutes: number): Promise<string> {
      return new SignJWT({ purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${minutes}m`)
        .sign(key);
    },
    /** The user the token was signed for, or null for a forged, expired, other-purpose or malformed token. */
    async verifyPurpose(purpose: string, token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, await verifyKey(), REQUIRED);
        return payload.purpose === purpose && isUuid(payload.sub) ? payload.sub : null;
      } catch {
        return null;
      }
    },
    /**
     * The keyed hash of a phone kept after its account is deleted (phone_history): the same phone
     * gives the same hash, and without the secret a leaked table cannot be matched to numbers.
     */
    hashPhone(phone: string): string {
      return createHmac('sha256', key).update(`phone-history:${phone}`).digest('hex');
    },
    /** A keyed hash: a leaked table of 6-digit codes cannot be brute-forced without the secret. */
    hashCode(phone: string, code: string): string {
      return createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');
    },
  };
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
