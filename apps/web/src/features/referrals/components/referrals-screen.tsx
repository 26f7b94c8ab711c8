import { REFERRAL_FREE_DAYS } from '@nutricoach/core/constants/plans';
import { useEffect, useRef, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { MessageDialog } from '@/components/ui/message-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateCode } from '../api/create-code';
import { useMyStats } from '../api/get-my-stats';
import { ApplyCodeCard } from './apply-code-card';
import { MyCodeCard } from './my-code-card';
import { ReferralHistory } from './referral-history';
import { ReferralStats } from './referral-stats';

export const STATS_ERROR_FALLBACK = 'No se pudieron cargar las estadísticas';

/** A user without a code yet (onboarding skipped it) gets one on arrival; the call is idempotent. */
function useOwnCode(myCode: string | null | undefined) {
  const createCode = useCreateCode();
  const asked = useRef(false);
  useEffect(() => {
    if (myCode !== null || asked.current) return;
    asked.current = true;
    createCode.mutate(undefined);
  }, [myCode, createCode]);
  return {
    code: myCode ?? createCode.data ?? null,
    failed: createCode.isError,
    retry: () => createCode.mutate(undefined),
  };
}

/** /referrals (docs/product.md §2.17): own code, a friend's code, statistics and history. */
export function ReferralsScreen({ onCodeApplied }: { onCodeApplied: () => void }) {
  const stats = useMyStats();
  const own = useOwnCode(stats.data?.my_code);
  // The load error dialog shows once per failure; closing it leaves the inline retry.
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);
  const loadFailed = stats.isError && !stats.data;

  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <title>Referidos · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Referidos</h1>
        <p className="text-[15px] leading-snug text-gray-600">
          Comparte NutriCoach con tus amigos y gana {REFERRAL_FREE_DAYS} días gratis por cada uno que se suscriba.
        </p>
      </header>

      {loadFailed && (
        <QueryError
          message={getErrorMessage(stats.error, STATS_ERROR_FALLBACK)}
          onRetry={stats.refetch}
          retrying={stats.isFetching}
          layout="row"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80"
        />
      )}

      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="space-y-4">
          <MyCodeCard
            code={own.code}
            failed={own.failed || loadFailed}
            onRetry={() => (loadFailed ? void stats.refetch() : own.retry())}
          />
          <ApplyCodeCard usedCode={stats.data?.used_code ?? null} onApplied={onCodeApplied} />
        </div>
        <div className="space-y-4">
          <ReferralStats stats={stats.data?.stats} />
          <ReferralHistory referrals={stats.data?.referrals} />
        </div>
      </div>

      <MessageDialog
        open={loadFailed && !stats.isFetching && stats.errorUpdatedAt !== dismissedErrorAt}
        onOpenChange={(open) => !open && setDismissedErrorAt(stats.errorUpdatedAt)}
        tone="error"
        title="Error al cargar"
        description={getErrorMessage(stats.error, STATS_ERROR_FALLBACK)}
        action={{ label: 'Reintentar', onClick: () => void stats.refetch() }}
        closeLabel="Cerrar"
      />
    </section>
  );
}
