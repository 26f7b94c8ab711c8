import { MessageSquareText } from 'lucide-react';
import type { Comment } from '@/lib/api/professional-types';
import { cn } from './ui/cn';
import { spanishDate } from '@/lib/format';

const when = () => spanishDate({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The comment's time, 'a las 14:05 del 24 nov': the date of the day it is about is the screen's. */
export function commentTime(createdAt: string): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? '' : when().format(at);
}

/**
 * A nutritionist's comment (issue 33): on the client's day ('Comentario de tu nutricionista') and
 * on the professional's view of it ('Tu comentario'). Long words wrap anywhere (break-words alone still widened the day at 360 px: a word sets the min-content width).
 */
export function CommentCard({
  comment,
  title = 'Comentario de tu nutricionista',
  className,
}: {
  comment: Comment;
  title?: string;
  className?: string;
}) {
  return (
    <article
      aria-label={title}
      data-testid="nutritionist-comment"
      className={cn('flex gap-3 rounded-2xl bg-sky-50 px-3.5 py-3 text-sky-950 ring-1 ring-sky-200', className)}
    >
      <MessageSquareText className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-sky-800">{title}</p>
        <p className="mt-0.5 whitespace-pre-line wrap-anywhere text-[15px] leading-snug">{comment.text}</p>
        <p className="mt-1 text-xs text-sky-800/80">
          {comment.author_name} · {commentTime(comment.created_at)}
        </p>
      </div>
    </article>
  );
}
