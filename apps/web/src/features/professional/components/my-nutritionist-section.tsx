import { Briefcase, ChevronRight, HeartHandshake, MessageCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-dialog';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { TextField } from '@/components/ui/text-field';
import { useMyProfessional, useStopSharing } from '../api/professional';
import { formatSince } from '../utils/format';

export const STOP_SHARING_ERROR = 'No pudimos dejar de compartir tu diario. Intenta de nuevo.';
export const PROFESSIONAL_LOAD_ERROR = 'No se pudo cargar quién es tu nutricionista';

type MyNutritionistSectionProps = {
  messagesHref: string;
  proAreaHref: string;
  consentHref: (code: string) => string;
};

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-gray-200 bg-white px-4 text-[15px] font-semibold text-ink hover:bg-gray-50';

/**
 * /profile's 'Mi nutricionista' (issue 33): who sees the diary and since when, their messages and
 * 'Dejar de compartir' (after a confirmation); without one, a box for the code they sent. And the way
 * into the professional area, for a nutritionist who uses the app.
 */
export function MyNutritionistSection({ messagesHref, proAreaHref, consentHref }: MyNutritionistSectionProps) {
  const professional = useMyProfessional();
  const stop = useStopSharing();
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (value) navigate(consentHref(value));
  };

  if (professional.isPending) return <SettingsCardSkeleton rows={2} />;
  const linked = professional.data ?? null;
  return (
    <div className="space-y-4">
      <SettingsCard
        icon={HeartHandshake}
        title="Mi nutricionista"
        description={
          linked ? 'Ve tus comidas, ejercicio, peso y objetivos. Nunca tu teléfono ni tus pagos.' : undefined
        }
      >
        {professional.isError ? (
          <Alert>{PROFESSIONAL_LOAD_ERROR}</Alert>
        ) : linked ? (
          <div className="space-y-3">
            <div>
              <p className="break-words text-lg font-bold text-ink" data-testid="my-nutritionist-name">
                {linked.name}
              </p>
              <p className="text-sm text-gray-600">Desde {formatSince(linked.since)}</p>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <Link to={messagesHref} className={linkButton}>
                <MessageCircle className="size-4.5" aria-hidden />
                Mensajes
              </Link>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className="inline-flex min-h-11 items-center justify-center rounded-xl px-4 text-[15px] font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
              >
                Dejar de compartir
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={submitCode} className="space-y-3">
            <p className="text-sm text-gray-600">
              ¿Tu nutricionista te dio un código? Escríbelo para ver qué compartirías antes de aceptar.
            </p>
            <div className="flex items-end gap-2">
              <TextField
                label="Código de tu nutricionista"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={12}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="secondary" disabled={!code.trim()} className="min-h-12">
                Continuar
              </Button>
            </div>
          </form>
        )}
        <LazyConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) stop.reset();
          }}
          title={linked ? `¿Dejar de compartir tu diario con ${linked.name}?` : ''}
          description="Dejará de ver tus comidas, tu peso y tus objetivos al momento. Los objetivos que te puso se mantienen hasta que los cambies."
          confirmLabel="Dejar de compartir"
          destructive
          pending={stop.isPending}
          error={stop.isError ? STOP_SHARING_ERROR : null}
          onConfirm={() => stop.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      </SettingsCard>
      <Link
        to={proAreaHref}
        className="flex min-h-14 items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 transition hover:ring-primary-300"
      >
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <Briefcase className="size-[18px]" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-ink">Área profesional</span>
          <span className="block text-sm text-gray-600">¿Eres nutricionista? Sigue a tus clientes desde aquí.</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-gray-400" aria-hidden />
      </Link>
    </div>
  );
}
