import { formatKg, longDate } from '../utils/format';
import type { WeightStats } from '../utils/weight-stats';

/** docs/product.md §2.8's details: initial weight, how many measurements, the highest and the lowest. */
export function WeightDetails({ stats }: { stats: WeightStats }) {
  const rows = [
    { label: 'Peso inicial', value: formatKg(stats.initial), note: longDate(stats.initialDate) },
    { label: 'Mediciones', value: String(stats.count), note: stats.count === 1 ? 'registro' : 'registros' },
    { label: 'Peso máximo', value: formatKg(stats.max) },
    { label: 'Peso mínimo', value: formatKg(stats.min) },
  ];
  return (
    <section
      aria-labelledby="weight-details-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
    >
      <h2 id="weight-details-title" className="text-base font-semibold text-ink">
        Detalles
      </h2>
      <dl className="mt-2 divide-y divide-gray-100">
        {rows.map((row) => (
          <div key={row.label} className="flex min-h-12 items-center justify-between gap-3 py-2">
            <dt className="text-sm text-gray-600">{row.label}</dt>
            <dd className="text-right">
              <span className="font-semibold tabular-nums text-ink">{row.value}</span>
              {row.note && <span className="block text-xs text-gray-500">{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
