import type { MacroType } from '@nutricoach/core/constants/diets';

const MACROS = [
  { key: 'protein', label: 'Proteína', color: 'bg-sky-500' },
  { key: 'carbs', label: 'Carbohidratos', color: 'bg-amber-400' },
  { key: 'fat', label: 'Grasa', color: 'bg-rose-400' },
] as const;

/** A diet's macro split in percent: one stacked bar and its legend. */
export function MacroSplit({ macros }: { macros: MacroType }) {
  return (
    <div className="space-y-2.5">
      <div aria-hidden className="flex h-2.5 w-full gap-0.5 overflow-hidden rounded-full">
        {MACROS.map((m) => (
          <span key={m.key} className={m.color} style={{ width: `${macros[m.key]}%` }} />
        ))}
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {MACROS.map((m) => (
          <div key={m.key} className="flex flex-col-reverse">
            <dt className="flex items-center gap-1.5 text-xs text-gray-500">
              <span aria-hidden className={`size-2 shrink-0 rounded-full ${m.color}`} />
              {m.label}
            </dt>
            <dd className="text-[15px] font-bold text-ink">{macros[m.key]} %</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
