import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/format';
import type { Referral } from '../api/get-my-stats';
import { referralStatusChip } from '../utils/referral-status';

/** docs/product.md §9: more than this many referrals and the list folds behind 'Ver todos'. */
export const HISTORY_PREVIEW = 5;

export function ReferralStatusChip({ status }: { status: string }) {
  const { label, tone } = referralStatusChip(status);
  return <Badge tone={tone}>{label}</Badge>;
}

function ReferralRow({ referral }: { referral: Referral }) {
  const joined = new Date(referral.createdAt);
  const freeDays = referral.rewards_granted.free_days;
  return (
    <li className="flex items-center gap-3 py-3">
      <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-surface text-gray-500">
        <UserRound className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium tabular-nums text-ink">{referral.referred_user_id.phone_number}</p>
        <p className="text-xs text-gray-500">
          {Number.isNaN(joined.getTime()) ? '' : `Se unió el ${formatShortDate(joined)}`}
          {freeDays > 0 && <span className="font-semibold text-primary-700"> · +{freeDays} días para ti</span>}
        </p>
      </div>
      <ReferralStatusChip status={referral.status} />
    </li>
  );
}

/** docs/product.md §2.17: the referred friends, newest first as the server sends them; 'Ver todos' past 5. */
export function ReferralHistory({ referrals }: { referrals: Referral[] | undefined }) {
  const [showAll, setShowAll] = useState(false);
  const shown = referrals && (showAll ? referrals : referrals.slice(0, HISTORY_PREVIEW));
  return (
    <section
      aria-labelledby="referral-history-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5"
    >
      <h2 id="referral-history-title" className="text-[17px] font-bold leading-snug text-ink">
        Amigos invitados
      </h2>
      {!shown ? (
        <div aria-hidden className="mt-3 space-y-3">
          {[0, 1].map((i) => (
            <span key={i} className="block h-12 animate-pulse rounded-xl bg-gray-100" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface px-4 py-6 text-center text-sm text-gray-600">
          Aún no tienes referidos. Comparte tu código y gana días gratis con cada amigo que se una.
        </p>
      ) : (
        <>
          <ul className="mt-1 divide-y divide-gray-100">
            {shown.map((referral) => (
              <ReferralRow key={referral._id} referral={referral} />
            ))}
          </ul>
          {referrals!.length > HISTORY_PREVIEW && (
            <Button
              variant="ghost"
              className="mt-1 w-full"
              aria-expanded={showAll}
              onClick={() => setShowAll((v) => !v)}
            >
              {showAll ? 'Ver menos' : `Ver todos (${referrals!.length})`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
