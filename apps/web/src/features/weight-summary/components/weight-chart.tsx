import { useMemo } from 'react';
import { LineChart, type LineSeries } from '@/components/ui/line-chart';
import { axisDateLabel, longDate } from '../utils/format';
import { weightAxisRange } from '../utils/weight-stats';

type WeightChartProps = { measurements: readonly { date: string; weight: number }[]; goal: number | null };

/** The weights over time; the y axis from the lowest − 20 kg to the highest + 20 kg (docs/product.md §2.8). */
export function WeightChart({ measurements, goal }: WeightChartProps) {
  const { labels, titles, series, range } = useMemo(() => {
    const years = new Set(measurements.map((m) => m.date.slice(0, 4)));
    const range = weightAxisRange(measurements);
    const series: LineSeries[] = [
      { label: 'Peso', data: measurements.map((m) => m.weight), color: '#138a4b', fill: true },
    ];
    // The goal is drawn only when it falls inside the axis the spec fixes.
    if (goal !== null && goal >= range.min && goal <= range.max && measurements.length > 1) {
      series.push({ label: 'Meta', data: measurements.map(() => goal), color: '#6b7280', dashed: true });
    }
    return {
      labels: measurements.map((m) => axisDateLabel(m.date, years.size > 1)),
      titles: measurements.map((m) => longDate(m.date)),
      series,
      range,
    };
  }, [measurements, goal]);

  return (
    <section
      aria-labelledby="weight-chart-title"
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="weight-chart-title" className="text-base font-semibold text-ink">
          Evolución de tu peso
        </h2>
        {series.length > 1 && (
          <p className="flex items-center gap-1.5 text-xs font-medium text-gray-600">
            <span aria-hidden className="w-5 border-t-2 border-dashed border-gray-500" />
            Meta
          </p>
        )}
      </div>
      <LineChart
        ariaLabel="Evolución del peso en kilos por fecha"
        className="h-60 sm:h-72"
        labels={labels}
        tooltipTitles={titles}
        series={series}
        unit="kg"
        decimals={1}
        yMin={range.min}
        yMax={range.max}
      />
    </section>
  );
}
