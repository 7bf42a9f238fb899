import { OptionalImage, type BlogPost, Link, useLocale, useLocalized } from '@academy/shared';
import type { Ref } from 'react';

import { useBlogMessages } from '../../messages';
import { postPath, type OpenedFromListing } from './post-address';
import { authorName, formatPostDate, truncateText } from './post-text';

const fromListing: OpenedFromListing = { fromListing: true };

interface BlogCardProps {
  post: BlogPost;
  /** The card's link, so focus can go back to it when the post's dialog closes. */
  linkRef?: Ref<HTMLAnchorElement>;
  /** The listing's first card: its image is the largest thing on the first screen, so it is
   * fetched at once and first, not lazily. */
  first?: boolean;
}

/**
 * A post's card. Its title links to the post's own address (which opens the post's dialog), so
 * the post can also be opened in a new tab or shared; a click anywhere on the card follows it.
 */
export function BlogCard({ post, linkRef, first = false }: BlogCardProps) {
  const messages = useBlogMessages();
  const localized = useLocalized();
  const title = localized(post, 'title');
  return (
    <article className="ac-card blog-card">
      <OptionalImage
        className="ac-card-image blog-card__image"
        src={post.image}
        alt={title}
        width={400}
        height={250}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      <div className="blog-card__body">
        <h2 className="blog-card__title" dir="auto">
          <Link
            ref={linkRef}
            className="blog-card__open"
            to={postPath(post)}
            state={fromListing}
            aria-label={messages.readMore(title)}
          >
            {title}
          </Link>
        </h2>
        <PostMeta post={post} />
        <p className="blog-card__excerpt" dir="auto">
          {truncateText(localized(post, 'content'))}
        </p>
      </div>
    </article>
  );
}

/** 'By {author} · {date}'; an author name in another script keeps its own direction. */
export function PostMeta({ post }: { post: Pick<BlogPost, 'author_name' | 'date_posted'> }) {
  const messages = useBlogMessages();
  const locale = useLocale();
  return (
    <p className="blog-card__meta">
      {messages.by} <bdi>{authorName(post)}</bdi> ·{' '}
      <time dateTime={post.date_posted}>{formatPostDate(post.date_posted, locale)}</time>
    </p>
  );
}
