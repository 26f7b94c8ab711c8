import { EXERCISE_UNIT_LABELS } from '@nutricoach/core/constants/logging';
import type { SyncedWorkoutUnits } from '@nutricoach/core/rules/activity-log';
import { Alert } from '@/components/ui/alert';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { SaveStatus } from '@/components/ui/save-status';
import { useUpdateStravaUnits } from '../api/update-strava-units';
import { unitsSaveError } from '../utils/messages';

const OPTIONS = (['minutes', 'kilometers'] as const).map((value) => ({ value, label: EXERCISE_UNIT_LABELS[value] }));

type UnitsPreferenceProps = {
  units: SyncedWorkoutUnits;
  /** The synced runs and rides were re-expressed: summaries cached elsewhere are stale. */
  onSaved: () => void;
};

/** Issue 9: synced runs and rides in minutes or kilometres; saves as soon as it changes. */
export function UnitsPreference({ units, onSaved }: UnitsPreferenceProps) {
  const update = useUpdateStravaUnits({ mutationConfig: { onSuccess: () => onSaved() } });
  return (
    <div className="space-y-2 rounded-xl bg-gray-50 p-3 ring-1 ring-gray-200/70">
      <ChipRadioGroup
        label="Mostrar carreras y ciclismo en"
        options={OPTIONS}
        value={units}
        inputProps={{
          name: 'strava-units',
          onChange: (event) => update.mutate(event.target.value as SyncedWorkoutUnits),
        }}
      />
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs leading-snug text-gray-500">
          Incluye los ya sincronizados. Caminatas y demás siguen en minutos.
        </p>
        {/* A slot of its own, so 'Guardando…' and 'Guardado' never push the text or the buttons around. */}
        <div className="flex w-24 shrink-0 justify-end">
          <SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />
        </div>
      </div>
      {update.isError && update.variables && <Alert>{unitsSaveError(update.variables)}</Alert>}
    </div>
  );
}
