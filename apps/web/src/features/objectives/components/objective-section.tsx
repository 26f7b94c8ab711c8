import { OBJECTIVE_LABELS, OBJECTIVES, type Objective } from '@nutricoach/core/constants/onboarding';
import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { Target } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ChoiceCard } from '@/components/ui/choice-card';
import { LazyConfirmDialog } from '@/components/ui/lazy-dialog';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { useUpdateObjective } from '../api/update-objective';
import { useConfirmedChange } from '../hooks/use-confirmed-change';
import { DIET_INFO_LOAD_ERROR, objectiveErrorMessage } from '../utils/messages';

type ObjectiveSectionProps = {
  objective: UserObjective | undefined;
  isError: boolean;
  /** The server's answer after a change: the route stores it where the rest of the app reads it. */
  onSaved: (objective: UserObjective) => void;
};

/** The objective, changed after a confirmation; the server allows one change every 30 days (docs/product.md §5). */
export function ObjectiveSection({ objective, isError, onSaved }: ObjectiveSectionProps) {
  const update = useUpdateObjective({
    mutationConfig: {
      onSuccess: (next) => onSaved(next),
    },
  });
  const change = useConfirmedChange<Objective>(objective?.objective ?? undefined, update);
  if (!objective && !isError) return <SettingsCardSkeleton rows={2} />;
  return (
    <SettingsCard
      icon={Target}
      title="Objetivo"
      description="Puedes cambiarlo una vez cada 30 días."
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      {!objective ? (
        <Alert>{DIET_INFO_LOAD_ERROR}</Alert>
      ) : (
        <fieldset>
          <legend className="sr-only">Objetivo</legend>
          <div className="grid grid-cols-2 gap-2">
            {OBJECTIVES.map((value) => (
              <ChoiceCard
                key={value}
                type="radio"
                compact
                name="objetivo"
                value={value}
                checked={change.shown === value}
                onChange={() => change.pick(value)}
                label={OBJECTIVE_LABELS[value]}
              />
            ))}
          </div>
        </fieldset>
      )}
      <LazyConfirmDialog
        open={change.open}
        onOpenChange={(open) => !open && change.close()}
        title={change.asked ? `¿Cambiar tu objetivo a «${OBJECTIVE_LABELS[change.asked]}»?` : ''}
        description="Recalcularemos tus metas de hoy y verás las dietas de este objetivo. Luego no podrás cambiarlo otra vez durante 30 días."
        confirmLabel="Cambiar objetivo"
        pending={update.isPending}
        error={update.isError ? objectiveErrorMessage(update.error) : null}
        onConfirm={change.confirm}
      />
    </SettingsCard>
  );
}
