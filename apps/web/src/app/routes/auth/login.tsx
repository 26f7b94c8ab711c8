import { CalendarCheck, MessageCircle, ShieldCheck, Utensils } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PhoneStep } from '@/features/auth/components/phone-step';
import { useAuthStore } from '@/lib/auth-store';
import { whenIdle } from '@/lib/idle';
import { takeReturnPath } from '@/lib/return-path';

// The code step comes while the user types the phone: not in the screen's first download.
const loadCodeStep = () => import('@/features/auth/components/code-step');
const CodeStep = lazy(() => loadCodeStep().then((m) => ({ default: m.CodeStep })));

const highlights = [
  { icon: Utensils, text: 'Un plan de comidas hecho para ti' },
  { icon: CalendarCheck, text: 'Sigue tu progreso día a día' },
  { icon: MessageCircle, text: 'Tu coach, a un mensaje de distancia' },
];

/** /login (docs/product.md §2.3): the phone, then the six-digit code. */
export function Component() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(() => useAuthStore.getState().pendingPhone ?? '');
  const [step, setStep] = useState<'phone' | 'code'>(() => (useAuthStore.getState().pendingPhone ? 'code' : 'phone'));
  const setPendingPhone = useAuthStore((state) => state.setPendingPhone);
  useEffect(() => whenIdle(() => void loadCodeStep().catch(() => {})), []);

  return (
    <div className="min-h-dvh bg-linear-to-b from-primary-50 via-surface to-surface lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:bg-none">
      <title>Iniciar sesión · NutriCoach</title>

      <aside className="relative hidden overflow-hidden bg-primary-700 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden className="absolute -right-24 -top-24 size-96 rounded-full bg-primary-500/40 blur-3xl" />
        <span aria-hidden />
        <div className="relative max-w-md space-y-8">
          <h2 className="text-4xl font-bold leading-tight tracking-tight">Tu coach de nutrición, siempre contigo.</h2>
          <ul className="space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-lg text-primary-50">
                <span className="grid size-10 place-items-center rounded-xl bg-white/15">
                  <Icon className="size-5" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-primary-100">
          México · Estados Unidos · España · Colombia · Argentina · Perú · Chile
        </p>
      </aside>

      <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 pb-8 pt-[max(2.5rem,env(safe-area-inset-top))] lg:justify-center">
        <Logo className="mb-8 self-center lg:self-start" />
        <div className="rounded-3xl bg-white p-5 shadow-[0_8px_30px_rgb(15_31_23/0.08)] ring-1 ring-black/5 min-[400px]:p-6 sm:p-8">
          {step === 'phone' ? (
            <PhoneStep
              defaultPhone={phone}
              onCodeSent={(sentTo) => {
                setPhone(sentTo);
                setStep('code');
              }}
            />
          ) : (
            <Suspense
              fallback={
                <div className="flex min-h-64 items-center justify-center text-primary-600">
                  <Spinner className="size-7" label="Cargando…" />
                </div>
              }
            >
              <CodeStep
                homePath={paths.dailySummary.getHref()}
                onChangeNumber={() => {
                  setPendingPhone(null);
                  setStep('phone');
                }}
                // A nutritionist's consent link or the professional area opened signed out comes
                // back first (issue 33): neither needs the onboarding.
                onSignedIn={(path) => navigate(takeReturnPath() ?? path, { replace: true })}
              />
            </Suspense>
          )}
        </div>
        <p className="mt-6 flex items-center justify-center gap-1.5 text-center text-xs text-gray-500">
          <ShieldCheck className="size-4 text-primary-600" aria-hidden />
          Solo usamos tu número para darte acceso y enviarte avisos de tu plan.
        </p>
      </main>
    </div>
  );
}
