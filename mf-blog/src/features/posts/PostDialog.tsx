import { Dialog, useLocalized, type BlogPost } from '@academy/shared';

import { useBlogMessages } from '../../messages';
import { PostMeta } from './BlogCard';

interface PostDialogProps {
  post: BlogPost;
  /** Called once the dialog has closed (its Close button or Escape). */
  onClose: () => void;
}

/** Splits a post into paragraphs at its line breaks. */
export function postParagraphs(content: string): string[] {
  return content.split(/\r?\n/).filter((text) => text.trim());
}

/**
 * The whole post in the shared modal dialog, 500px wide (spec), named by the post's title. Focus
 * starts on Close (the listing then puts it on the post's card).
 */
export function PostDialog({ post, onClose }: PostDialogProps) {
  const messages = useBlogMessages();
  const localized = useLocalized();
  const title = localized(post, 'title');
  return (
    <Dialog
      title={title}
      closeLabel={messages.close}
      onClose={onClose}
      describedByBody={false}
      className="post-dialog"
    >
      <article>
        {post.image && (
          <img
            className="post-dialog__image"
            src={post.image}
            alt={title}
            width={460}
            height={288}
          />
        )}
        <PostMeta post={post} />
        {postParagraphs(localized(post, 'content')).map((text, index) => (
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
            aria-label={messages.openPdfLabel(title)}
          >
            {messages.openPdf}
          </a>
        )}
      </article>
    </Dialog>
  );
}
