import { CalendarCheck, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useStrictPlanStatus } from '../api/get-strict-plan-status';

/**
 * docs/product.md §2.6: 'Recuerda generar tu plan semanal aquí' when the recommendation type is strict and the
 * weekly plan is not generated. Any failure of the check hides it (docs/product.md §8, silent).
 */
export function StrictPlanBanner({ recommendationType }: { recommendationType: 'strict' | 'flex' | undefined }) {
  const strict = recommendationType === 'strict';
  const status = useStrictPlanStatus({ queryConfig: { enabled: strict } });
  if (!strict || status.data?.data.is_generated !== false) return null;
  return (
    <Link
      to={paths.strictMenu.getHref()}
      className="flex min-h-14 items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200 transition-colors hover:bg-amber-100"
    >
      <CalendarCheck className="size-5 shrink-0 text-amber-600" aria-hidden />
      <span className="flex-1 text-[15px] font-semibold">Recuerda generar tu plan semanal aquí</span>
      <ChevronRight className="size-5 shrink-0" aria-hidden />
    </Link>
  );
}
