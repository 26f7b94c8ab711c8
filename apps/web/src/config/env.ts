/** The build-time environment, read and checked once; nothing else reads import.meta.env. */

/**
 * Placeholder coach number used when VITE_COACH_WHATSAPP_NUMBER is not set (docs/product.md §Deployment shape: the
 * coach chat has "a documented placeholder number"). Set the real one at build time.
 */
export const PLACEHOLDER_COACH_WHATSAPP_NUMBER = '51999999999';

function digitsOnly(value: string | undefined): string | undefined {
  const digits = value?.replace(/\D/g, '');
  return digits ? digits : undefined;
}

export const env = {
  apiBase: (import.meta.env.VITE_API_BASE?.trim() || '/api').replace(/\/+$/, ''),
  coachWhatsappNumber: digitsOnly(import.meta.env.VITE_COACH_WHATSAPP_NUMBER) ?? PLACEHOLDER_COACH_WHATSAPP_NUMBER,
  /** A production build: the only one that registers the service worker (lib/pwa/register.ts). */
  production: import.meta.env.PROD,
} as const;
