import type { FoodTableEntry } from '@nutricoach/core/contract/food-table';
import { Dialog } from 'radix-ui';
import { SheetFrame } from '@/components/ui/sheet';
import { formatDecimal } from '@/lib/format';

type FoodInfoDialogProps = { entry: FoodTableEntry | null; onClose: () => void };

const NUTRIENTS = [
  { key: 'calories', label: 'Calorías', unit: 'kcal', decimals: 0 },
  { key: 'protein', label: 'Proteína', unit: 'g', decimals: 1 },
  { key: 'carbs', label: 'Carbohidratos', unit: 'g', decimals: 1 },
  { key: 'fat', label: 'Grasa', unit: 'g', decimals: 1 },
] as const;

/** docs/product.md §2.9's info popup: description and nutrition per 100 g/ml. A sheet from the bottom on phones. */
export function FoodInfoDialog({ entry, onClose }: FoodInfoDialogProps) {
  const food = entry?.food_type;
  return (
    <SheetFrame
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      size="md"
      described
      className="max-h-[85dvh] overflow-y-auto px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-5"
    >
      {food && (
        <>
          <div className="mx-auto mb-4 h-1.5 w-10 rounded-full bg-gray-200 sm:hidden" aria-hidden />
          <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">
            {food.category} · {food.subcategory}
          </p>
          <Dialog.Title className="mt-1 pr-10 text-xl font-bold leading-tight text-ink">{food.food}</Dialog.Title>
          {food.aliases.length > 0 && <p className="mt-1 text-sm text-gray-500">También: {food.aliases.join(', ')}</p>}
          <Dialog.Description className="mt-3 text-[15px] leading-relaxed text-gray-700">
            {food.description}
          </Dialog.Description>
          <h3 className="mt-5 text-sm font-semibold text-ink">Información nutricional por 100 {food.unit}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            {NUTRIENTS.map(({ key, label, unit, decimals }) => (
              <div key={key} className="rounded-2xl bg-surface px-3 py-2.5">
                <dt className="text-xs font-medium text-gray-500">{label}</dt>
                <dd className="text-lg font-bold text-ink">
                  {formatDecimal(food[key], decimals)} <span className="text-sm font-medium text-gray-500">{unit}</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </SheetFrame>
  );
}
