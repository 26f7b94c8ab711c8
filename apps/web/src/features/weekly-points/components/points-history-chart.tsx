import { WEEKLY_POINTS_MAX } from '@nutricoach/core/rules/points';
import {
  BarController,
  BarElement,
  CategoryScale,
  type ChartData,
  type ChartOptions,
  LinearScale,
  type Plugin,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { QueryError } from '@/components/query-error';
import { Chart, CHART_GRID_COLOR, CHART_TICK_COLOR, formatChartNumber, useChartAnimation } from '@/components/ui/chart';
import { type PointsHistory, usePointsHistory } from '../api/get-points-history';
import { shortDate, weekRange } from '../utils/dates';
import { HISTORY_EMPTY, POINTS_ERROR } from '../utils/labels';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

const CURRENT_COLOR = '#138a4b';
const PAST_COLOR = '#7fdea5';

/** Writes each week's points above its bar, so the figures read without a tap. */
const barValues: Plugin<'bar'> = {
  id: 'barValues',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const values = chart.data.datasets[0]?.data ?? [];
    const bars = chart.getDatasetMeta(0).data;
    ctx.save();
    ctx.font = `600 11px ${Chart.defaults.font.family}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    bars.forEach((bar, index) => {
      const value = values[index];
      if (typeof value !== 'number') return;
      const { x, y } = bar.getProps(['x', 'y'], true) as { x: number; y: number };
      ctx.fillStyle = index === bars.length - 1 ? '#116e3e' : CHART_TICK_COLOR;
      ctx.fillText(formatChartNumber(value), x, y - 4);
    });
    ctx.restore();
  },
};

/** docs/product.md §2.12's history: weekly points as bars, y axis 0 to 70 in steps of 10; this week stands out. */
export function PointsHistoryChart() {
  const history = usePointsHistory();
  return (
    <section
      aria-labelledby="points-history-title"
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
    >
      <h2 id="points-history-title" className="text-base font-semibold text-ink">
        Historial semanal
      </h2>
      <p className="mt-0.5 text-xs text-gray-500">Puntos de compromiso por semana (máximo {WEEKLY_POINTS_MAX})</p>
      <div className="mt-3">
        {history.isPending ? (
          <div role="status" aria-label="Cargando historial" className="h-64 animate-pulse rounded-xl bg-gray-100" />
        ) : history.isError ? (
          <QueryError message={POINTS_ERROR} onRetry={history.refetch} retrying={history.isFetching} />
        ) : history.data.weekly_points.length === 0 ? (
          <p className="grid h-40 place-items-center rounded-xl bg-surface text-sm text-gray-600">{HISTORY_EMPTY}</p>
        ) : (
          <HistoryBars weeks={history.data.weekly_points} />
        )}
      </div>
    </section>
  );
}

function HistoryBars({ weeks }: { weeks: PointsHistory['weekly_points'] }) {
  const data = useMemo<ChartData<'bar', number[], string>>(() => {
    const lastIndex = weeks.length - 1;
    return {
      labels: weeks.map((w) => shortDate(w.start_date)),
      datasets: [
        {
          label: 'Puntos',
          data: weeks.map((w) => w.points),
          backgroundColor: weeks.map((_, i) => (i === lastIndex ? CURRENT_COLOR : PAST_COLOR)),
          hoverBackgroundColor: '#116e3e',
          borderRadius: 6,
          maxBarThickness: 36,
        },
      ],
    };
  }, [weeks]);

  const { chartRef, animation } = useChartAnimation<Chart<'bar'>>();
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: animation(),
      // Room for the figure above a full bar.
      layout: { padding: { top: 18 } },
      scales: {
        x: {
          grid: { display: false },
          border: { display: false },
          ticks: { maxRotation: 0, autoSkipPadding: 8 },
        },
        y: {
          min: 0,
          max: WEEKLY_POINTS_MAX,
          grid: { color: CHART_GRID_COLOR },
          border: { display: false },
          ticks: { stepSize: 10, callback: (v) => formatChartNumber(Number(v)) },
        },
      },
      plugins: {
        tooltip: {
          displayColors: false,
          callbacks: {
            title: (items) => {
              const week = weeks[items[0]?.dataIndex ?? -1];
              return week ? `Semana ${weekRange(week.start_date, week.end_date)}` : '';
            },
            label: (item) => `${formatChartNumber(item.parsed.y ?? 0)} de ${WEEKLY_POINTS_MAX} puntos`,
          },
        },
      },
    }),
    [weeks],
  );

  const latest = weeks.at(-1);
  return (
    <div className="relative h-64 w-full min-w-0">
      <Bar
        ref={chartRef}
        data={data}
        options={options}
        plugins={[barValues]}
        role="img"
        aria-label={`Puntos por semana${latest ? `; esta semana ${latest.points} de ${WEEKLY_POINTS_MAX}` : ''}`}
        fallbackContent={<p>Puntos por semana</p>}
      />
    </div>
  );
}
