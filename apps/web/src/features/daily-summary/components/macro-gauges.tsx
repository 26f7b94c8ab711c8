import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { consumedPercent, excessOver, gaugePercent } from '@nutricoach/core/rules/gauge';
import { formatWhole } from '../utils/format';
import { GaugeRing } from './gauge-ring';

/** docs/product.md §9: each gauge has a fixed colour. */
const GAUGES = [
  { key: 'protein', label: 'Proteína', color: '#e0457b' },
  { key: 'fat', label: 'Grasa', color: '#f59e0b' },
  { key: 'carbs', label: 'Carbohidratos', color: '#3b82f6' },
] as const;

export const GAUGE_TRACK = '#edf1ee';

type MacroGaugesProps = { summary: DailySummary['summary'] | undefined };

/** Protein, fat and carbs consumed vs ideal: the percent in the centre, 'current/ideal g' under it. */
export function MacroGauges({ summary }: MacroGaugesProps) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      {GAUGES.map(({ key, label, color }) => {
        const current = summary?.consumed[key] ?? 0;
        const ideal = summary?.ideal[key] ?? 0;
        // The ring fills up to full (the spec's capped percent); the centre says the real one.
        const fill = gaugePercent(current, ideal);
        const percent = consumedPercent(current, ideal);
        const excess = excessOver(current, ideal);
        return (
          <figure key={key} className="flex min-w-0 flex-col items-center text-center">
            <div
              className="relative size-24 sm:size-28 lg:size-32"
              role="img"
              aria-label={`${label}: ${percent} %${excess > 0 ? `, ${excess} g por encima de tu ideal` : ''}`}
            >
              {summary ? (
                <GaugeRing percent={fill} color={color} track={GAUGE_TRACK} />
              ) : (
                <span
                  className="absolute inset-0 animate-pulse rounded-full border-[9px] border-gray-100 sm:border-[11px] lg:border-[13px]"
                  aria-hidden
                />
              )}
              <span
                className="absolute inset-0 grid place-items-center text-lg font-bold tabular-nums sm:text-xl"
                style={{ color: summary ? color : undefined }}
                aria-hidden
              >
                {summary ? `${percent}%` : ''}
              </span>
            </div>
            <figcaption className="mt-2 w-full">
              <span className="block text-[13px] font-semibold text-ink">{label}</span>
              <span className="block text-xs tabular-nums text-gray-500">
                {summary ? `${formatWhole(current)}/${formatWhole(ideal)} g` : '\u00a0'}
              </span>
              {summary && excess > 0 && (
                <span className="block text-xs font-semibold tabular-nums text-red-700" aria-hidden>
                  {formatWhole(excess)} g por encima
                </span>
              )}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
