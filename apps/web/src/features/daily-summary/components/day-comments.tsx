import { CommentCard } from '@/components/comment-card';
import type { Comment } from '@/lib/api/professional-types';

/** A meal's comments from the nutritionist, under the meal (issue 33). */
export function MealComments({ comments }: { comments: Comment[] }) {
  if (comments.length === 0) return null;
  return (
    <div className="mt-2 space-y-2">
      {comments.map((comment) => (
        <CommentCard key={comment.id} comment={comment} />
      ))}
    </div>
  );
}

/** The day's comments that name no meal, at the foot of the day (nothing moves above them when they come). */
export function DayComments({ comments }: { comments: Comment[] }) {
  const day = comments.filter((comment) => !comment.nutrition_log_id);
  if (day.length === 0) return null;
  return (
    <section aria-label="Comentarios de tu nutricionista" className="space-y-2">
      {day.map((comment) => (
        <CommentCard key={comment.id} comment={comment} className="rounded-3xl px-4 py-4 sm:px-5" />
      ))}
    </section>
  );
}
