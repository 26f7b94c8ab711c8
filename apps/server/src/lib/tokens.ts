/** Session tokens (JWT, HS256) and the hashes we keep instead of secrets. */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SESSION_DAYS } from '@nutricoach/core/constants/auth';
import type { SessionUser } from '@nutricoach/core/contract/auth';

const TEMPORARY_PURPOSE = 'magic-link';

export type TokenService = ReturnType<typeof createTokenService>;

/** How many verified session tokens are remembered (a few MB at most); past it, the memory starts over. */
const MAX_VERIFIED_SESSIONS = 20_000;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Every authenticated call verifies its token, and an HMAC check through WebCrypto is a good
  // share of a cheap call's CPU. A token that verified once stays valid until it expires (sessions
  // are not revoked server-side; a deleted user is refused by the session query), so the result is
  // remembered until then.
  const verifiedSessions = new Map<string, { user: SessionUser; expiresAt: number }>();
  return {
    signSession(user: SessionUser): Promise<string> {
      return new SignJWT({ name: user.name, phone: user.phone })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key);
    },
    /** The session's user, or null for a forged, malformed or expired token. */
    async verifySession(token: string): Promise<SessionUser | null> {
      const known = verifiedSessions.get(token);
      if (known && Date.now() < known.expiresAt) return known.user;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.purpose !== undefined || typeof payload.sub !== 'string' || typeof payload.phone !== 'string') return null;
        const user = { id: payload.sub, name: typeof payload.name === 'string' ? payload.name : '', phone: payload.phone };
        if (verifiedSessions.size >= MAX_VERIFIED_SESSIONS) verifiedSessions.clear();
        verifiedSessions.set(token, { user, expiresAt: (payload.exp ?? 0) * 1000 });
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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.purpose !== TEMPORARY_PURPOSE || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
        return { phone: payload.sub, jti: payload.jti };
      } catch {
        return null;
      }
    },
    /** A short-lived token for one purpose (a billing-portal link, an OAuth state). */
    signPurpose(purpose: string, subject: string, minutes: number): Promise<string> {
      return new SignJWT({ purpose }).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt().setExpirationTime(`${minutes}m`).sign(key);
    },
    async verifyPurpose(purpose: string, token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.purpose === purpose && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
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

