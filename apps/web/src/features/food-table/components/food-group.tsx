import type { FoodClassification, FoodTableEntry, Taste } from '@nutricoach/core/contract/food-table';
import { Ban, ChevronDown, CircleCheck, Clock, Scale, type LucideIcon } from 'lucide-react';
import { memo, useId, useMemo } from 'react';
import { cn } from '@/components/ui/cn';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { byCategory } from '../utils/group-foods';
import { GROUP_INFO, NOT_ALLOWED_TOOLTIP } from '../utils/labels';
import { FoodRow } from './food-row';

const GROUP_STYLE: Record<FoodClassification, { icon: LucideIcon; tone: string }> = {
  allowed: { icon: CircleCheck, tone: 'bg-primary-100 text-primary-700' },
  occasional: { icon: Clock, tone: 'bg-amber-100 text-amber-700' },
  in_moderation: { icon: Scale, tone: 'bg-sky-100 text-sky-700' },
  not_allowed: { icon: Ban, tone: 'bg-red-100 text-red-700' },
};

type FoodGroupProps = {
  group: FoodClassification;
  entries: readonly FoodTableEntry[];
  open: boolean;
  onOpenChange: (group: FoodClassification, open: boolean) => void;
  onTaste: (foodId: string, taste: Taste | null) => void;
  onInfo: (entry: FoodTableEntry) => void;
};

/** One of the four groups: a header with its count; the foods by category only while open. */
export const FoodGroup = memo(function FoodGroup({
  group,
  entries,
  open,
  onOpenChange,
  onTaste,
  onInfo,
}: FoodGroupProps) {
  const { label, hint } = GROUP_INFO[group];
  const { icon: Icon, tone } = GROUP_STYLE[group];
  const notAllowed = group === 'not_allowed';
  const bodyId = useId();
  return (
    <section
      data-state={open ? 'open' : 'closed'}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200/80"
    >
      <h2>
        <DisclosureButton
          open={open}
          onOpenChange={(value) => onOpenChange(group, value)}
          controls={bodyId}
          className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-gray-50"
        >
          <span className={cn('grid size-10 shrink-0 place-items-center rounded-full', tone)}>
            <Icon className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-ink">{label}</span>
            <span className="block text-sm text-gray-500">{hint}</span>
          </span>
          <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-semibold tabular-nums text-gray-700">
            <span className="sr-only">, </span>
            {entries.length}
            <span className="sr-only"> alimentos</span>
          </span>
          <ChevronDown
            className={cn('size-5 shrink-0 text-gray-400 transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </DisclosureButton>
      </h2>
      {open && (
        <div id={bodyId} data-state="open">
          <GroupBody entries={entries} notAllowed={notAllowed} onTaste={onTaste} onInfo={onInfo} />
        </div>
      )}
    </section>
  );
});

type GroupBodyProps = Pick<FoodGroupProps, 'entries' | 'onTaste' | 'onInfo'> & { notAllowed: boolean };

function GroupBody({ entries, notAllowed, onTaste, onInfo }: GroupBodyProps) {
  const categories = useMemo(() => byCategory(entries), [entries]);
  if (entries.length === 0)
    return <p className="border-t border-gray-100 px-4 py-4 text-sm text-gray-500">Ningún alimento.</p>;
  return (
    <div className="border-t border-gray-100">
      {notAllowed && <p className="bg-red-50/70 px-4 py-2 text-sm text-red-800">{NOT_ALLOWED_TOOLTIP}.</p>}
      {categories.map(({ category, entries: foods }) => (
        // Off-screen categories skip layout and paint until scrolled near (hundreds of rows on a phone).
        <div key={category} className="[contain-intrinsic-size:auto_600px] [content-visibility:auto]">
          <h3 className="bg-gray-50 px-4 py-1.5 text-xs font-semibold uppercase tracking-wide text-gray-500">
            {category} <span className="font-medium normal-case tracking-normal text-gray-400">· {foods.length}</span>
          </h3>
          <ul className="divide-y divide-gray-100">
            {foods.map((entry) => (
              <FoodRow key={entry._id} entry={entry} notAllowed={notAllowed} onTaste={onTaste} onInfo={onInfo} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
