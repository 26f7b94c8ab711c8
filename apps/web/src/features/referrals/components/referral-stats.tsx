import type { MyReferralStats } from '../api/get-my-stats';
import { formatNumber } from '@/lib/format';

type Stats = MyReferralStats['stats'];

const TILES: { key: keyof Stats; label: string }[] = [
  { key: 'total_referrals', label: 'Referidos' },
  { key: 'completed_referrals', label: 'Completados' },
  { key: 'total_free_days', label: 'Días gratis ganados' },
];

/** docs/product.md §2.17: total referrals, completed referrals and total free days. */
export function ReferralStats({ stats }: { stats: Stats | undefined }) {
  return (
    <section
      aria-labelledby="referral-stats-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5"
    >
      <h2 id="referral-stats-title" className="text-[17px] font-bold leading-snug text-ink">
        Tus estadísticas
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        {TILES.map(({ key, label }) => (
          <div key={key} className="flex flex-col-reverse justify-end rounded-xl bg-surface px-2 py-3 text-center">
            <dt className="mt-1 text-xs font-medium leading-tight text-gray-600">{label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums text-ink">
              {stats ? (
                formatNumber(stats[key])
              ) : (
                <span aria-hidden className="mx-auto block h-8 w-8 animate-pulse rounded-md bg-gray-200" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
