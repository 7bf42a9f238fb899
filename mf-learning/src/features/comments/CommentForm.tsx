import {
  apiErrorMessages,
  apiErrorResponse,
  notify,
  prefetchValidation,
  selectUserId,
  SubmitButton,
  useAuthStore,
} from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';

import { useLearningMessages } from '../../messages';
import { usePostComment } from './use-post-comment';
import { checkComment, COMMENT_MAX_LENGTH } from './schema';

interface CommentFormProps {
  /** The lesson the comment is about. */
  lessonId: number;
  /** Hears a stored comment (the lesson shown is fetched again for its comments by itself). */
  onPosted?: () => void;
}

/**
 * Posting a comment: an empty one warns 'Your Comment is Emtpy !' and sends nothing; a stored one
 * says 'Your Comment is Posted !', clears the box and has the lesson's comments fetched again.
 */
export function CommentForm({ lessonId, onPosted }: CommentFormProps) {
  const messages = useLearningMessages();
  const userId = useAuthStore(selectUserId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const post = usePostComment();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || userId === null) return;
    const checked = await checkComment(text);
    if (checked.value === undefined) {
      // One toast per message however often the button is pressed.
      notify.warning(checked.problem, { toastId: checked.problem });
      return;
    }
    const comment = checked.value.text;
    setSending(true);
    try {
      await post.mutateAsync({ user: userId, text: comment, lesson: lessonId });
      setText('');
      notify.success(messages.commentPosted);
      onPosted?.();
    } catch (error) {
      // A 401 ends the session: the API client is already taking the learner to /login.
      if (apiErrorResponse(error)?.status !== 401) {
        console.error('[learning] could not post the comment', error);
        notify.error(apiErrorMessages(error)[0] ?? messages.commentFailed);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={submit} onFocus={prefetchValidation} noValidate>
      <label htmlFor={fieldId}>{messages.commentLabel}</label>
      <textarea
        id={fieldId}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SubmitButton busy={sending}>{messages.postComment}</SubmitButton>
    </form>
  );
}
