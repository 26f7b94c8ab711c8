import { DEFAULT_COUNTRY } from '@nutricoach/core/constants/countries';
import { Briefcase, Pencil } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { SettingsCard } from '@/components/ui/settings-card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useProClients, useProProfile } from '@/features/pro/api/pro';
import { ClientList } from '@/features/pro/components/client-list';
import { InvitePanel } from '@/features/pro/components/invite-panel';
import { ProProfileForm } from '@/features/pro/components/pro-profile-form';
import { useUserInfo } from '@/lib/api/get-user-info';
import { todayLocal } from '@/lib/today';

/** /pro (issue 33): the profile form the first time; then the clients, those who need attention first, and 'Invitar cliente'. */
export function Component() {
  const profile = useProProfile();
  const professional = profile.data ?? null;
  const clients = useProClients({ enabled: professional !== null });
  const info = useUserInfo();
  const [editing, setEditing] = useState(false);
  const country = info.data?.country ?? DEFAULT_COUNTRY;

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError)
    return (
      <QueryError
        message="No se pudo cargar tu perfil profesional"
        onRetry={profile.refetch}
        retrying={profile.isFetching}
      />
    );

  if (!professional) {
    return (
      <section className="mx-auto max-w-xl space-y-4">
        <title>Área profesional · NutriCoach</title>
        <header className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Área profesional</h1>
          <p className="text-[15px] leading-snug text-gray-600">
            Sigue los diarios de tus clientes, coméntalos, escríbeles y ajusta sus objetivos. Cada cliente decide
            compartir su diario contigo y puede dejar de hacerlo cuando quiera.
          </p>
        </header>
        <SettingsCard icon={Briefcase} title="Tu perfil profesional" description="Tus clientes verán tu nombre.">
          <ProProfileForm professional={null} defaultCountry={country} />
        </SettingsCard>
      </section>
    );
  }

  return (
    <section className="space-y-5">
      <title>Tus clientes · Área profesional · NutriCoach</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-semibold text-primary-700">Área profesional</p>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Tus clientes</h1>
          <p className="break-words text-[15px] text-gray-600">
            {professional.name}
            {professional.license_number ? ` · Colegiatura ${professional.license_number}` : ''}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setEditing((v) => !v)} className="self-start sm:self-auto">
          <Pencil className="size-4" aria-hidden />
          {editing ? 'Cerrar perfil' : 'Editar perfil'}
        </Button>
      </header>
      {editing && (
        <SettingsCard icon={Briefcase} title="Tu perfil profesional">
          <ProProfileForm professional={professional} defaultCountry={country} onSaved={() => setEditing(false)} />
        </SettingsCard>
      )}
      <div className="grid gap-5 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 lg:col-span-2">
          <ClientList query={clients} today={todayLocal()} clientHref={(id) => paths.proClient.getHref(id)} />
        </div>
        <aside className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5 lg:sticky lg:top-20">
          <h2 className="text-[17px] font-bold text-ink">Invitar cliente</h2>
          <p className="mb-3 mt-0.5 text-sm text-gray-600">
            Un código y un enlace de un solo uso, válidos 7 días. Tu cliente verá qué compartirá antes de aceptar.
          </p>
          <InvitePanel professionalName={professional.name} />
        </aside>
      </div>
    </section>
  );
}
