import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  neutral: 'bg-white text-ink ring-gray-200',
  success: 'bg-primary-50 text-primary-900 ring-primary-200',
  error: 'bg-red-50 text-red-900 ring-red-200',
  info: 'bg-sky-50 text-sky-950 ring-sky-200',
} as const;

export type NoticeTone = keyof typeof TONES;

const ICONS = { neutral: Info, success: CircleCheck, error: CircleAlert, info: Info } as const;

type NoticeProps = {
  tone: NoticeTone;
  title: ReactNode;
  text?: ReactNode;
  /** Replaces the tone's icon: a spinner while the outcome is on its way. */
  icon?: ReactNode;
  /** Shows the 'Cerrar aviso' button. */
  onDismiss?: () => void;
  'data-testid'?: string;
};

/**
 * A card at the top of a screen saying how something that happened elsewhere went (back from
 * Strava, back from the payment page). Errors are announced at once, the rest politely.
 */
export function Notice({ tone, title, text, icon, onDismiss, 'data-testid': testId }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn('flex items-start gap-3 rounded-2xl px-4 py-3 ring-1', TONES[tone])}
    >
      {icon ?? <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />}
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug">{title}</p>
        {text && <p className="mt-0.5 text-sm leading-snug opacity-90">{text}</p>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Cerrar aviso"
          className="-m-2 grid size-11 shrink-0 place-items-center rounded-full opacity-70 transition hover:bg-black/5 hover:opacity-100"
        >
          <X className="size-4.5" aria-hidden />
        </button>
      )}
    </div>
  );
}
