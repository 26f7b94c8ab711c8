import { Check, ShoppingBasket } from 'lucide-react';
import { useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { cn } from '@/components/ui/cn';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/auth-store';
import { useShoppingList, type ShoppingList } from '../api/get-shopping-list';
import { formatWeight } from '../utils/format';
import { formatWeekRange } from '../utils/plan-days';
import { readShoppingChecks, writeShoppingChecks } from '../utils/shopping-checks';

type ShoppingListSheetProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The week's shopping list (issue 6): every ingredient of the plan summed, by category, with a tick per item. */
export function ShoppingListSheet({ open, onOpenChange }: ShoppingListSheetProps) {
  const list = useShoppingList({ queryConfig: { enabled: open } });
  const data = list.data;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Lista de compras"
      description={
        data
          ? `Para la semana del ${formatWeekRange(data.week_start, data.week_end)}`
          : 'Lo que necesitas para tu plan de la semana'
      }
    >
      {list.isPending ? (
        <div className="grid min-h-40 place-items-center text-primary-600">
          <Spinner className="size-7" label="Cargando la lista de compras…" />
        </div>
      ) : list.isError ? (
        <QueryError
          message="No se pudo cargar la lista de compras. Por favor, intenta de nuevo."
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : !data || data.categories.length === 0 ? (
        <p className="py-6 text-center text-[15px] text-gray-600">Genera tu plan de la semana para ver qué comprar.</p>
      ) : (
        <ShoppingItems key={data.week_start} list={data} />
      )}
    </Sheet>
  );
}

function ShoppingItems({ list }: { list: ShoppingList }) {
  const userId = useAuthStore((s) => s.user?.id) ?? 'anon';
  const [checked, setChecked] = useState(() => readShoppingChecks(userId, list.week_start));
  const total = useMemo(() => list.categories.reduce((sum, c) => sum + c.items.length, 0), [list]);
  const done = list.categories.reduce((sum, c) => sum + c.items.filter((i) => checked.has(i.food_id)).length, 0);

  const update = (next: Set<string>) => {
    setChecked(next);
    writeShoppingChecks(userId, list.week_start, next);
  };
  const toggle = (foodId: string) => {
    const next = new Set(checked);
    if (next.has(foodId)) next.delete(foodId);
    else next.add(foodId);
    update(next);
  };

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface px-4 py-2">
        <p className="flex items-center gap-2 text-sm font-medium text-gray-700" aria-live="polite">
          <ShoppingBasket className="size-4 text-primary-600" aria-hidden />
          {done} de {total} en tu carrito
        </p>
        {done > 0 && (
          <button
            type="button"
            onClick={() => update(new Set())}
            className="min-h-11 px-1 text-sm font-semibold text-primary-700 hover:underline"
          >
            Desmarcar todo
          </button>
        )}
      </div>
      {list.categories.map((category) => (
        <section key={category.category} aria-label={category.category}>
          <h3 className="mb-1 text-xs font-bold uppercase tracking-wide text-gray-500">{category.category}</h3>
          <ul className="divide-y divide-gray-100 rounded-2xl ring-1 ring-gray-200">
            {category.items.map((item) => {
              const isChecked = checked.has(item.food_id);
              return (
                <li key={item.food_id}>
                  <label className="relative flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2.5">
                    <input
                      type="checkbox"
                      checked={isChecked}
                      onChange={() => toggle(item.food_id)}
                      className="peer sr-only"
                    />
                    <span
                      className={cn(
                        'grid size-6 shrink-0 place-items-center rounded-md ring-2 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600',
                        isChecked
                          ? 'bg-primary-600 text-white ring-primary-600'
                          : 'bg-white text-transparent ring-gray-300',
                      )}
                      aria-hidden
                    >
                      <Check className="size-4" strokeWidth={3} />
                    </span>
                    <span
                      className={cn(
                        'min-w-0 flex-1 text-[15px]',
                        isChecked ? 'text-gray-400 line-through' : 'text-ink',
                      )}
                    >
                      {item.name}
                    </span>
                    <span className="shrink-0 text-right">
                      <span
                        className={cn(
                          'block text-[15px] font-semibold tabular-nums',
                          isChecked ? 'text-gray-400' : 'text-ink',
                        )}
                      >
                        {item.household}
                      </span>
                      <span className="block max-w-40 text-xs text-gray-500">
                        {formatWeight(item.grams)} en tus recetas
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
