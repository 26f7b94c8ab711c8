import { CircleUser, Gift, House, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';

type Tab = { to: string; label: string; icon: LucideIcon; alwaysOpen?: boolean; alsoActiveOn?: string[] };

const tabs: Tab[] = [
  { to: paths.dailySummary.getHref(), label: 'Inicio', icon: House, alsoActiveOn: [paths.home.path] },
  { to: paths.referrals.getHref(), label: 'Referidos', icon: Gift, alwaysOpen: true },
  { to: paths.profile.getHref(), label: 'Perfil', icon: CircleUser },
];

const tabClasses = 'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium';

/** Phone tab bar (docs/product.md §2.2); with a plan that is not active only Referidos can be followed. */
export function BottomBar({ blocked, className }: { blocked: boolean; className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Navegación inferior"
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
        className,
      )}
    >
      <ul className="mx-auto flex max-w-md">
        {tabs.map(({ to, label, icon: Icon, alwaysOpen, alsoActiveOn = [] }) => (
          <li key={to} className="flex flex-1">
            {blocked && !alwaysOpen ? (
              // biome-ignore lint/a11y/useSemanticElements: an <a> needs an href, and a blocked tab leads nowhere
              <span
                role="link"
                aria-disabled="true"
                // Reachable like any tab, so that a keyboard or screen reader user learns why it is blocked.
                tabIndex={0}
                title="Disponible con un plan activo"
                className={cn(tabClasses, 'cursor-not-allowed text-gray-300')}
              >
                <Icon className="size-6" aria-hidden />
                {label}
              </span>
            ) : (
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    tabClasses,
                    'transition-colors',
                    isActive || alsoActiveOn.includes(pathname) ? 'text-primary-600' : 'text-gray-500 hover:text-ink',
                  )
                }
              >
                <Icon className="size-6" aria-hidden />
                {label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
