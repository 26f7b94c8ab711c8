import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { COUNTRIES, type Country, DEFAULT_COUNTRY, isUserCountry, type UserCountry } from '../constants/countries.ts';

export type PhoneResult = { ok: true; e164: string; country: Country } | { ok: false; reason: 'invalid' | 'country' };

/**
 * Normalises a phone typed with or without its country prefix to E.164 and checks
 * it belongs to one of the countries we serve.
 */
export function normalizePhone(input: string, defaultCountry?: Country): PhoneResult {
  const trimmed = input.trim();
  const parsed = parsePhoneNumberFromString(
    trimmed,
    defaultCountry ? { defaultCountry: defaultCountry.toUpperCase() as 'PE' } : undefined,
  );
  if (!parsed?.isValid()) return { ok: false, reason: 'invalid' };
  const country = parsed.country?.toLowerCase() as Country | undefined;
  if (!country || !COUNTRIES.includes(country)) return { ok: false, reason: 'country' };
  return { ok: true, e164: parsed.number, country };
}

/** The country of a stored (E.164) phone: where a new user's country starts (docs/countries.md). */
export function countryOfPhone(e164: string): Country {
  const result = normalizePhone(e164);
  return result.ok ? result.country : DEFAULT_COUNTRY;
}

/** The person's country: the one stored, else (an account older than the column) the phone's. */
export function personCountry(user: { country: string | null; phone: string }): UserCountry {
  return isUserCountry(user.country) ? user.country : countryOfPhone(user.phone);
}
