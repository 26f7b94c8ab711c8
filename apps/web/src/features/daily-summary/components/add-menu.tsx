import { Dumbbell, MessageCircle, Scale, UtensilsCrossed } from 'lucide-react';
import { Sheet } from '@/components/ui/sheet';

type AddMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (kind: 'meal' | 'exercise' | 'weight') => void;
  mealChatHref: string;
  exerciseChatHref: string;
};

const OPTIONS = [
  { kind: 'meal', label: 'Comida', icon: UtensilsCrossed, tone: 'bg-orange-50 text-orange-600' },
  { kind: 'exercise', label: 'Ejercicio', icon: Dumbbell, tone: 'bg-primary-50 text-primary-600' },
  { kind: 'weight', label: 'Peso', icon: Scale, tone: 'bg-sky-50 text-sky-600' },
] as const;

/** What the add button offers: a meal, a workout or the weight, or sending it to the coach by chat. */
export function AddMenu({ open, onOpenChange, onPick, mealChatHref, exerciseChatHref }: AddMenuProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="¿Qué quieres registrar?">
      <div className="grid grid-cols-3 gap-2.5">
        {OPTIONS.map(({ kind, label, icon: Icon, tone }) => (
          <button
            key={kind}
            type="button"
            onClick={() => onPick(kind)}
            className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl bg-white px-2 py-3 ring-1 ring-gray-200 transition hover:ring-primary-300 active:scale-[0.98]"
          >
            <span className={`grid size-11 place-items-center rounded-2xl ${tone}`}>
              <Icon className="size-5.5" aria-hidden />
            </span>
            <span className="text-sm font-semibold text-ink">{label}</span>
          </button>
        ))}
      </div>
      <p className="mb-2 mt-6 text-sm font-semibold text-gray-600">O cuéntaselo a tu coach por WhatsApp</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {[
          { href: mealChatHref, label: 'Enviar una comida' },
          { href: exerciseChatHref, label: 'Enviar un entrenamiento' },
        ].map(({ href, label }) => (
          <a
            key={label}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onOpenChange(false)}
            className="flex min-h-12 items-center gap-3 rounded-2xl bg-[#e9f8ef] px-4 text-[15px] font-semibold text-[#12703d] transition-colors hover:bg-[#dcf3e5]"
          >
            <MessageCircle className="size-5 shrink-0" aria-hidden />
            <span className="flex-1">{label}</span>
          </a>
        ))}
      </div>
    </Sheet>
  );
}
