/** The lazy half of the gauges: a Chart.js doughnut (docs/product.md §9: cutout 80 %, 1000 ms animation). */
import { ArcElement, Chart as ChartJS, type ChartOptions } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';

ChartJS.register(ArcElement);

const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const options: ChartOptions<'doughnut'> = {
  cutout: '80%',
  animation: reducedMotion ? false : { duration: 1000 },
  responsive: true,
  maintainAspectRatio: false,
  events: [],
  plugins: { legend: { display: false }, tooltip: { enabled: false } },
};

type GaugeChartProps = { percent: number; color: string; track: string };

export default function GaugeChart({ percent, color, track }: GaugeChartProps) {
  return (
    <Doughnut
      aria-hidden
      options={options}
      data={{
        datasets: [
          {
            data: [percent, 100 - percent],
            backgroundColor: [color, track],
            borderWidth: 0,
            // Round the coloured arc's ends only, and only when it is a part of the ring.
            borderRadius: (ctx) => (ctx.dataIndex === 0 && percent > 0 && percent < 100 ? 12 : 0),
          },
        ],
      }}
    />
  );
}
