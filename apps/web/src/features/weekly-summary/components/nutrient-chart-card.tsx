import { useRef } from 'react';
import type { LineChart as LineChartComponent } from '@/components/ui/line-chart';
import { formatDecimal } from '@/lib/format';
import { useSeen } from '@/lib/use-seen';
import type { NutrientSeries } from '../utils/nutrient-series';

const CHART_SIZE = 'h-44 sm:h-52';

type NutrientChartCardProps = {
  /** Null while Chart.js is not loaded yet: a box of the chart's size holds its place. */
  LineChart: typeof LineChartComponent | null;
  title: string;
  unit: string;
  color: string;
  decimals: number;
  labels: string[];
  tooltipTitles: string[];
  series: NutrientSeries;
};

/**
 * One nutrient of the week: consumed (solid) against ideal (dashed), day by day. The chart is drawn
 * once its card comes into view: on a phone two of the four charts fit the first screen, and each
 * chart costs Chart.js ~45 ms of main thread to build (docs/performance.md, twelfth session).
 */
export function NutrientChartCard({
  LineChart,
  title,
  unit,
  color,
  decimals,
  labels,
  tooltipTitles,
  series,
}: NutrientChartCardProps) {
  const amount = (value: number) => `${formatDecimal(value, decimals)} ${unit}`;
  const card = useRef<HTMLElement>(null);
  const seen = useSeen(card);
  return (
    <article ref={card} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
      <header className="mb-3 flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
          <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: color }} />
          {title}
        </h2>
        <p className="text-xs text-gray-600">
          Promedio{' '}
          <strong className="font-semibold text-ink">
            {series.averageConsumed === null ? '—' : amount(series.averageConsumed)}
          </strong>
          {' · '}Ideal <strong className="font-semibold text-ink">{amount(series.currentIdeal)}</strong>
        </p>
      </header>
      {LineChart && seen ? (
        <LineChart
          ariaLabel={`${title}: consumido frente a ideal por día, en ${unit}`}
          className={CHART_SIZE}
          labels={labels}
          tooltipTitles={tooltipTitles}
          unit={unit}
          decimals={decimals}
          series={[
            { label: 'Consumido', data: series.consumed, color, fill: true },
            { label: 'Ideal', data: series.ideal, color: '#6b7280', dashed: true },
          ]}
        />
      ) : (
        <div className={CHART_SIZE} />
      )}
    </article>
  );
}
