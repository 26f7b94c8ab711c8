/** A user's calendar day: "today" and log dates follow the user's IANA time zone. */

// Building an Intl.DateTimeFormat costs far more than using one, and every authenticated call
// needs one: keep one per zone. Zones are a few hundred, but spellings are not ('america/lima'
// is valid too), so the cache is emptied rather than left to grow without bound.
const MAX_CACHED_ZONES = 1000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= MAX_CACHED_ZONES) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (dayFormats.has(timeZone)) return true;
  try {
    dayFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The part of Temporal (browsers from 2025 on; not Node 20) this module uses. */
type TemporalLike = {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): { toPlainDate(): { toString(): string } };
    };
  };
};
const temporal = (globalThis as { Temporal?: TemporalLike }).Temporal;

/**
 * The YYYY-MM-DD date that `instant` falls on in `timeZone`. Where there is Temporal, through it:
 * a phone's first Intl format loads the locale data (20–80 ms on a fast machine), and the app needs
 * today before anything else (docs/performance.md, tenth session). Both give the same date.
 */
export function localDateOf(instant: Date, timeZone: string): string {
  if (temporal) {
    try {
      return temporal.Instant.fromEpochMilliseconds(instant.getTime())
        .toZonedDateTimeISO(timeZone)
        .toPlainDate()
        .toString();
    } catch {
      // An unknown zone or an invalid date: Intl below throws the RangeError callers expect.
    }
  }
  return dayFormat(timeZone).format(instant);
}
