import { ArrowRight, CalendarRange, Flame, Salad, Scale, ShieldCheck, Utensils } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StepScreen } from './step-screen';

const promises = [
  { icon: CalendarRange, text: 'Un plan en 3 fases hasta tu peso meta' },
  { icon: Utensils, text: 'La dieta que mejor encaja contigo' },
  { icon: Flame, text: 'Tus calorías y macros del día, a tu medida' },
];

/** Stage 1 (docs/product.md §2.5): what the questionnaire is for and how long it takes. */
export function WelcomeStep({ onStart }: { onStart: () => void }) {
  return (
    <StepScreen
      title="Bienvenida"
      actions={
        <Button size="lg" className="w-full" onClick={onStart}>
          Empezar
          <ArrowRight className="size-5" aria-hidden />
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-6 pt-2 text-center sm:pt-8">
        <div aria-hidden className="relative grid size-28 place-items-center">
          <span className="absolute inset-0 rounded-full bg-primary-200/60 blur-xl" />
          <span className="relative grid size-24 place-items-center rounded-[2rem] bg-primary-600 text-white shadow-lg shadow-primary-600/25">
            <Salad className="size-12" strokeWidth={1.75} />
          </span>
        </div>
        <div className="space-y-3">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary-700 ring-1 ring-primary-100">
            <Scale className="size-4" aria-hidden />
            Bajar de peso
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Solo toma 1 minuto</h1>
          <p className="mx-auto max-w-sm text-[17px] leading-relaxed text-gray-600">
            Responde unas preguntas rápidas y armamos tu plan para bajar de peso, hecho a tu medida.
          </p>
        </div>
        <ul className="w-full space-y-3 text-left">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3.5 ring-1 ring-black/5">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-[15px] font-medium text-ink">{text}</span>
            </li>
          ))}
        </ul>
        <p className="flex items-center gap-1.5 text-xs text-gray-500">
          <ShieldCheck className="size-4 text-primary-600" aria-hidden />
          Tus respuestas son privadas y solo sirven para tu plan.
        </p>
      </div>
    </StepScreen>
  );
}
