import { CircleCheck, Eye, EyeOff, MessageCircle, PencilLine, ShieldCheck, Target, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useAcceptInvite, useInvitePreview } from '../api/professional';

export const INVITE_NOT_FOUND = 'Este código no existe.';
export const INVITE_GONE = 'Este código ya se usó o venció. Pide uno nuevo a tu nutricionista.';
export const ACCEPT_ERROR = 'No pudimos vincularte con tu nutricionista. Intenta de nuevo.';

/** What the professional sees, and what never (issue 33: said before the person accepts). */
export const SHARED = ['Tus comidas', 'Tu ejercicio', 'Tu peso', 'Tus objetivos', 'Tu progreso'] as const;
export const NEVER_SHARED = 'Nunca verá tu número de teléfono ni tus pagos.';
export const ABILITIES = [
  { icon: PencilLine, text: 'Comentar tus días y tus comidas' },
  { icon: MessageCircle, text: 'Escribirte mensajes en la app' },
  { icon: Target, text: 'Ajustar tus objetivos de calorías y macros' },
] as const;

type ConsentScreenProps = {
  code: string;
  /** 'Ahora no', and where the person goes once they accepted. */
  homeHref: string;
  messagesHref: string;
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-linear-to-b from-primary-50 via-surface to-surface">
      <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col px-4 pb-8 pt-[max(2rem,env(safe-area-inset-top))] sm:px-5">
        <Logo className="mb-6 self-center" />
        <div className="rounded-3xl bg-white p-5 shadow-[0_8px_30px_rgb(15_31_23/0.08)] ring-1 ring-black/5 sm:p-7">
          {children}
        </div>
      </main>
    </div>
  );
}

/**
 * /nutricionista/:code (issue 33): names the professional and says exactly what they will see and
 * do before the person shares their diary; 'Ahora no' shares nothing.
 */
export function ConsentScreen({ code, homeHref, messagesHref }: ConsentScreenProps) {
  const preview = useInvitePreview(code);
  const accept = useAcceptInvite();

  if (preview.isPending) {
    return (
      <Frame>
        <title>Tu nutricionista · NutriCoach</title>
        <PageSpinner label="Buscando el código…" />
      </Frame>
    );
  }
  if (preview.isError) {
    const status = preview.error instanceof ApiError ? preview.error.status : 0;
    const known = status === 404 || status === 410;
    return (
      <Frame>
        <title>Código no válido · NutriCoach</title>
        <h1 className="text-xl font-bold text-ink">{known ? 'No pudimos usar este código' : 'Algo salió mal'}</h1>
        {known ? (
          <>
            <Alert className="mt-3">
              {getErrorMessage(preview.error, status === 404 ? INVITE_NOT_FOUND : INVITE_GONE)}
            </Alert>
            <Link
              to={homeHref}
              className="mt-5 inline-flex min-h-11 w-full items-center justify-center rounded-xl border border-gray-200 px-4 font-semibold text-ink hover:bg-gray-50"
            >
              Ir a la app
            </Link>
          </>
        ) : (
          <QueryError
            className="mt-3"
            message="No se pudo leer el código de tu nutricionista"
            onRetry={preview.refetch}
            retrying={preview.isFetching}
            buttonWidth="full"
          />
        )}
      </Frame>
    );
  }

  const { professional } = preview.data;
  if (accept.isSuccess) {
    return (
      <Frame>
        <title>Compartes tu diario · NutriCoach</title>
        <div className="flex flex-col items-center text-center">
          <CircleCheck className="size-12 text-primary-600" aria-hidden />
          <h1 className="mt-3 text-xl font-bold text-ink">Ahora compartes tu diario con {professional.name}</h1>
          <p className="mt-2 text-[15px] text-gray-600">
            Puedes dejar de compartir cuando quieras desde tu perfil, en «Mi nutricionista».
          </p>
        </div>
        <div className="mt-6 grid gap-2">
          <Link
            to={homeHref}
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700"
          >
            Ir a mi día
          </Link>
          <Link
            to={messagesHref}
            className="inline-flex min-h-11 items-center justify-center rounded-xl border border-gray-200 px-4 font-semibold text-ink hover:bg-gray-50"
          >
            Escribir a {professional.name}
          </Link>
        </div>
      </Frame>
    );
  }

  return (
    <Frame>
      <title>Compartir tu diario · NutriCoach</title>
      <p className="text-sm font-semibold text-primary-700">Tu nutricionista te invita</p>
      <h1 className="mt-1 text-2xl font-bold leading-tight tracking-tight text-ink">
        ¿Compartir tu diario con {professional.name}?
      </h1>
      <p className="mt-2 flex items-center gap-2 text-sm text-gray-600">
        <UserRound className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">
          {professional.name}
          {professional.license_number ? ` · Colegiatura ${professional.license_number}` : ''}
        </span>
      </p>

      <section aria-labelledby="consent-sees" className="mt-5">
        <h2 id="consent-sees" className="flex items-center gap-2 font-semibold text-ink">
          <Eye className="size-4.5 text-primary-700" aria-hidden />
          Lo que verá
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {SHARED.map((item) => (
            <li key={item} className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800">
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-gray-50 px-3 py-2.5 text-sm text-gray-700">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          {NEVER_SHARED}
        </p>
      </section>

      <section aria-labelledby="consent-does" className="mt-5">
        <h2 id="consent-does" className="flex items-center gap-2 font-semibold text-ink">
          <ShieldCheck className="size-4.5 text-primary-700" aria-hidden />
          Lo que podrá hacer
        </h2>
        <ul className="mt-2 space-y-2">
          {ABILITIES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2.5 text-[15px] text-gray-700">
              <Icon className="size-4.5 shrink-0 text-gray-500" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-gray-600">
          Nunca podrá registrar ni borrar tus comidas. Puedes dejar de compartir cuando quieras, desde tu perfil.
        </p>
      </section>

      {accept.isError && <Alert className="mt-5">{getErrorMessage(accept.error, ACCEPT_ERROR)}</Alert>}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={homeHref}
          className="inline-flex min-h-11 items-center justify-center rounded-xl border border-gray-200 px-4 font-semibold text-ink hover:bg-gray-50"
        >
          Ahora no
        </Link>
        <Button loading={accept.isPending} onClick={() => accept.mutate(code)}>
          Aceptar y compartir
        </Button>
      </div>
    </Frame>
  );
}
