import { localToday } from '../utils/dates';
import { PointsHistoryChart } from './points-history-chart';
import { WeekPointsPanel } from './week-points-panel';

/** /seguimiento-semanal (docs/product.md §2.12): this week's panel and the weekly history chart. */
export function WeeklyPointsView() {
  const today = localToday();
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <title>Nivel de compromiso · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Nivel de compromiso</h1>
        <p className="text-[15px] text-gray-600">
          Cada día sumas 1 punto por cada acción registrada y cada meta cumplida, hasta 10 al día y 70 a la semana.
        </p>
      </header>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <WeekPointsPanel today={today} />
        <PointsHistoryChart />
      </div>
    </section>
  );
}
