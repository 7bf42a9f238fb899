import type { Comment } from '@academy/shared';

import { messages } from '../../messages';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import './comments.css';

interface CommentsSectionProps {
  lessonId: number;
  comments: readonly Comment[];
}

/** Under a lesson: its comments, then the form to post one. */
export function CommentsSection({ lessonId, comments }: CommentsSectionProps) {
  return (
    <section className="lesson-comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{messages.commentsTitle}</h2>
      <CommentList comments={comments} />
      <CommentForm lessonId={lessonId} />
    </section>
  );
}
