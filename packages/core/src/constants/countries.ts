/** The countries where NutriCoach signs people in (ISO 3166-1 alpha-2, lower case). */
export const COUNTRIES = ['mx', 'us', 'es', 'co', 'ar', 'pe', 'cl'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'pe';

export const DEFAULT_TIME_ZONE = 'America/Lima';

/**
 * The person's country (issue 28, docs/countries.md): what their food words mean and how the app
 * names foods and meals to them. It starts as the country of the phone they signed up with (one of
 * COUNTRIES) and can be changed in /profile to any of these: Spanish-speaking Latin America
 * (Central America as its seven countries), Spain, and the United States. ISO 3166-1 alpha-2.
 */
export const USER_COUNTRIES = [
  'ar',
  'bo',
  'cl',
  'co',
  'cr',
  'cu',
  'ec',
  'sv',
  'es',
  'us',
  'gt',
  'hn',
  'mx',
  'ni',
  'pa',
  'py',
  'pe',
  'pr',
  'do',
  'uy',
  've',
] as const;
export type UserCountry = (typeof USER_COUNTRIES)[number];

/** Each country's name as the selector shows it; USER_COUNTRIES is in the order of these names. */
export const USER_COUNTRY_NAMES: Record<UserCountry, string> = {
  ar: 'Argentina',
  bo: 'Bolivia',
  cl: 'Chile',
  co: 'Colombia',
  cr: 'Costa Rica',
  cu: 'Cuba',
  ec: 'Ecuador',
  sv: 'El Salvador',
  es: 'España',
  us: 'Estados Unidos',
  gt: 'Guatemala',
  hn: 'Honduras',
  mx: 'México',
  ni: 'Nicaragua',
  pa: 'Panamá',
  py: 'Paraguay',
  pe: 'Perú',
  pr: 'Puerto Rico',
  do: 'República Dominicana',
  uy: 'Uruguay',
  ve: 'Venezuela',
};

export const isUserCountry = (value: unknown): value is UserCountry =>
  typeof value === 'string' && (USER_COUNTRIES as readonly string[]).includes(value);
