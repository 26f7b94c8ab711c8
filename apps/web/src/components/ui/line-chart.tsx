/**
 * A responsive Chart.js line chart in the app's look, with Spanish number formatting.
 * Only the screens that chart import it, so Chart.js stays in their lazy chunks; it registers
 * just the parts a line chart needs (tree-shaken).
 */
import {
  CategoryScale,
  type ChartData,
  type ChartOptions,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
} from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { Chart, CHART_GRID_COLOR, formatChartNumber, useChartAnimation } from './chart';
import { cn } from './cn';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler);

export type LineSeries = {
  label: string;
  /** One value per label; null leaves a gap (e.g. a day that has not come yet). */
  data: (number | null)[];
  /** A hex colour: the canvas cannot read CSS variables. */
  color: string;
  dashed?: boolean;
  /** Shades the area under the line. */
  fill?: boolean;
};

type LineChartProps = {
  labels: string[];
  /** Fuller labels for the tooltip title ('lunes 16 de noviembre'); the axis labels otherwise. */
  tooltipTitles?: string[];
  series: LineSeries[];
  /** Shown after every value in the tooltip: 'kcal', 'g', 'kg'. */
  unit?: string;
  /** Decimals shown in the tooltip. */
  decimals?: number;
  yMin?: number;
  yMax?: number;
  yStep?: number;
  /** Names the chart for screen readers (the canvas is an image to them). */
  ariaLabel: string;
  /** Sizes the chart box (its height: h-56 without it; cn does not merge classes, so one height only); the chart fills it. */
  className?: string;
};

function withAlpha(hex: string, alpha: number): string {
  const value = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${value}`;
}

export function LineChart({
  labels,
  tooltipTitles,
  series,
  unit,
  decimals = 0,
  yMin,
  yMax,
  yStep,
  ariaLabel,
  className,
}: LineChartProps) {
  const data = useMemo<ChartData<'line', (number | null)[], string>>(
    () => ({
      labels,
      datasets: series.map((s) => ({
        label: s.label,
        data: s.data,
        borderColor: s.color,
        backgroundColor: s.fill ? withAlpha(s.color, 0.12) : s.color,
        pointBackgroundColor: s.dashed ? '#ffffff' : s.color,
        pointBorderColor: s.color,
        borderWidth: s.dashed ? 2 : 2.5,
        borderDash: s.dashed ? [6, 5] : undefined,
        pointRadius: s.dashed ? 0 : 3.5,
        pointHoverRadius: 6,
        // A finger is wider than a mouse pointer.
        pointHitRadius: 18,
        tension: 0.3,
        // Curves that never overshoot: a day's line does not bulge above its highest point or below zero.
        cubicInterpolationMode: 'monotone',
        fill: s.fill ? 'origin' : false,
        spanGaps: false,
      })),
    }),
    [labels, series],
  );

  const { chartRef, animation } = useChartAnimation<Chart<'line'>>();
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: animation(),
      interaction: { mode: 'index', intersect: false },
      layout: { padding: { top: 4, right: 4 } },
      scales: {
        x: {
          grid: { display: false },
          border: { display: false },
          ticks: { maxRotation: 0, autoSkipPadding: 10 },
        },
        y: {
          min: yMin,
          max: yMax,
          beginAtZero: yMin === undefined,
          grid: { color: CHART_GRID_COLOR },
          border: { display: false },
          ticks: {
            stepSize: yStep,
            maxTicksLimit: 7,
            // With a fixed min/max (58,4 to 98,4 kg) label only the round values in between.
            includeBounds: false,
            callback: (value) => formatChartNumber(Number(value)),
          },
        },
      },
      plugins: {
        tooltip: {
          usePointStyle: true,
          callbacks: {
            title: (items) => {
              const index = items[0]?.dataIndex;
              return index === undefined ? '' : (tooltipTitles?.[index] ?? labels[index] ?? '');
            },
            label: (item) =>
              `${item.dataset.label}: ${formatChartNumber(item.parsed.y ?? 0, decimals)}${unit ? ` ${unit}` : ''}`,
          },
        },
      },
    }),
    [labels, tooltipTitles, unit, decimals, yMin, yMax, yStep],
  );

  return (
    <div className={cn('relative w-full min-w-0', className ?? 'h-56')}>
      <Line
        ref={chartRef}
        data={data}
        options={options}
        role="img"
        aria-label={ariaLabel}
        fallbackContent={<p>{ariaLabel}</p>}
      />
    </div>
  );
}
