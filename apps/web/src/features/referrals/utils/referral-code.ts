/** The referral code rules of docs/product.md §5, for the apply input and the share text. */
import { REFERRAL_FREE_DAYS } from '@nutricoach/core/constants/plans';

// Same value as REFERRAL_CODE_LENGTH in core's contract/referrals; importing that module at runtime
// would pull zod into this screen's chunk, so only the number is repeated here.
export const REFERRAL_CODE_LENGTH = 8;

/**
 * What the apply input keeps of what was typed or pasted: letters and digits, uppercased, at most
 * 8. Spaces and dashes from a pasted message are dropped rather than counted.
 */
export function normalizeReferralCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, REFERRAL_CODE_LENGTH);
}

/** 'Aplicar' is enabled at exactly 8 characters. */
export function canApplyCode(code: string): boolean {
  return code.length === REFERRAL_CODE_LENGTH;
}

/** The invitation a user sends with their code. */
export function shareText(code: string, appUrl: string): string {
  return `¡Únete a NutriCoach con mi código ${code} y recibe ${REFERRAL_FREE_DAYS} días gratis! ${appUrl}`;
}

export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
