import { formatDecimal } from '@/lib/format';

/** A nutrition amount in Spanish notation with at most `decimals` decimals: 14,7 · 160. */
export const formatAmount = (value: number, decimals = 1): string => formatDecimal(value, decimals);
