import type { LucideIcon } from 'lucide-react';
import { CalendarClock, Eye, Flame, RefreshCw, Unlink } from 'lucide-react';
import type { ReactNode } from 'react';
import { SettingsCard } from '@/components/ui/settings-card';
import { SyncedMarkSample } from './synced-mark-sample';

const POINTS: { icon: LucideIcon; text: ReactNode }[] = [
  {
    icon: CalendarClock,
    text: 'Al conectar, importamos tus actividades de los últimos 30 días a tu registro de ejercicio.',
  },
  {
    icon: RefreshCw,
    text: 'Después, cada entrenamiento que guardes, edites o borres en Strava se refleja solo, sin que hagas nada.',
  },
  {
    icon: Flame,
    text: (
      <>
        Cada uno llega con su duración y calorías, y cuenta para tu checklist y tus puntos. En tu resumen lo verás así:
        <span className="mt-1.5 block">
          <SyncedMarkSample />
        </span>
      </>
    ),
  },
  { icon: Eye, text: 'Solo leemos tus actividades: nunca publicamos nada en tu cuenta de Strava.' },
  { icon: Unlink, text: 'Si desconectas, los ejercicios ya sincronizados se quedan en tu registro.' },
];

/** docs/product.md §2.18's 'what syncing does', in plain words. */
export function HowSyncWorks() {
  return (
    <SettingsCard
      icon={RefreshCw}
      title="Qué hace la sincronización"
      description="Tus entrenamientos de Strava, en tu resumen diario."
    >
      <ul className="space-y-3.5">
        {POINTS.map(({ icon: Icon, text }, i) => (
          <li key={i} className="flex gap-3">
            <span
              aria-hidden
              className="grid size-8 shrink-0 place-items-center rounded-full bg-gray-100 text-gray-600"
            >
              <Icon className="size-4" />
            </span>
            <p className="pt-1 text-[15px] leading-snug text-gray-700">{text}</p>
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}
