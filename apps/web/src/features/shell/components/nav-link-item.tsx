import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';

type NavLinkItemProps = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Greyed out and not followable (plan not active). */
  blocked?: boolean;
  /** Also counts as current on these paths (e.g. Inicio on '/'). */
  alsoActiveOn?: readonly string[];
  currentPath: string;
  onNavigate?: () => void;
};

const BLOCKED_HINT = 'Disponible con un plan activo';

/** A sidebar row: icon and label, highlighted when current, inert when blocked. */
export function NavLinkItem({
  to,
  label,
  icon: Icon,
  blocked,
  alsoActiveOn = [],
  currentPath,
  onNavigate,
}: NavLinkItemProps) {
  const base = 'flex min-h-11 items-center gap-3 rounded-xl px-3 text-[15px] font-medium transition-colors';
  if (blocked) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: an <a> needs an href, and a blocked item leads nowhere
      <span
        role="link"
        aria-disabled="true"
        // Reachable like any item, so that a keyboard or screen reader user learns why it is blocked.
        tabIndex={0}
        title={BLOCKED_HINT}
        className={cn(base, 'cursor-not-allowed text-gray-400')}
      >
        <Icon className="size-5 shrink-0" aria-hidden />
        <span className="truncate">{label}</span>
      </span>
    );
  }
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      className={({ isActive }) => {
        const current = isActive || alsoActiveOn.includes(currentPath);
        return cn(base, current ? 'bg-primary-50 text-primary-700' : 'text-gray-700 hover:bg-gray-100 hover:text-ink');
      }}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      <span className="truncate">{label}</span>
    </NavLink>
  );
}
