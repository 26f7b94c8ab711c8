import { spanishNumber } from '@/lib/format';
// Not '@/lib/format': that module carries date-fns and its Spanish locale (~11 kB gzip), which
// the onboarding never needs.
const decimal = () => spanishNumber({ maximumFractionDigits: 1 });

/** 72.5 -> '72,5'; 1650 -> '1650' (Spanish groups from five digits). */
export function formatDecimal(value: number): string {
  return decimal().format(value);
}
