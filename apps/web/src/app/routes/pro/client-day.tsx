import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { CommentCard } from '@/components/comment-card';
import { ExerciseList } from '@/features/daily-summary/components/exercise-list';
import { MacroGauges } from '@/features/daily-summary/components/macro-gauges';
import { MealList } from '@/features/daily-summary/components/meal-list';
import { CommentForm } from '@/features/pro/components/comment-form';
import { formatDay, formatKcal } from '@/features/pro/utils/format';
import type { Comment } from '@/lib/api/professional-types';

/** A client's day as they see it, read-only (the same gauges and lists), with 'Comentar esta comida' under each meal. */
export function ClientDay({
  day,
  loading,
  comments: allComments,
  clientId: id,
  date,
  today,
}: {
  day: DailySummary;
  loading: boolean;
  comments: Comment[];
  clientId: string;
  date: string;
  today: string;
}) {
  const [commentingOn, setCommentingOn] = useState<string | null>(null);
  const summary = day.summary;
  const dayWords = date === today ? 'hoy' : `el ${formatDay(date)}`;
  return (
    <div className="space-y-4" aria-busy={loading || undefined}>
      <p className="text-[15px] text-gray-700">
        <span className="text-2xl font-bold tabular-nums text-ink">{formatKcal(summary.consumed.calories)}</span> de{' '}
        {formatKcal(summary.ideal.calories)}
        {day.weight !== null && ` · Peso ${day.weight} kg`}
      </p>
      <MacroGauges summary={summary} />
      <div>
        <h3 className="mb-2 font-semibold text-ink">Comidas</h3>
        <MealList
          logs={day.logs}
          dayWords={dayWords}
          emptyHint="Cuando registre una comida, la verás aquí con sus alimentos."
          showFoods
          below={(log) => (
            <MealCommentSlot
              comments={allComments.filter((c) => c.nutrition_log_id === log._id)}
              open={commentingOn === log._id}
              onOpen={() => setCommentingOn(log._id)}
              onClose={() => setCommentingOn(null)}
              clientId={id}
              date={date}
              logId={log._id}
            />
          )}
        />
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-ink">Ejercicio</h3>
        <ExerciseList logs={day.training} dayWords={dayWords} emptyHint="Cuando registre ejercicio, lo verás aquí." />
      </div>
    </div>
  );
}

function MealCommentSlot({
  comments,
  open,
  onOpen,
  onClose,
  clientId,
  date,
  logId,
}: {
  comments: Comment[];
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  clientId: string;
  date: string;
  logId: string;
}) {
  return (
    <div className="mt-2 space-y-2">
      {comments.map((comment) => (
        <CommentCard key={comment.id} comment={comment} title="Tu comentario" />
      ))}
      {open ? (
        <CommentForm
          clientId={clientId}
          date={date}
          nutritionLogId={logId}
          label="Comentario sobre esta comida"
          onDone={onClose}
        />
      ) : (
        <button
          type="button"
          onClick={onOpen}
          className="-ml-2.5 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-primary-700 hover:bg-primary-50"
        >
          <MessageSquareText className="size-4" aria-hidden />
          Comentar esta comida
        </button>
      )}
    </div>
  );
}
