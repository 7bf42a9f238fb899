import type { BlogPost } from '@academy/shared';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

import { messages } from '../../messages';
import { PostMeta } from './BlogCard';

interface PostDialogProps {
  post: BlogPost;
  /** Called once the dialog has closed (its Close button or Escape). */
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Splits a post into paragraphs at its line breaks. */
export function postParagraphs(content: string): string[] {
  return content.split(/\r?\n/).filter((text) => text.trim());
}

/**
 * The whole post in a modal <dialog> 500px wide, named by the post's title. The page behind is
 * inert while it is open; Tab and Shift+Tab cycle through the dialog's own controls; Escape and
 * Close both close it. Focus starts on Close (the caller puts it back where it was).
 */
export function PostDialog({ post, onClose }: PostDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeButton.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    if (event.key === 'Escape') {
      // One way out for every close: the same close() (and close event) as the Close button.
      event.preventDefault();
      dialog.close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
    if (event.shiftKey && (!inside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className="post-dialog"
      aria-labelledby={titleId}
      // A click on the post's text keeps focus in the dialog, so Escape and Tab still reach it.
      tabIndex={-1}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <article>
        <header className="post-dialog__header">
          <h2 id={titleId} dir="auto">
            {post.title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="post-dialog__close"
            onClick={() => ref.current?.close()}
          >
            {messages.close}
          </button>
        </header>
        {post.image && (
          <img
            className="post-dialog__image"
            src={post.image}
            alt={post.title}
            width={460}
            height={288}
          />
        )}
        <PostMeta post={post} />
        {postParagraphs(post.content).map((text, index) => (
          <p key={index} dir="auto">
            {text}
          </p>
        ))}
        {post.pdf && (
          <a
            className="ac-button"
            href={post.pdf}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={messages.openPdfLabel(post.title)}
          >
            {messages.openPdf}
          </a>
        )}
      </article>
    </dialog>
  );
}
