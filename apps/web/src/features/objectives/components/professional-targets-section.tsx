import { Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-dialog';
import { SettingsCard } from '@/components/ui/settings-card';
import type { CurrentTargets } from '@/lib/api/professional-types';
import { useRestoreAppTargets } from '../api/professional-targets';
import { spanishDate, spanishNumber } from '@/lib/format';

export const RESTORE_TARGETS_ERROR = 'No pudimos volver a los objetivos de la app. Intenta de nuevo.';

const setAt = () => spanishDate({ day: 'numeric', month: 'long', year: 'numeric' });
const number = () => spanishNumber({ maximumFractionDigits: 0 });

function Figure({ label, value, unit }: { label: string; value: number; unit: string }) {
  return (
    <div className="rounded-xl bg-gray-50 px-3 py-2">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="text-lg font-bold tabular-nums text-ink">
        {number().format(value)} <span className="text-xs font-medium text-gray-500">{unit}</span>
      </dd>
    </div>
  );
}

/**
 * /objectives when the nutritionist set the targets (issue 33): who, when and why, the numbers,
 * and 'Volver a los objetivos de la app' after a confirmation.
 */
export function ProfessionalTargetsSection({ targets }: { targets: CurrentTargets }) {
  const restore = useRestoreAppTargets();
  const [confirming, setConfirming] = useState(false);
  const when = new Date(targets.set_at);
  return (
    <SettingsCard
      icon={Stethoscope}
      title="Objetivos de tu nutricionista"
      description={`${targets.author_name} los ajustó el ${Number.isNaN(when.getTime()) ? targets.set_at : setAt().format(when)}. Tus metas diarias son estas desde entonces.`}
      className="ring-2 ring-primary-200"
    >
      <blockquote className="wrap-anywhere rounded-xl border-l-4 border-primary-400 bg-primary-50 px-3 py-2 text-[15px] text-primary-950">
        <span className="sr-only">Motivo: </span>«{targets.reason}»
      </blockquote>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Calorías" value={targets.calories} unit="kcal" />
        <Figure label="Proteína" value={targets.protein} unit="g" />
        <Figure label="Carbohidratos" value={targets.carbs} unit="g" />
        <Figure label="Grasa" value={targets.fat} unit="g" />
      </dl>
      <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={() => setConfirming(true)}>
        Volver a los objetivos de la app
      </Button>
      {restore.isError && !confirming && <Alert className="mt-3">{RESTORE_TARGETS_ERROR}</Alert>}
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) restore.reset();
        }}
        title="¿Volver a los objetivos de la app?"
        description={`Tus metas diarias volverán a calcularse con tu dieta y tu déficit desde hoy. ${targets.author_name} verá el cambio.`}
        confirmLabel="Volver a los de la app"
        pending={restore.isPending}
        error={restore.isError ? RESTORE_TARGETS_ERROR : null}
        onConfirm={() => restore.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </SettingsCard>
  );
}
