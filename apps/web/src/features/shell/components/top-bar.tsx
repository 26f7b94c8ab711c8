import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { MobileMenu } from './mobile-menu';
import { useRefreshPlanOnPlanInactive } from '../api/get-current-plan';
import { useUserName } from '../api/get-user-name';
import { PlanStatus } from './plan-status';

/**
 * The shell's top bar. Phones: menu button, logo, referrals gift, and the plan line underneath.
 * Wide screens (the sidebar is fixed there): a greeting and the plan line on one row. The plan line
 * keeps its place with or without its 'Contratar' button, and while the plan loads: on phones a
 * full-width row as high as the button; on wide screens a 26rem slot, the line at its right (right-
 * aligned at its own width, it grew leftwards from the placeholder as the plan came).
 */
export function TopBar({ blocked, wide = true, className }: { blocked: boolean; wide?: boolean; className?: string }) {
  // The greeting shows on wide screens only: a phone does not ask for the name to hide it.
  const firstName = useUserName({ enabled: wide }).split(/\s+/)[0] ?? '';
  useRefreshPlanOnPlanInactive();
  return (
    <header
      className={cn(
        'sticky top-0 z-30 border-b border-gray-200/80 bg-white/90 pt-[env(safe-area-inset-top)] backdrop-blur',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 lg:h-16 lg:flex-nowrap lg:gap-6 lg:px-8">
        <div className="flex h-14 min-w-0 flex-1 items-center gap-1 px-2 lg:hidden">
          <MobileMenu blocked={blocked} />
          <Link
            to={paths.home.getHref()}
            aria-label="NutriCoach, inicio"
            className="flex min-h-11 min-w-0 items-center"
          >
            <Logo />
          </Link>
          <Link
            to={paths.referrals.getHref()}
            aria-label="Referidos: gana días gratis"
            className="ml-auto grid size-11 place-items-center rounded-xl text-primary-600 transition-colors hover:bg-primary-50"
          >
            <Gift className="size-5.5" aria-hidden />
          </Link>
        </div>
        <p className="hidden min-w-0 truncate text-lg font-semibold text-ink lg:block">
          {firstName ? `¡Hola, ${firstName}!` : '¡Hola!'}
        </p>
        <PlanStatus className="min-h-14 w-full border-t border-gray-100 bg-primary-50/60 px-4 py-1.5 lg:ml-auto lg:w-[26rem] lg:shrink-0 lg:justify-end lg:border-0 lg:min-h-11 lg:bg-transparent lg:p-0" />
      </div>
    </header>
  );
}
