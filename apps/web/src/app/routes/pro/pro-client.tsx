import { ArrowLeft, CalendarDays, Lock, MessageCircle, MessageSquareText, Scale, Target } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CommentCard } from '@/components/comment-card';
import { MessageThread } from '@/components/message-thread';
import { QueryError } from '@/components/query-error';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DatePicker } from '@/features/daily-summary/components/date-picker';
import { pickedDate } from '@/features/daily-summary/utils/dates';
import {
  useClientComments,
  useClientDay,
  useClientMessages,
  useClientWeek,
  useClientWeight,
  useProClient,
  useSendClientMessage,
} from '@/features/pro/api/pro';
import { CommentForm } from '@/features/pro/components/comment-form';
import { NotesCard } from '@/features/pro/components/notes-card';
import { TargetsCard } from '@/features/pro/components/targets-form';
import { formatDay, formatLongDay } from '@/features/pro/utils/format';
import { weightStats } from '@/features/weight-summary/utils/weight-stats';
import { ApiError } from '@/lib/api-client';
import { todayLocal } from '@/lib/today';
import { spanishDate } from '@/lib/format';

// The day's lists and the weight cards are the client's own components, with what they bring (the
// meal list's food-search notice, the gauges): in chunks of their own, not in this screen's first download.
const ClientDay = lazy(() => import('./client-day').then((m) => ({ default: m.ClientDay })));
const WeightCards = lazy(() =>
  import('@/features/weight-summary/components/weight-cards').then((m) => ({ default: m.WeightCards })),
);

export const CLIENT_NOT_FOUND = 'Cliente no encontrado.';

