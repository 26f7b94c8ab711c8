import type { BadgeTone } from '@/components/ui/badge';

/** docs/product.md §2.17/§4: pending yellow, completed green, anything else expired (red). */
export function referralStatusChip(status: string): { label: string; tone: BadgeTone } {
  if (status === 'pending') return { label: 'Pendiente', tone: 'yellow' };
  if (status === 'completed') return { label: 'Completado', tone: 'green' };
  return { label: 'Expirado', tone: 'red' };
}
