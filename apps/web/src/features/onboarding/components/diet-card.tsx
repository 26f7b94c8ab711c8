import { Check, Star } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { DietOption } from '@/lib/api/get-diet-types';
import { DietBullet } from './diet-bullet-icon';
import { MacroSplit } from './macro-split';

type DietCardProps = {
  diet: DietOption;
  recommended?: boolean;
  selected: boolean;
  onSelect: () => void;
};

/** A diet to choose: a native radio of the 'dieta' group drawn as a card with its bullets and macros. */
export function DietCard({ diet, recommended = false, selected, onSelect }: DietCardProps) {
  const titleId = `diet-${diet.diet}`;
  return (
    <label
      className={cn(
        'group block cursor-pointer rounded-2xl bg-white p-4 ring-1 transition sm:p-5',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
        selected ? 'ring-2 ring-primary-600 shadow-md shadow-primary-600/10' : 'ring-gray-200 hover:ring-primary-300',
      )}
    >
      <input
        type="radio"
        name="dieta"
        value={diet.diet}
        checked={selected}
        onChange={onSelect}
        aria-labelledby={titleId}
        className="sr-only"
      />
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          {recommended && (
            <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              <Star className="size-3.5 fill-current" aria-hidden />
              Recomendada para ti
            </p>
          )}
          <h3 id={titleId} className="text-lg font-bold leading-snug text-ink">
            {diet.name}
          </h3>
        </div>
        <span
          aria-hidden
          className={cn(
            'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2 transition-colors',
            selected ? 'border-primary-600 bg-primary-600 text-white' : 'border-gray-300 bg-white text-transparent',
          )}
        >
          <Check className="size-3.5" strokeWidth={3.5} />
        </span>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-gray-600">{diet.description}</p>
      <ul className="mt-3 space-y-2">
        {diet.bullets.map((bullet) => (
          <DietBullet key={bullet} bullet={bullet} />
        ))}
      </ul>
      <div className="mt-4 border-t border-gray-100 pt-3">
        <MacroSplit macros={diet.macro_type} />
      </div>
    </label>
  );
}