function Card({
  title,
  icon,
  children,
  aside,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-label={title} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5">
      <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight text-ink">
          {icon}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /pro/clientes/:id (issue 33): the client's day (the same cards and lists they see, read-only),
 * week and weight; comments on the day or a meal; messages; targets with their history; private notes.
 * Once the client stops sharing, every call answers 404 and the page says so.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = todayLocal();
  const date = pickedDate(params.get('date'), today) ?? today;
  const client = useProClient(id);
  const enabled = client.isSuccess;
  const day = useClientDay(id, date, { enabled });
  // The targets form starts from today's ideal whichever day is open (one query when today is).
  const todayDay = useClientDay(id, today, { enabled });
  const comments = useClientComments(id, date, { enabled });
  const week = useClientWeek(id, date, { enabled });
  const weight = useClientWeight(id, { enabled });
  const messages = useClientMessages(id, { enabled });
  const send = useSendClientMessage(id);

  const gone = [client, day, comments, messages].some((q) => notFound(q.error));
  if (client.isPending) return <PageSpinner />;
  if (gone) {
    return (
      <section className="mx-auto max-w-xl space-y-4 py-6 text-center">
        <title>Cliente no encontrado · NutriCoach</title>
        <h1 className="text-2xl font-bold text-ink">{CLIENT_NOT_FOUND}</h1>
        <p className="text-[15px] text-gray-600">
          Puede que haya dejado de compartir su diario contigo. Ya no puedes ver sus datos.
        </p>
        <Link
          to={paths.pro.getHref()}
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-primary-600 px-4 font-semibold text-white"
        >
          Volver a tus clientes
        </Link>
      </section>
    );
  }
  if (client.isError)
    return <QueryError message="No se pudo cargar el cliente" onRetry={client.refetch} retrying={client.isFetching} />;

  const person = client.data;
  const allComments = comments.data ?? [];
  const logIds = new Set(day.data?.logs.map((log) => log._id));
  const dayComments = allComments.filter((c) => !c.nutrition_log_id || !logIds.has(c.nutrition_log_id));
  const setDate = (value: string | null) =>
    setParams(value && value !== today ? { date: value } : {}, { replace: true });
  const stats = weight.data
    ? weightStats(weight.data.weight_measurements, weight.data.weight_goal, weight.data.start)
    : null;

  return (
    <section className="space-y-5">
      <title>{`${person.name} · Área profesional · NutriCoach`}</title>
      <header className="space-y-3">
        <Link
          to={paths.pro.getHref()}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Tus clientes
        </Link>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{person.name}</h1>
            <p className="text-[15px] text-gray-600">
              Comparte su diario desde el {formatLongDay(person.since)}
              {person.goal_weight_kg !== null ? ` · Meta: ${person.goal_weight_kg} kg` : ''}
            </p>
          </div>
          <DatePicker value={date} today={today} onChange={setDate} className="sm:w-80" />
        </div>
      </header>

      <div className="grid gap-5 lg:grid-cols-5 lg:items-start">
        <div className="min-w-0 space-y-5 lg:col-span-3">
          <Card title="Su día" icon={<CalendarDays className="size-5 text-primary-700" aria-hidden />}>
            {day.isPending ? (
              <div className="h-48 animate-pulse rounded-2xl bg-gray-100" aria-hidden />
            ) : day.isError ? (
              <QueryError message="No se pudo cargar el día" onRetry={day.refetch} retrying={day.isFetching} />
            ) : (
              <Suspense fallback={<div className="h-48 animate-pulse rounded-2xl bg-gray-100" aria-hidden />}>
                <ClientDay
                  day={day.data}
                  loading={day.isPlaceholderData}
                  comments={allComments}
                  clientId={id}
                  date={date}
                  today={today}
                />
              </Suspense>
            )}
          </Card>

          <Card
            title="Comentarios del día"
            icon={<MessageSquareText className="size-5 text-primary-700" aria-hidden />}
          >
            <div className="space-y-3">
              {dayComments.map((comment) => (
                <CommentCard key={comment.id} comment={comment} title="Tu comentario" />
              ))}
              <CommentForm clientId={id} date={date} label={`Comentar el día (${formatDay(date)})`} />
            </div>
          </Card>

          <Card title="Su semana" icon={<CalendarDays className="size-5 text-primary-700" aria-hidden />}>
            {week.isPending ? (
              <div className="h-40 animate-pulse rounded-2xl bg-gray-100" aria-hidden />
            ) : week.isError ? (
              <QueryError message="No se pudo cargar la semana" onRetry={week.refetch} retrying={week.isFetching} />
            ) : (
              <WeekTable days={week.data.daily_summaries} today={today} onPick={(d) => setDate(d)} />
            )}
          </Card>

          <Card title="Su peso" icon={<Scale className="size-5 text-primary-700" aria-hidden />}>
            {weight.isPending ? (
              <div className="h-28 animate-pulse rounded-2xl bg-gray-100" aria-hidden />
            ) : weight.isError ? (
              <QueryError message="No se pudo cargar su peso" onRetry={weight.refetch} retrying={weight.isFetching} />
            ) : stats ? (
              <Suspense fallback={<div className="h-28 animate-pulse rounded-2xl bg-gray-100" aria-hidden />}>
                <WeightCards stats={stats} />
              </Suspense>
            ) : (
              <p className="text-sm text-gray-600">Aún no registró su peso.</p>
            )}
          </Card>
        </div>

        <div className="min-w-0 space-y-5 lg:col-span-2">
          <Card title="Objetivos" icon={<Target className="size-5 text-primary-700" aria-hidden />}>
            <TargetsCard clientId={id} ideal={todayDay.data?.summary.ideal} idealPending={todayDay.isPending} />
          </Card>
          <Card title="Mensajes" icon={<MessageCircle className="size-5 text-primary-700" aria-hidden />}>
            <MessageThread
              me="professional"
              otherName={person.name}
              query={messages}
              send={send}
              emptyText={`Aún no hay mensajes con ${person.name}.`}
            />
          </Card>
          <Card title="Notas privadas" icon={<Lock className="size-5 text-primary-700" aria-hidden />}>
            <NotesCard clientId={id} />
          </Card>
        </div>
      </div>
    </section>
  );
}

const weekday = () => spanishDate({ weekday: 'short' });

function WeekTable({
  days,
  today,
  onPick,
}: {
  days: { date: string; consumed: { calories: number }; ideal: { calories: number } }[];
  today: string;
  onPick: (date: string) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-7" aria-label="Calorías de la semana">
      {days.map((d) => {
        const future = d.date > today;
        const ratio = d.ideal.calories > 0 ? d.consumed.calories / d.ideal.calories : 0;
        return (
          <li key={d.date}>
            <button
              type="button"
              disabled={future}
              onClick={() => onPick(d.date)}
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl bg-gray-50 px-3 py-2 text-left text-sm hover:bg-primary-50 disabled:opacity-50 sm:flex-col sm:items-start sm:px-2"
            >
              <span className="font-medium capitalize text-gray-700">
                {weekday()
                  .format(new Date(`${d.date}T12:00:00`))
                  .replace('.', '')}{' '}
                {Number(d.date.slice(8))}
              </span>
              <span className="tabular-nums text-ink">
                <span className={ratio > 1.1 ? 'font-semibold text-red-700' : 'font-semibold'}>
                  {Math.round(d.consumed.calories)}
                </span>
                <span className="text-gray-500"> / {Math.round(d.ideal.calories)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
