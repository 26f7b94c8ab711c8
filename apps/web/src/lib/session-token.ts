import type { SessionUser } from '@nutricoach/core/contract/auth';

type SessionClaims = { sub?: unknown; name?: unknown; phone?: unknown; exp?: unknown };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Names carry accents (José, Begoña): decode the bytes as UTF-8, not Latin-1.
  return new TextDecoder().decode(bytes);
}

function readClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as SessionClaims) : null;
  } catch {
    return null;
  }
}

/** The user a session JWT carries (sub, name, phone); null when the token cannot be read. */
export function decodeSessionUser(token: string): SessionUser | null {
  const claims = readClaims(token);
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) return null;
  return {
    id: claims.sub,
    name: typeof claims.name === 'string' ? claims.name : '',
    phone: typeof claims.phone === 'string' ? claims.phone : '',
  };
}

/** True when the token carries an `exp` that has passed (the server would answer 401 anyway). */
export function isSessionExpired(token: string, now: Date = new Date()): boolean {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now.getTime();
}
