import { addDays } from '@nutricoach/core/rules/week';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { capitalize, formatDayLabel, formatShortDayLabel } from '../utils/format';

type DatePickerProps = {
  /** The picked day; null when the picker was emptied (the screen then shows today). */
  value: string | null;
  today: string;
  onChange: (value: string | null) => void;
  className?: string;
};

const arrow =
  'grid size-11 shrink-0 place-items-center rounded-xl text-gray-600 transition-colors hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';

const label = 'truncate text-[15px] font-semibold text-ink';

/**
 * docs/product.md §2.6 / §5: a date picker with today as the maximum. The native date input (the phone's own
 * calendar) sits invisibly over a Spanish label; arrows step a day back or forward.
 */
export function DatePicker({ value, today, onChange, className }: DatePickerProps) {
  const shown = value ?? today;
  const long = capitalize(formatDayLabel(shown, today));
  const short = capitalize(formatShortDayLabel(shown, today));
  // The input's own copy, set in the change event: the URL update that follows is a transition,
  // and until it lands React would put the old value back into the field the user is editing.
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <div
      className={cn(
        'flex min-w-0 items-center gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-gray-200',
        className,
      )}
    >
      <button type="button" aria-label="Día anterior" className={arrow} onClick={() => onChange(addDays(shown, -1))}>
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <div className="relative flex min-h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-xl px-2 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 hover:bg-gray-50">
        <CalendarDays className="size-4.5 shrink-0 text-primary-600" aria-hidden />
        {/* A short date on phones, where the long one left no room for the '+' beside the picker. */}
        {short === long ? (
          <span className={label} aria-hidden>
            {long}
          </span>
        ) : (
          <>
            <span className={cn(label, 'sm:hidden')} aria-hidden>
              {short}
            </span>
            <span className={cn(label, 'hidden sm:inline')} aria-hidden>
              {long}
            </span>
          </>
        )}
        <input
          type="date"
          aria-label="Fecha"
          max={today}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            // Typed on a keyboard, a future day can get past `max`: it cannot be picked (docs/product.md §5),
            // the field keeps its value.
            if (next !== '' && next > today) return;
            setText(next);
            onChange(next === '' ? null : next);
          }}
          onClick={(event) => {
            try {
              event.currentTarget.showPicker();
            } catch {
              // Older browsers open their picker on their own.
            }
          }}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        />
      </div>
      <button
        type="button"
        aria-label="Día siguiente"
        className={arrow}
        disabled={shown >= today}
        onClick={() => onChange(addDays(shown, 1))}
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </div>
  );
}
