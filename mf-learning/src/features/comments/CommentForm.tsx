import { notify } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';

import { messages } from '../../messages';

interface CommentFormProps {
  /** Sends the comment; resolves once it is stored, rejects when it was not. */
  onPost: (text: string) => Promise<void>;
}

/**
 * Posting a comment: an empty one warns 'Your Comment is Emtpy !' and sends nothing; a stored
 * one says 'Your Comment is Posted !' and clears the box.
 */
export function CommentForm({ onPost }: CommentFormProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      notify.warning(messages.commentEmpty);
      return;
    }
    setSending(true);
    try {
      await onPost(text.trim());
      setText('');
      notify.success(messages.commentPosted);
    } catch (error) {
      console.error('[learning] could not post the comment', error);
      notify.error(messages.commentFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{messages.commentLabel}</label>
      <textarea
        id={fieldId}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="ac-button" disabled={sending}>
        {sending ? messages.posting : messages.postComment}
      </button>
    </form>
  );
}
