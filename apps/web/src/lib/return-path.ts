/**
 * Where a signed-out visit wanted to go (the consent link a nutritionist sent, the professional
 * area), kept for the sign-in and taken once after it. In sessionStorage: the magic link (/auth/:token)
 * opens in the same tab, and a new tab starts clean.
 */
const KEY = 'nutricoach.return-to';

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the user lands on the app's home instead.
  }
}

/** The remembered path, once: it is forgotten as it is read. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
