import type { BlogPost } from '@academy/shared';
import { useEffect, useId, useRef } from 'react';

import { messages } from '../../messages';
import { PostMeta } from './BlogCard';

interface PostDialogProps {
  post: BlogPost;
  /** Called once the dialog has closed (Close button or Escape). */
  onClose: () => void;
}

/** The whole post in a modal <dialog> (500px wide): Escape and Close both close it. */
export function PostDialog({ post, onClose }: PostDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const paragraphs = post.content.split(/\n\s*\n|\r?\n/).filter((text) => text.trim());

  return (
    <dialog ref={ref} className="post-dialog" aria-labelledby={titleId} onClose={onClose}>
      <article>
        <header className="post-dialog__header">
          <h2 id={titleId} dir="auto">
            {post.title}
          </h2>
          <button type="button" className="post-dialog__close" onClick={() => ref.current?.close()}>
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
        {paragraphs.map((text, index) => (
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
