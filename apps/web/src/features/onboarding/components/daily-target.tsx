import type { Macros } from '@nutricoach/core/rules/targets';
import { Flame } from 'lucide-react';
import { formatDecimal } from '../utils/format';

/** `deficit`: the percent taken off the expenditure; 0 to maintain, below 0 a surplus to gain. */
type DailyTargetProps = { calories: number; deficit: number; macros: Macros | null };

/** What the person will eat a day: calories, the deficit (or surplus), and the grams of the chosen diet. */
export function DailyTarget({ calories, deficit, macros }: DailyTargetProps) {
  return (
    <section
      aria-label="Tu meta diaria"
      className="rounded-2xl bg-primary-700 p-4 text-white shadow-lg shadow-primary-700/20 sm:p-5"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/15">
          <Flame className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-primary-100">Calorías al día</p>
          <p className="text-2xl font-bold tracking-tight">
            {formatDecimal(calories)} <span className="text-base font-semibold">kcal</span>
          </p>
        </div>
        <p className="shrink-0 rounded-xl bg-white/15 px-3 py-1.5 text-center text-sm leading-tight">
          {deficit === 0 ? (
            <span className="font-bold">Sin déficit</span>
          ) : (
            <>
              <span className="block text-xs text-primary-100">{deficit > 0 ? 'Déficit' : 'Superávit'}</span>
              <span className="font-bold">{Math.abs(deficit)} %</span>
            </>
          )}
        </p>
      </div>
      {macros && (
        <dl className="mt-3 grid grid-cols-3 gap-2 border-t border-white/15 pt-3">
          {(
            [
              ['Proteína', macros.protein],
              ['Carbohidratos', macros.carbs],
              ['Grasa', macros.fat],
            ] as const
          ).map(([label, grams]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-xs text-primary-100">{label}</dt>
              <dd className="text-base font-bold">{grams} g</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
