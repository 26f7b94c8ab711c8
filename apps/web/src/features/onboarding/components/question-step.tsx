import { isAnswered, type Question } from '@nutricoach/core/constants/questionnaire';
import type { QuestionnaireAnswers } from '@nutricoach/core/constants/questionnaire-values';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StepScreen } from './step-screen';

type QuestionStepProps = {
  question: Question;
  /** 0-based position among the visible questions, and how many there are. */
  index: number;
  count: number;
  answers: QuestionnaireAnswers;
  onChoose: (value: string) => void;
  onBack: () => void;
  onNext: () => void;
  /** The last question's 'Ver recomendaciones'. */
  onFinish: () => void;
  finishing: boolean;
  finishError: string | null;
};

/** One question at a time (docs/product.md §2.5): 'Pregunta n de N', its options, Anterior/Siguiente. */
export function QuestionStep(props: QuestionStepProps) {
  const { question, index, count, answers, onChoose, onBack, onNext, onFinish, finishing, finishError } = props;
  const isLast = index === count - 1;
  const answered = isAnswered(question, answers);
  const current = answers[question.id];
  const chosen = (value: string) => (Array.isArray(current) ? current.includes(value as never) : current === value);
  const headingId = `question-${question.id}`;

  return (
    <StepScreen
      title={`Pregunta ${index + 1} de ${count}`}
      onBack={onBack}
      progress={
        <div className="space-y-2">
          <p className="text-sm font-semibold text-primary-700">
            Pregunta {index + 1} de {count}
          </p>
          <ProgressBar value={index + 1} max={count} label="Progreso del cuestionario" />
        </div>
      }
      actions={
        <>
          <Button variant="secondary" size="lg" className="max-sm:px-4" onClick={onBack} disabled={finishing}>
            Anterior
          </Button>
          {isLast ? (
            // On a phone the words alone fill the room beside 'Anterior' (with the icon they were cut
            // off at 390 px); on a narrower one they may take two lines rather than leave the screen.
            <Button
              size="lg"
              className="min-w-0 flex-1 text-center leading-tight max-sm:whitespace-normal max-sm:px-4"
              disabled={!answered}
              loading={finishing}
              onClick={onFinish}
            >
              {!finishing && <Sparkles className="size-5 shrink-0 max-sm:hidden" aria-hidden />}
              Ver recomendaciones
            </Button>
          ) : (
            <Button size="lg" className="flex-1" disabled={!answered} onClick={onNext}>
              Siguiente
              <ArrowRight className="size-5" aria-hidden />
            </Button>
          )}
        </>
      }
    >
      <fieldset aria-labelledby={headingId} className="space-y-5">
        <div className="space-y-1.5">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
            {question.title}
          </h1>
          {question.subtitle && <p className="text-[15px] text-gray-600">{question.subtitle}</p>}
        </div>
        <div className="space-y-3">
          {question.options.map((option) => (
            <ChoiceCard
              key={option.value}
              type={question.multiple ? 'checkbox' : 'radio'}
              name={question.id}
              value={option.value}
              checked={chosen(option.value)}
              onChange={() => onChoose(option.value)}
              label={option.label}
              description={option.description}
              leading={option.emoji}
              disabled={finishing}
            />
          ))}
        </div>
        {finishError && <Alert>{finishError}</Alert>}
      </fieldset>
    </StepScreen>
  );
}
