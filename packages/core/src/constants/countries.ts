/** The countries where NutriCoach signs people in (ISO 3166-1 alpha-2, lower case). */
export const COUNTRIES = ['mx', 'us', 'es', 'co', 'ar', 'pe', 'cl'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'pe';

export const DEFAULT_TIME_ZONE = 'America/Lima';
