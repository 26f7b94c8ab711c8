/** Spanish formatting shared by the screens (dates in dd/mm/yyyy, numbers with es separators). */
import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';

export function formatShortDate(date: Date): string {
  return format(date, 'dd/MM/yyyy', { locale: es });
}

const numberFormat = new Intl.NumberFormat('es');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
