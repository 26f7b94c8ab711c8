import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { Check, ChevronRight } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { dailyChecklist, type ChecklistItem } from '../utils/checklist';
import { useMealWord } from '@/lib/api/user-country';

type DayChecklistProps = {
  summary: DailySummary;
  /** An item not done yet opens what logs it (its meal, the weight, a workout). */
  onLog: (item: ChecklistItem['key']) => void;
};

/** docs/product.md §2.6's five-item checklist: breakfast, lunch, dinner, weight and training logged. */
export function DayChecklist({ summary, onLog }: DayChecklistProps) {
  const mealWord = useMealWord();
  const items = dailyChecklist(summary).map((item) => ({ ...item, label: mealWord(item.label) }));
  const done = items.filter((item) => item.done).length;
  return (
    <div>
      <p className="mb-2 text-sm text-gray-600">
        <span className="font-semibold text-ink">
          {done} de {items.length}
        </span>{' '}
        completados
      </p>
      <ul className="space-y-1">
        {items.map((item) => {
          const mark = (
            <span
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full transition-colors',
                item.done ? 'bg-primary-600 text-white' : 'border-2 border-gray-300 text-transparent',
              )}
              aria-hidden
            >
              <Check className="size-4" strokeWidth={3} />
            </span>
          );
          return (
            <li key={item.key}>
              {item.done ? (
                <div className="flex min-h-11 items-center gap-3 px-1">
                  {mark}
                  <span className="flex-1 text-[15px] text-gray-500 line-through decoration-gray-300">
                    {item.label}
                  </span>
                  <span className="sr-only">: registrado</span>
                </div>
              ) : (
                <button
                  type="button"
                  onClick={() => onLog(item.key)}
                  className="flex min-h-11 w-full items-center gap-3 rounded-xl px-1 text-left transition-colors hover:bg-gray-50"
                >
                  {mark}
                  <span className="flex-1 text-[15px] font-medium text-ink">{item.label}</span>
                  <span className="sr-only">: pendiente</span>
                  <span className="text-xs font-semibold text-primary-700">Registrar</span>
                  <ChevronRight className="size-4 text-primary-700" aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
