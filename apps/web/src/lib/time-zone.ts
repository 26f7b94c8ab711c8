/**
 * The browser's IANA time zone, sent with every call (x-time-zone) and used for the user's today.
 * Building an Intl.DateTimeFormat to read it costs about a millisecond on a cheap phone, and a
 * screen's first render asked for it dozens of times (docs/performance.md): it is read again at
 * most once a minute, which still follows a phone that changes zone while the app is open.
 */
const REREAD_MS = 60_000;
const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
let cached: { zone: string | undefined; at: number } | undefined;

export function browserTimeZone(now = Date.now()): string | undefined {
  if (cached && now - cached.at < REREAD_MS && now >= cached.at) return cached.zone;
  let zone: string | undefined;
  try {
    // Temporal reads it in well under a millisecond; Intl's first format loads the locale data
    // first (20–80 ms), inside the app's start (docs/performance.md, tenth session).
    zone = temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    zone = undefined;
  }
  cached = { zone, at: now };
  return zone;
}
