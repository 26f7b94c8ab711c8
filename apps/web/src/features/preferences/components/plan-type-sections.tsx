import { BUDGET_LEVEL_LABELS, BUDGET_LEVELS, type BudgetLevel } from '@nutricoach/core/constants/onboarding';
import type { RecommendationType } from '@nutricoach/core/contract/preferences';
import { CalendarRange, ChefHat, UtensilsCrossed, Wallet } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { ChoiceCard } from '@/components/ui/choice-card';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { useBudgetLevel } from '../api/get-budget-level';
import { useUpdateBudgetLevel } from '../api/update-budget-level';
import { useUpdateRecommendationType } from '../api/update-recommendation-type';
import { RECOMMENDATION_TYPE_SAVE_ERROR } from './messages';

const TYPES: { value: RecommendationType; label: string; description: string; icon: typeof CalendarRange }[] = [
  {
    value: 'flex',
    label: 'Flexible',
    description: 'Menú de alimentos: eliges tus platos cada día.',
    icon: UtensilsCrossed,
  },
  {
    value: 'strict',
    label: 'Estricto',
    description: 'Plan semanal: te armamos el menú de la semana y tu lista de compras.',
    icon: CalendarRange,
  },
];

type PlanTypeSectionsProps = {
  /** The stored type (the shell's query); undefined while it loads. */
  recommendationType: RecommendationType | undefined;
  /** After the server stored a new type: the route updates what the sidebar reads. */
  onSaved: (recommendationType: RecommendationType) => void;
};

/**
 * docs/product.md §2.15, Diet type (strict or flexible) and, only for strict (docs/product.md §6), the budget level.
 * Choosing strict with no budget makes the server store medium (docs/product.md §4).
 */
export function PlanTypeSections({ recommendationType, onSaved }: PlanTypeSectionsProps) {
  const update = useUpdateRecommendationType({ mutationConfig: { onSuccess: onSaved } });
  if (!recommendationType) return <SettingsCardSkeleton rows={2} />;
  const shown = update.isPending ? update.variables : recommendationType;
  return (
    <>
      <SettingsCard
        icon={ChefHat}
        title="Tipo de menú"
        description="Cómo quieres recibir tus recomendaciones de comida."
        status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
      >
        <fieldset>
          <legend className="sr-only">Tipo de menú</legend>
          {update.isError && <Alert className="mb-3">{RECOMMENDATION_TYPE_SAVE_ERROR}</Alert>}
          <div className="grid gap-2">
            {TYPES.map(({ value, label, description, icon: Icon }) => (
              <ChoiceCard
                key={value}
                type="radio"
                name="tipo-menu"
                value={value}
                checked={shown === value}
                onChange={() => update.mutate(value)}
                leading={<Icon className="size-5 text-primary-700" />}
                label={label}
                description={description}
              />
            ))}
          </div>
        </fieldset>
      </SettingsCard>
      {recommendationType === 'strict' && <BudgetSection />}
    </>
  );
}

/** docs/product.md §4, Budget level save: a failed save keeps the choice on screen and is only logged. */
export function BudgetSection() {
  const budget = useBudgetLevel();
  const update = useUpdateBudgetLevel();
  if (budget.isPending) return <SettingsCardSkeleton rows={1} />;
  return (
    <SettingsCard
      icon={Wallet}
      title="Presupuesto"
      description="Armamos tu plan semanal con ingredientes a tu alcance."
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      <ChipRadioGroup
        label="¿Cuánto quieres gastar en tus compras?"
        options={BUDGET_LEVELS.map((level) => ({ value: level, label: BUDGET_LEVEL_LABELS[level] }))}
        value={budget.data ?? 'medium'}
        inputProps={{ name: 'presupuesto', onChange: (event) => update.mutate(event.target.value as BudgetLevel) }}
      />
    </SettingsCard>
  );
}
