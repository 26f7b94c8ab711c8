import {
  Activity,
  Apple,
  CalendarDays,
  CalendarRange,
  ChevronRight,
  Gift,
  House,
  LogOut,
  MessageCircle,
  Scale,
  Trophy,
  UtensilsCrossed,
} from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/components/ui/cn';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { useAppConfig } from '../api/get-app-config';
import { useRecommendationType } from '../api/get-recommendation-type';
import { NavLinkItem } from './nav-link-item';

type SidebarProps = {
  /** The plan is not active: everything but Referidos is greyed out. */
  blocked: boolean;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  className?: string;
};

/** The coach's chat: the server's COACH_WHATSAPP_NUMBER, the build's placeholder until it answers. */
export function coachChatUrl(number: string = env.coachWhatsappNumber) {
  return `https://wa.me/${number}`;
}

function MenuEntry({
  blocked,
  currentPath,
  onNavigate,
}: {
  blocked: boolean;
  currentPath: string;
  onNavigate?: () => void;
}) {
  const { recommendationType } = useRecommendationType();
  if (!recommendationType) {
    return (
      <span className="flex min-h-11 items-center gap-3 px-3 text-primary-600">
        <Spinner className="size-5" label="Cargando tu menú" />
      </span>
    );
  }
  const strict = recommendationType === 'strict';
  return (
    <NavLinkItem
      to={strict ? paths.strictMenu.getHref() : paths.flexMenu.getHref()}
      label={strict ? 'Plan semanal' : 'Menú de alimentos'}
      icon={strict ? CalendarRange : UtensilsCrossed}
      blocked={blocked}
      currentPath={currentPath}
      onNavigate={onNavigate}
    />
  );
}

type UserCardProps = { name: string; phone: string; blocked: boolean; onNavigate?: () => void };

/** Who is signed in; on wide screens it is also the way to Perfil (the bottom bar is hidden there). */
function UserCard({ name, phone, blocked, onNavigate }: UserCardProps) {
  const initial = (name.trim()[0] ?? 'N').toUpperCase();
  const content = (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-100 font-semibold text-primary-700">
        {initial}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-ink">{name || 'Mi perfil'}</span>
        <span className="block truncate text-xs text-gray-500">{phone}</span>
      </span>
      {!blocked && <ChevronRight className="size-4 text-gray-400" aria-hidden />}
    </>
  );
  const classes = 'flex min-h-13 items-center gap-3 rounded-xl px-2 py-1.5';
  if (blocked) return <div className={cn(classes, 'opacity-60')}>{content}</div>;
  return (
    <Link
      to={paths.profile.getHref()}
      onClick={onNavigate}
      title="Ver mi perfil"
      className={cn(classes, 'transition-colors hover:bg-gray-100')}
    >
      {content}
    </Link>
  );
}

/** The shell's navigation (docs/product.md §2.2): fixed panel on wide screens, drawer content on phones. */
export function Sidebar({ blocked, onNavigate, className }: SidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const { data: appConfig } = useAppConfig();
  const item = { blocked, currentPath: pathname, onNavigate };

  const handleLogout = () => {
    onNavigate?.();
    logout();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <div className={cn('flex h-full flex-col gap-4 overflow-y-auto p-4', className)}>
      <Logo className="px-2 pt-1" />

      <nav aria-label="Principal" className="space-y-1">
        <NavLinkItem
          to={paths.dailySummary.getHref()}
          label="Resumen diario"
          icon={House}
          alsoActiveOn={[paths.home.path]}
          {...item}
        />
        <NavLinkItem to={paths.weeklySummary.getHref()} label="Resumen semanal" icon={CalendarDays} {...item} />
        <NavLinkItem to={paths.weightSummary.getHref()} label="Resumen de peso" icon={Scale} {...item} />
        <NavLinkItem to={paths.weeklyPoints.getHref()} label="Nivel de compromiso" icon={Trophy} {...item} />
        <NavLinkItem to={paths.foodTable.getHref()} label="Tabla de alimentos" icon={Apple} {...item} />
        <MenuEntry {...item} />
        <NavLinkItem to={paths.strava.getHref()} label="Strava" icon={Activity} {...item} />
      </nav>

      <div className="space-y-1 border-t border-gray-100 pt-4">
        <NavLinkItem
          to={paths.referrals.getHref()}
          label="Referidos"
          icon={Gift}
          currentPath={pathname}
          onNavigate={onNavigate}
        />
        <a
          href={coachChatUrl(appConfig?.coach_whatsapp_number)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary-600 px-4 font-semibold text-white shadow-sm transition-colors hover:bg-primary-700 active:bg-primary-800"
        >
          <MessageCircle className="size-5" aria-hidden />
          Chatear con Coach
        </a>
      </div>

      <div className="mt-auto space-y-1 border-t border-gray-100 pt-4">
        {user && <UserCard name={user.name} phone={user.phone} blocked={blocked} onNavigate={onNavigate} />}
        <button
          type="button"
          onClick={handleLogout}
          className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-[15px] font-medium text-gray-700 transition-colors hover:bg-red-50 hover:text-red-700"
        >
          <LogOut className="size-5" aria-hidden />
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}
