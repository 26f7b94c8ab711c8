import {
  Activity,
  Apple,
  CalendarDays,
  CalendarRange,
  ChefHat,
  CircleUser,
  CreditCard,
  Flag,
  Gift,
  House,
  LogOut,
  Medal,
  MessageCircle,
  Scale,
  Target,
  Trophy,
  UtensilsCrossed,
} from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LazyConfirmDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/components/ui/cn';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { discardWritesOf, useOutboxStore, writesOf } from '@/lib/offline/outbox';
import { signOutHere } from '@/lib/sign-out';
import { useAppConfig } from '../api/get-app-config';
import { useRecommendationType } from '../api/get-recommendation-type';
import { useUserName } from '../api/get-user-name';
import { NavLinkItem } from './nav-link-item';

type SidebarProps = {
  /** The plan is not active: everything but Mi suscripción and Referidos is greyed out. */
  blocked: boolean;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  className?: string;
};

/** The coach's chat: the server's COACH_WHATSAPP_NUMBER, the build's placeholder until it answers. */
export function coachChatUrl(number: string = env.coachWhatsappNumber) {
  // 'Hola coach' gets the coach's list of what it can log by chat (docs/whatsapp-coach.md).
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(COACH_CHAT_GREETING)}`;
}

/** The chat's prefilled text: the coach answers it with what it understands. */
export const COACH_CHAT_GREETING = 'Hola coach';

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

/** Who is signed in, beside 'Cerrar sesión' (Perfil is its own entry above). */
function SignedInUser({ name, phone }: { name: string; phone: string }) {
  return (
    <p className="min-w-0 flex-1 px-3 leading-tight">
      {name.trim() && <span className="block truncate text-sm font-semibold text-ink">{name}</span>}
      <span className="block truncate text-xs text-gray-500">{phone}</span>
    </p>
  );
}

/** The shell's navigation (docs/product.md §2.2): fixed panel on wide screens, drawer content on phones. */
export function Sidebar({ blocked, onNavigate, className }: SidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const name = useUserName();
  const { data: appConfig } = useAppConfig();
  const item = { blocked, currentPath: pathname, onNavigate };

  const waiting = useOutboxStore((s) => writesOf(s.writes, user?.id).length);
  const [confirmLogout, setConfirmLogout] = useState(false);

  const signOut = async () => {
    onNavigate?.();
    // Confirmed with writes still waiting: they are dropped with the session (docs/offline.md).
    if (user && waiting > 0) void discardWritesOf(user.id);
    // The server ends the session too: the token is refused from now on (issue 31).
    await signOutHere();
    navigate(paths.login.getHref(), { replace: true });
  };
  const handleLogout = () => (waiting > 0 ? setConfirmLogout(true) : void signOut());

  return (
    <div className={cn('flex h-full flex-col gap-3 overflow-y-auto p-4', className)}>
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
        {/* docs/product.md §2.2: the two other progress screens sit with the spec's four. */}
        <NavLinkItem to={paths.commitmentLevel.getHref()} label="Mis logros" icon={Medal} {...item} />
        <NavLinkItem to={paths.challenges.getHref()} label="Retos" icon={Flag} {...item} />
        <NavLinkItem to={paths.foodTable.getHref()} label="Tabla de alimentos" icon={Apple} {...item} />
        <NavLinkItem to={paths.myFoods.getHref()} label="Mis alimentos y recetas" icon={ChefHat} {...item} />
        <MenuEntry {...item} />
        <NavLinkItem to={paths.strava.getHref()} label="Strava" icon={Activity} {...item} />
      </nav>

      <div className="border-t border-gray-100 pt-3">
        <nav aria-label="Tu cuenta" className="space-y-1">
          <NavLinkItem to={paths.profile.getHref()} label="Perfil" icon={CircleUser} {...item} />
          <NavLinkItem to={paths.objectives.getHref()} label="Objetivos" icon={Target} {...item} />
          {/* Open whatever the plan's status, like Referidos (docs/product.md §6). */}
          <NavLinkItem
            to={paths.subscription.getHref()}
            label="Mi suscripción"
            icon={CreditCard}
            currentPath={pathname}
            onNavigate={onNavigate}
          />
          <NavLinkItem
            to={paths.referrals.getHref()}
            label="Referidos"
            icon={Gift}
            currentPath={pathname}
            onNavigate={onNavigate}
          />
        </nav>
        <a
          href={coachChatUrl(appConfig?.coach_whatsapp_number)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary-600 px-4 font-semibold text-white shadow-sm transition-colors hover:bg-primary-700 active:bg-primary-800"
        >
          <MessageCircle className="size-5" aria-hidden />
          Chatear con Coach
        </a>
      </div>

      <div className="mt-auto flex items-center gap-1 border-t border-gray-100 pt-3">
        {user && <SignedInUser name={name} phone={user.phone} />}
        <button
          type="button"
          onClick={handleLogout}
          className="ml-auto flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-3 text-[15px] font-medium text-gray-700 transition-colors hover:bg-red-50 hover:text-red-700"
        >
          <LogOut className="size-5" aria-hidden />
          Cerrar sesión
        </button>
      </div>
      <LazyConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title="¿Cerrar sesión?"
        description={`Tienes ${waiting === 1 ? '1 registro' : `${waiting} registros`} sin sincronizar. Si cierras sesión ahora, se perderán.`}
        confirmLabel="Cerrar sesión"
        destructive
        onConfirm={() => void signOut()}
      />
    </div>
  );
}
