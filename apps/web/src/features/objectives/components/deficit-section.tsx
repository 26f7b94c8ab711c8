import { DEFICIT_LABELS, DEFICITS, type Deficit } from '@nutricoach/core/constants/onboarding';
import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { Flame } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { LazyConfirmDialog } from '@/components/ui/lazy-dialog';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { useUpdateDeficit } from '../api/update-deficit';
import { useConfirmedChange } from '../hooks/use-confirmed-change';
import { DIET_INFO_LOAD_ERROR, SETTINGS_UPDATE_ERROR } from '../utils/messages';

const HINTS: Record<Deficit, string> = {
  0: 'Comes lo que gastas',
  10: 'Suave y sostenible',
  20: 'Ritmo constante',
  30: 'Más rápido y exigente',
};

type DeficitSectionProps = {
  objective: UserObjective | undefined;
  isError: boolean;
  onSaved: (objective: UserObjective) => void;
};

/** docs/product.md §2.15/§2.16, Deficit: 0, 10, 20 or 30 %, changed after a confirmation. */
export function DeficitSection({ objective, isError, onSaved }: DeficitSectionProps) {
  const update = useUpdateDeficit({
    mutationConfig: {
      onSuccess: (next) => onSaved(next),
    },
  });
  const change = useConfirmedChange<Deficit>(objective?.deficit ?? undefined, update);
  if (!objective && !isError) return <SettingsCardSkeleton rows={2} />;
  return (
    <SettingsCard
      icon={Flame}
      title="Déficit calórico"
      description="Cuántas calorías menos de las que gastas comes cada día."
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      {!objective ? (
        <Alert>{DIET_INFO_LOAD_ERROR}</Alert>
      ) : (
        <fieldset>
          <legend className="sr-only">Déficit calórico</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
            {DEFICITS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-20 cursor-pointer select-none flex-col justify-center rounded-2xl bg-white px-3 py-2.5 ring-1 ring-gray-200 transition',
                  'hover:ring-primary-300 has-checked:bg-primary-50 has-checked:ring-2 has-checked:ring-primary-600',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600',
                )}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name="deficit"
                  value={value}
                  aria-label={`${value} %, ${DEFICIT_LABELS[value]}`}
                  checked={change.shown === value}
                  onChange={() => change.pick(value)}
                />
                <span className="text-xl font-bold leading-tight text-ink tabular-nums">{value} %</span>
                <span className="text-sm font-semibold text-gray-700">{DEFICIT_LABELS[value]}</span>
                <span className="text-xs leading-snug text-gray-500">{HINTS[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <LazyConfirmDialog
        open={change.open}
        onOpenChange={(open) => !open && change.close()}
        title={
          change.asked !== null ? `¿Cambiar tu déficit a ${change.asked} % (${DEFICIT_LABELS[change.asked]})?` : ''
        }
        description="Recalcularemos tus calorías y macros desde hoy. Los días anteriores conservan sus metas."
        confirmLabel="Cambiar déficit"
        pending={update.isPending}
        error={update.isError ? SETTINGS_UPDATE_ERROR : null}
        onConfirm={change.confirm}
      />
    </SettingsCard>
  );
}
