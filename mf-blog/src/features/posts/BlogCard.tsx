import { OptionalImage, type BlogPost } from '@academy/shared';

import { messages } from '../../messages';
import { authorName, formatPostDate, truncateText } from './post-text';

interface BlogCardProps {
  post: BlogPost;
  /** Receives the card's button so focus can go back to it when the pop-up closes. */
  onOpen: (post: BlogPost, opener: HTMLButtonElement) => void;
}

/** A post's card: a click anywhere on it (or Enter on its title) opens the whole post. */
export function BlogCard({ post, onOpen }: BlogCardProps) {
  return (
    <article className="blog-card">
      <OptionalImage
        className="blog-card__image"
        src={post.image}
        alt={post.title}
        width={400}
        height={250}
        loading="lazy"
        decoding="async"
      />
      <div className="blog-card__body">
        <h2 className="blog-card__title" dir="auto">
          <button
            type="button"
            className="blog-card__open"
            aria-label={messages.readMore(post.title)}
            onClick={(event) => onOpen(post, event.currentTarget)}
          >
            {post.title}
          </button>
        </h2>
        <PostMeta post={post} />
        <p className="blog-card__excerpt" dir="auto">
          {truncateText(post.content)}
        </p>
      </div>
    </article>
  );
}

/** 'By {author} · {date}'; an author name in another script keeps its own direction. */
export function PostMeta({ post }: { post: Pick<BlogPost, 'author_name' | 'date_posted'> }) {
  return (
    <p className="blog-card__meta">
      {messages.by} <bdi>{authorName(post)}</bdi> ·{' '}
      <time dateTime={post.date_posted}>{formatPostDate(post.date_posted)}</time>
    </p>
  );
}
