import { ChevronLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ActionBar } from '@/components/ui/action-bar';
import { Logo } from '@/components/ui/logo';

type StepScreenProps = {
  /** The document title (without the app name). */
  title: string;
  /** Shows a back arrow in the header. */
  onBack?: () => void;
  /** Under the header: the progress of the questionnaire. */
  progress?: ReactNode;
  /** The buttons of the sticky bottom bar. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One onboarding screen: a header with the logo, the content column and the bottom action bar. */
export function StepScreen({ title, onBack, progress, actions, children }: StepScreenProps) {
  const mainRef = useRef<HTMLElement>(null);

  // A new screen (or question) is announced from its heading, as a page load would be.
  useEffect(() => {
    const heading = mainRef.current?.querySelector('h1');
    if (!heading || mainRef.current!.contains(document.activeElement)) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-primary-50 via-surface to-surface">
      <title>{`${title} · NutriCoach`}</title>
      <header className="mx-auto w-full max-w-xl px-5 pt-[max(0.75rem,env(safe-area-inset-top))]">
        <div className="relative flex h-12 items-center justify-center">
          {onBack && (
            <button
              type="button"
              onClick={onBack}
              aria-label="Volver"
              className="absolute left-0 -ml-2.5 grid size-11 place-items-center rounded-full text-gray-700 hover:bg-black/5 active:bg-black/10"
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
          )}
          <Logo />
        </div>
        {progress && <div className="pt-3">{progress}</div>}
      </header>
      <main ref={mainRef} className="mx-auto w-full max-w-xl flex-1 px-5 pb-8 pt-6 [&_h1]:outline-none">
        {children}
      </main>
      {actions && <ActionBar>{actions}</ActionBar>}
    </div>
  );
}
