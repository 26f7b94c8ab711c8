import type { MealType } from '@nutricoach/core/constants/logging';
import { useMealTypeLabels } from '@/lib/api/user-country';
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import { Apple, Check, ChefHat, Coffee, Moon, Repeat2, Sun, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { formatGrams, formatWhole } from '../utils/format';
import { isPendingId } from '@/lib/offline/outbox';
import { ChatMark, EmptyList, PendingMark, RowActions } from './log-parts';
import { productCodeOf } from '@nutricoach/core/rules/barcode';
import { OPEN_FOOD_FACTS_NOTICE } from '@/components/food-search';

const MEAL_ICON: Record<MealType, { icon: typeof Coffee; tone: string }> = {
  breakfast: { icon: Coffee, tone: 'bg-amber-50 text-amber-600' },
  lunch: { icon: Sun, tone: 'bg-orange-50 text-orange-600' },
  dinner: { icon: Moon, tone: 'bg-indigo-50 text-indigo-600' },
  snack: { icon: Apple, tone: 'bg-rose-50 text-rose-600' },
};
const ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, snack: 2, dinner: 3 };

type MealListProps = {
  logs: NutritionLog[];
  /** The day shown, as the empty text says it: 'hoy' (the spec's text), 'ayer', 'el martes 24 de noviembre'. */
  dayWords?: string;
  /** Under the empty text: the person's own view invites them to log; a nutritionist's says what they will see. */
  emptyHint?: string;
  /** Without them the list is read-only (a nutritionist's view of a client's day, issue 33). */
  onEdit?: (log: NutritionLog) => void;
  onDelete?: (log: NutritionLog) => void;
  /** Under a meal: its nutritionist's comments (issue 33), or the professional's 'Comentar'. */
  below?: (log: NutritionLog) => ReactNode;
  /** Each food of a meal with its grams, under the description (the professional's view). */
  showFoods?: boolean;
  /** 'Guardar como receta' (issue 28): offered for a meal logged with foods. */
  onSaveRecipe?: (log: NutritionLog) => void;
  /** On a past day: logs the meal again today ('Repetir'). */
  onRepeat?: (log: NutritionLog) => void;
  /** The meal being repeated now, and those repeated already on this visit. */
  repeating?: string | null;
  repeated?: ReadonlySet<string>;
};

/** docs/product.md §2.6's meal list: type, description, optional photo, calories and macros, edit and delete. */
export function MealList({
  logs,
  dayWords = 'hoy',
  emptyHint = 'Añade lo que comiste o envíaselo a tu coach por chat.',
  onEdit,
  onDelete,
  below,
  showFoods = false,
  onSaveRecipe,
  onRepeat,
  repeating,
  repeated,
}: MealListProps) {
  const mealLabels = useMealTypeLabels();
  if (logs.length === 0) {
    return (
      <EmptyList
        icon={<UtensilsCrossed className="size-5" aria-hidden />}
        text={`No hay comidas registradas ${dayWords}`}
        hint={emptyHint}
      />
    );
  }
  // ISO timestamps sort as plain strings (localeCompare would load ICU's collation data first).
  const sorted = [...logs].sort(
    (a, b) =>
      ORDER[a.meal_type] - ORDER[b.meal_type] ||
      (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0),
  );
  return (
    <ul className="divide-y divide-gray-100">
      {sorted.map((log) => {
        const { icon: Icon, tone } = MEAL_ICON[log.meal_type];
        const label = mealLabels[log.meal_type];
        return (
          <li key={log._id} className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="meal-log">
            {log.image_url ? (
              <img
                src={log.image_url}
                alt=""
                loading="lazy"
                decoding="async"
                width={56}
                height={56}
                className="aspect-square size-14 shrink-0 rounded-2xl bg-gray-100 object-cover"
              />
            ) : (
              <span className={cn('grid size-14 shrink-0 place-items-center rounded-2xl', tone)} aria-hidden>
                <Icon className="size-6" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-gray-500">
                  {label}
                  {log.source === 'chat' && <ChatMark />}
                </p>
                <p className="shrink-0 text-[15px] font-bold tabular-nums text-ink">
                  {formatWhole(log.calories)} <span className="text-xs font-medium text-gray-500">kcal</span>
                </p>
              </div>
              <p className="line-clamp-2 break-words text-[15px] font-medium leading-snug text-ink">
                {log.description}
              </p>
              {showFoods && log.items.length > 0 ? (
                <ul className="mt-0.5 space-y-0.5 text-xs text-gray-600" aria-label="Alimentos">
                  {log.items.map((item, i) => (
                    <li key={`${item.food_id}-${i}`} className="break-words">
                      {item.name} · {formatWhole(item.grams)} g · {formatWhole(item.calories)} kcal
                    </li>
                  ))}
                </ul>
              ) : (
                log.items.length > 1 && <p className="text-xs text-gray-500">{log.items.length} alimentos</p>
              )}
              {log.items.some((item) => productCodeOf(item.food_id)) && (
                <p className="text-[11px] text-gray-500">{OPEN_FOOD_FACTS_NOTICE}</p>
              )}
              <div className="flex items-center justify-between gap-2">
                <p className="flex min-w-0 flex-wrap gap-x-2.5 text-xs tabular-nums text-gray-600">
                  <span>
                    <span className="font-semibold text-[#c0306a]">P</span> {formatGrams(log.protein)} g
                  </span>
                  <span>
                    <span className="font-semibold text-amber-600">G</span> {formatGrams(log.fat)} g
                  </span>
                  <span>
                    <span className="font-semibold text-blue-600">C</span> {formatGrams(log.carbs)} g
                  </span>
                </p>
                {isPendingId(log._id) ? (
                  <PendingMark />
                ) : !onEdit || !onDelete ? null : (
                  <div className="flex shrink-0 items-center">
                    {onSaveRecipe && log.items.length > 0 && (
                      <button
                        type="button"
                        onClick={() => onSaveRecipe(log)}
                        aria-label={`Guardar como receta ${label.toLowerCase()}: ${log.description}`}
                        title="Guardar como receta"
                        className="grid size-11 place-items-center rounded-xl text-gray-500 transition-colors hover:bg-primary-50 hover:text-primary-700"
                      >
                        <ChefHat className="size-4.5" aria-hidden />
                      </button>
                    )}
                    <RowActions
                      name={`${label.toLowerCase()}: ${log.description}`}
                      onEdit={() => onEdit(log)}
                      onDelete={() => onDelete(log)}
                    />
                  </div>
                )}
              </div>
              {onRepeat && (
                <button
                  type="button"
                  onClick={() => onRepeat(log)}
                  disabled={Boolean(repeating) || repeated?.has(log._id)}
                  aria-label={`Repetir hoy ${label.toLowerCase()}: ${log.description}`}
                  className="-ml-2.5 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-primary-700 transition-colors hover:bg-primary-50 disabled:text-gray-500"
                >
                  {repeated?.has(log._id) ? (
                    <Check className="size-4" aria-hidden />
                  ) : (
                    <Repeat2 className="size-4" aria-hidden />
                  )}
                  {repeated?.has(log._id) ? 'Repetido hoy' : repeating === log._id ? 'Repitiendo…' : 'Repetir hoy'}
                </button>
              )}
              {below?.(log)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
