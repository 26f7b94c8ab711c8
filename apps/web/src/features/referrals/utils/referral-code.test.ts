import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_LENGTH as CONTRACT_LENGTH } from '@nutricoach/core/contract/referrals';
import {
  canApplyCode,
  normalizeReferralCode,
  REFERRAL_CODE_LENGTH,
  shareText,
  whatsAppShareUrl,
} from './referral-code';
import { referralStatusChip } from './referral-status';

describe('the referral code input (docs/product.md §5)', () => {
  it("has core's code length", () => {
    expect(REFERRAL_CODE_LENGTH).toBe(CONTRACT_LENGTH);
  });

  it('uppercases what is typed', () => {
    expect(normalizeReferralCode('abcd23')).toBe('ABCD23');
  });

  it('keeps at most 8 characters', () => {
    expect(normalizeReferralCode('abcd2345xyz')).toBe('ABCD2345');
  });

  it('drops spaces and signs from a pasted code instead of counting them', () => {
    expect(normalizeReferralCode(' ABCD-2345 ')).toBe('ABCD2345');
    expect(normalizeReferralCode('código: ñ')).toBe('CDIGO');
  });

  it("enables 'Aplicar' at exactly 8 characters only", () => {
    expect(canApplyCode('')).toBe(false);
    expect(canApplyCode('ABCD234')).toBe(false);
    expect(canApplyCode('ABCD2345')).toBe(true);
  });
});

describe('the invitation', () => {
  it('carries the code and the free days, and goes to WhatsApp encoded', () => {
    const text = shareText('ABCD2345', 'https://app.example/login');
    expect(text).toBe('¡Únete a NutriCoach con mi código ABCD2345 y recibe 7 días gratis! https://app.example/login');
    expect(whatsAppShareUrl('a b&c')).toBe('https://wa.me/?text=a%20b%26c');
  });
});

describe('the referral status chips (docs/product.md §2.17)', () => {
  it('shows pending yellow, completed green and anything else as expired red', () => {
    expect(referralStatusChip('pending')).toEqual({ label: 'Pendiente', tone: 'yellow' });
    expect(referralStatusChip('completed')).toEqual({ label: 'Completado', tone: 'green' });
    expect(referralStatusChip('expired')).toEqual({ label: 'Expirado', tone: 'red' });
    expect(referralStatusChip('refunded')).toEqual({ label: 'Expirado', tone: 'red' });
  });
});
