import { ArrowLeft, Briefcase } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/**
 * The professional area's frame (issue 33): desktop first, usable on a phone. Not the client's
 * shell: a nutritionist needs no plan and no onboarding of their own, and its menu is the client's.
 */
export function Component() {
  return (
    <div className="min-h-dvh bg-surface">
      <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link
            to={paths.pro.getHref()}
            className="flex min-h-11 min-w-0 items-center gap-2"
            aria-label="Área profesional, inicio"
          >
            <Logo className="shrink-0" />
          </Link>
          <span className="hidden items-center gap-1.5 rounded-full bg-primary-50 px-2.5 py-1 text-xs font-semibold text-primary-800 sm:inline-flex">
            <Briefcase className="size-3.5" aria-hidden />
            Área profesional
          </span>
          <Link
            to={paths.dailySummary.getHref()}
            className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Mi diario
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl px-4 pb-12 pt-5 sm:px-6 lg:pt-8">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
