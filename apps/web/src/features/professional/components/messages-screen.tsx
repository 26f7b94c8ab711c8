import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { MessageThread } from '@/components/message-thread';
import { QueryError } from '@/components/query-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useMyMessages, useMyProfessional, useSendMyMessage } from '../api/professional';
import { formatSince } from '../utils/format';
import { PROFESSIONAL_LOAD_ERROR } from './my-nutritionist-section';

/** /mi-nutricionista (issue 33): the client's messages with their nutritionist. */
export function MessagesScreen({ profileHref }: { profileHref: string }) {
  const professional = useMyProfessional();
  const linked = professional.data ?? null;
  const messages = useMyMessages({ enabled: Boolean(linked) });
  const send = useSendMyMessage();

  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <title>Mi nutricionista · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Mi nutricionista</h1>
        {linked && (
          <p className="text-[15px] text-gray-600">
            {linked.name} · desde {formatSince(linked.since)}
          </p>
        )}
      </header>
      {professional.isPending ? (
        <PageSpinner />
      ) : professional.isError ? (
        <QueryError
          message={PROFESSIONAL_LOAD_ERROR}
          onRetry={professional.refetch}
          retrying={professional.isFetching}
        />
      ) : !linked ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-600">
            <HeartHandshake className="size-6" aria-hidden />
          </span>
          <p className="font-semibold text-ink">Aún no compartes tu diario con un nutricionista</p>
          <p className="max-w-xs text-sm text-gray-600">
            Cuando tu nutricionista te envíe un enlace o un código, ábrelo o escríbelo en tu perfil.
          </p>
          <Link to={profileHref} className="inline-flex min-h-11 items-center font-semibold text-primary-700">
            Ir a mi perfil
          </Link>
        </div>
      ) : (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5">
          <MessageThread
            me="client"
            otherName={linked.name}
            query={messages}
            send={send}
            emptyText={`Aún no hay mensajes. Escribe a ${linked.name} lo que quieras contarle.`}
          />
        </div>
      )}
    </section>
  );
}
