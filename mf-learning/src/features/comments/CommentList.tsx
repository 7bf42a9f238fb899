import { useFormat, type Comment } from '@academy/shared';

import { useLearningMessages } from '../../messages';
import './comments.css';

/** The lesson's comments, in the order given: who wrote what, and when. */
export function CommentList({ comments }: { comments: readonly Comment[] }) {
  const messages = useLearningMessages();
  const { dateTime } = useFormat();
  if (comments.length === 0) return <p className="comment-list__empty">{messages.noComments}</p>;
  return (
    <ul className="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="comment" data-comment-id={comment.id} tabIndex={-1}>
          <p className="comment__meta">
            {/* Names and texts may be Arabic or English: each keeps its own direction. */}
            <strong>
              <bdi>{comment.username}</bdi>
            </strong>{' '}
            <time dateTime={comment.created_at}>{dateTime(comment.created_at)}</time>
          </p>
          <p className="comment__text" dir="auto">
            {comment.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
