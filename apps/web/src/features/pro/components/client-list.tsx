import { ChevronRight, TriangleAlert, Users } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { ProClient } from '@/lib/api/professional-types';
import { formatKcal, formatLastLog, formatTrend } from '../utils/format';

export const CLIENTS_LOAD_ERROR = 'No se pudo cargar tu lista de clientes';

type ClientListProps = {
  query: {
    data: ProClient[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  today: string;
  clientHref: (id: string) => string;
};

function Stat({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className={cn('truncate text-sm font-semibold tabular-nums text-ink', className)}>{value}</dd>
    </div>
  );
}

/**
 * The average of the last 7 complete days against the ideal: '1540 / 1628 kcal'; '— / 1628 kcal'
 * without a meal on those days (today is not one of them: 'Sin registros' beside 'Último registro: Hoy' read wrong).
 */
function caloriesText(client: ProClient): string {
  if (client.avg_calories_7d === null)
    return client.ideal_calories === null ? '—' : `— / ${formatKcal(client.ideal_calories)}`;
  return client.ideal_calories === null
    ? formatKcal(client.avg_calories_7d)
    : `${formatKcal(client.avg_calories_7d).replace(' kcal', '')} / ${formatKcal(client.ideal_calories)}`;
}

/**
 * Days with a meal among the complete days before today it counts: '6 de 7'; '1 de 2' for a client
 * who joined two days ago; '—' on the day they joined ('0 de 7' beside 'Último registro: Hoy' read wrong).
 */
function daysLoggedText(client: ProClient): string {
  return client.window_days_7d === 0 ? '—' : `${client.days_logged_7d} de ${client.window_days_7d}`;
}

/**
 * The professional's clients (issue 33), in the server's order (those who need attention first):
 * each a card that opens the client, with the reasons for attention, the last log, the days logged,
 * the calories against the ideal and the weight trend.
 */
export function ClientList({ query, today, clientHref }: ClientListProps) {
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-2xl bg-white ring-1 ring-gray-200" />
        ))}
      </div>
    );
  }
  if (query.isError)
    return <QueryError message={CLIENTS_LOAD_ERROR} onRetry={query.refetch} retrying={query.isFetching} />;
  const clients = query.data ?? [];
  if (clients.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-600">
          <Users className="size-6" aria-hidden />
        </span>
        <p className="font-semibold text-ink">Aún no tienes clientes</p>
        <p className="max-w-sm text-sm text-gray-600">
          Crea una invitación y envíala por WhatsApp: tu cliente verá qué compartirá contigo antes de aceptar.
        </p>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Clientes">
      {clients.map((client) => (
        <li key={client.id}>
          <Link
            to={clientHref(client.id)}
            data-testid="pro-client"
            className={cn(
              'block rounded-2xl bg-white p-4 shadow-sm ring-1 transition hover:ring-primary-300',
              client.needs_attention ? 'ring-amber-300' : 'ring-gray-200/80',
            )}
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 break-words text-[17px] font-bold text-ink">{client.name}</p>
                  {client.needs_attention && <Badge tone="yellow">Necesita atención</Badge>}
                </div>
                {client.needs_attention && client.attention_reasons.length > 0 && (
                  <ul className="mt-1 space-y-0.5" aria-label="Motivos">
                    {client.attention_reasons.map((reason) => (
                      <li key={reason} className="flex items-start gap-1.5 text-sm text-amber-800">
                        <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                        {reason}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <ChevronRight className="mt-1 size-5 shrink-0 text-gray-400" aria-hidden />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
              <Stat label="Último registro" value={formatLastLog(client.last_log_date, today)} />
              <Stat label="Días con registro (7 d)" value={daysLoggedText(client)} />
              <Stat label="Calorías, media 7 d / meta" value={caloriesText(client)} />
              <Stat label="Tendencia de peso" value={formatTrend(client.weight_trend_kg_per_week)} />
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
