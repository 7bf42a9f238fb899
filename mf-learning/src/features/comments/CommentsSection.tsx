import type { Comment } from '@academy/shared';
import { useEffect, useRef } from 'react';

import { useLearningMessages } from '../../messages';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { useCommentPages } from './use-comment-pages';
import './comments.css';

interface CommentsSectionProps {
  courseId: number;
  lessonId: number;
  /** The newest comments, as the lesson carries them (newest first). */
  comments: readonly Comment[];
  /** The lesson's `comments_next`: the cursor of the older comments, null when none. */
  commentsNext: number | null;
}

/** Under a lesson: its comments (newest first, older ones on "Show more"), then the form. */
export function CommentsSection({
  courseId,
  lessonId,
  comments,
  commentsNext,
}: CommentsSectionProps) {
  const messages = useLearningMessages();
  const pages = useCommentPages(courseId, lessonId, comments, commentsNext);
  const listRef = useRef<HTMLDivElement>(null);
  const { hasMore, firstAddedId } = pages;

  // When the last page is in, the button goes away: focus moves to the first comment it added
  // rather than falling back to the top of the page.
  useEffect(() => {
    if (hasMore || firstAddedId === null) return;
    const added = listRef.current?.querySelector<HTMLElement>(
      `[data-comment-id="${firstAddedId}"]`,
    );
    if (added && document.activeElement === document.body) added.focus();
  }, [hasMore, firstAddedId]);

  return (
    <section className="lesson-comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{messages.commentsTitle}</h2>
      <div ref={listRef}>
        <CommentList comments={pages.comments} />
      </div>
      {hasMore && (
        <button
          type="button"
          className="ac-button comments__more"
          aria-busy={pages.loading}
          onClick={() => void pages.showMore()}
        >
          {messages.showMoreComments}
        </button>
      )}
      <p role="status" className="ac-visually-hidden">
        {pages.announcement}
      </p>
      <CommentForm lessonId={lessonId} />
    </section>
  );
}
