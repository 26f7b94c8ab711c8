import { DIETS_BY_OBJECTIVE, type DietType } from '@nutricoach/core/constants/diets';
import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { Salad } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LazyConfirmDialog } from '@/components/ui/lazy-dialog';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { type DietOption, useDietTypes } from '@/lib/api/get-diet-types';
import { useUpdateDietType } from '../api/update-diet-type';
import { DIET_INFO_LOAD_ERROR, SETTINGS_UPDATE_ERROR } from '../utils/messages';

type DietSectionProps = {
  objective: UserObjective | undefined;
  isError: boolean;
  onSaved: (objective: UserObjective) => void;
};

/**
 * The diet shown as chosen: the user's pick if it is one of the options, else the current diet if
 * it is; null when neither (e.g. the objective changed and the current diet is not offered).
 */
export function chosenDiet(
  options: readonly DietOption[],
  current: DietType | null,
  picked: DietType | null,
): DietType | null {
  if (picked && options.some((option) => option.diet === picked)) return picked;
  if (current && options.some((option) => option.diet === current)) return current;
  return null;
}

/** docs/product.md §5, Diet change: only when there is a choice and it differs from the current diet. */
export function canChangeDiet(chosen: DietType | null, current: DietType | null): boolean {
  return chosen !== null && chosen !== current;
}

/** docs/product.md §2.15/§2.16, Diet: the diets of the current objective; changing needs a confirmation. */
export function DietSection({ objective, isError, onSaved }: DietSectionProps) {
  const diets = useDietTypes({ objective: objective?.objective });
  const [picked, setPicked] = useState<DietType | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateDietType({
    mutationConfig: {
      onSuccess: (next) => {
        onSaved(next);
        setPicked(null);
        setConfirming(false);
      },
    },
  });
  if (isError || diets.isError) {
    return (
      <SettingsCard icon={Salad} title="Dieta">
        <Alert>{DIET_INFO_LOAD_ERROR}</Alert>
      </SettingsCard>
    );
  }
  if (!objective) return <SettingsCardSkeleton rows={4} />;
  if (diets.isPending) return <DietSectionSkeleton count={DIETS_BY_OBJECTIVE[objective.objective].length} />;

  const options = diets.data;
  const current = objective.diet_type;
  const currentOption = options.find((option) => option.diet === current);
  const chosen = chosenDiet(options, current, picked);
  const chosenOption = options.find((option) => option.diet === chosen);
  const changeable = canChangeDiet(chosen, current);
  return (
    <SettingsCard
      icon={Salad}
      title="Dieta"
      description={
        currentOption ? (
          <>
            Tu dieta actual es <strong className="font-semibold text-ink">{currentOption.name}</strong>.
          </>
        ) : (
          'Elige una dieta para tu objetivo.'
        )
      }
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      <fieldset>
        <legend className="sr-only">Dieta</legend>
        <div className="grid gap-2">
          {options.map((option) => (
            <DietChoice
              key={option.diet}
              option={option}
              current={option.diet === current}
              checked={option.diet === chosen}
              onSelect={() => setPicked(option.diet)}
            />
          ))}
        </div>
      </fieldset>
      {/* Once another diet is picked the button follows the list, so it is in reach right away. */}
      <div
        className={cn(
          'mt-2 pt-2',
          changeable &&
            'sticky bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-10 -mx-4 bg-linear-to-t from-white from-75% to-white/0 px-4 pb-2 pt-5 sm:-mx-5 sm:px-5 lg:bottom-0',
        )}
      >
        <Button
          className={cn('w-full', changeable && 'shadow-lg shadow-primary-900/20')}
          disabled={!changeable}
          onClick={() => setConfirming(true)}
        >
          Cambiar dieta
        </Button>
      </div>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(false);
          update.reset();
        }}
        title={chosenOption ? `¿Cambiar tu dieta a «${chosenOption.name}»?` : '¿Cambiar tu dieta?'}
        description="Recalcularemos tus calorías y macros desde hoy con la nueva dieta. Los días anteriores conservan sus metas."
        confirmLabel="Cambiar dieta"
        pending={update.isPending}
        error={update.isError ? SETTINGS_UPDATE_ERROR : null}
        onConfirm={() => chosen && update.mutate(chosen)}
      />
    </SettingsCard>
  );
}

/**
 * The section while the diets of the objective load (they come after the objective): the card's
 * title and one box per diet the server lists for it (DIETS_BY_OBJECTIVE), each as high as a
 * diet's box on a wide screen, so the sections under it barely move when the list comes.
 */
function DietSectionSkeleton({ count }: { count: number }) {
  return (
    <SettingsCard
      icon={Salad}
      title="Dieta"
      description={<span className="inline-block h-[1em] w-48 animate-pulse rounded-md bg-gray-200 align-middle" />}
    >
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className="block h-[6.4rem] animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
      <div className="mt-2 pt-2">
        <span className="block h-11 animate-pulse rounded-xl bg-gray-100" />
      </div>
    </SettingsCard>
  );
}

type DietChoiceProps = { option: DietOption; current: boolean; checked: boolean; onSelect: () => void };

function DietChoice({ option, current, checked, onSelect }: DietChoiceProps) {
  const { protein, carbs, fat } = option.macro_type;
  return (
    <label
      className={cn(
        'group flex cursor-pointer select-none items-start gap-3 rounded-2xl bg-white px-3.5 py-3 ring-1 ring-gray-200 transition',
        'hover:ring-primary-300 has-checked:bg-primary-50 has-checked:ring-2 has-checked:ring-primary-600',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
      )}
    >
      <input
        type="radio"
        name="dieta"
        value={option.diet}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
        aria-label={option.name}
        aria-describedby={`dieta-${option.diet}-detalle`}
      />
      <span
        aria-hidden
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-gray-300 bg-white group-has-checked:border-[6px] group-has-checked:border-primary-600"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-[15px] font-semibold leading-snug text-ink">{option.name}</span>
          {current && (
            <span className="rounded-full bg-primary-100 px-2 py-0.5 text-[11px] font-bold text-primary-800">
              Actual
            </span>
          )}
        </span>
        <span id={`dieta-${option.diet}-detalle`} className="mt-0.5 block">
          <span className="line-clamp-2 text-[13px] leading-snug text-gray-600">{option.description}</span>
          <span className="mt-1 flex flex-wrap gap-x-2.5 text-xs font-medium text-gray-500 tabular-nums">
            <span className="whitespace-nowrap">Proteína {protein} %</span>
            <span className="whitespace-nowrap">Carbohidratos {carbs} %</span>
            <span className="whitespace-nowrap">Grasa {fat} %</span>
          </span>
        </span>
      </span>
    </label>
  );
}
