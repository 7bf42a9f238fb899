import { formattersFor, type BlogPost } from '@academy/shared';

import { blogCatalogue } from '../../messages';

/** Posts per page (docs/specification.md §9). */
export const BLOG_PAGE_SIZE = 6;
/** Characters of a post shown on its card (docs/specification.md §9). */
export const EXCERPT_LENGTH = 100;
/** Added where a card's text was cut. */
export const ELLIPSIS = '…';

// User-perceived characters (grapheme clusters): a flag, a family emoji or a letter with a
// combining accent counts as one and is never split. Code points where Intl.Segmenter is missing.
const graphemeSegmenter =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('en', { granularity: 'grapheme' })
    : null;

function* characters(text: string): Generator<string> {
  if (graphemeSegmenter) {
    for (const { segment } of graphemeSegmenter.segment(text)) yield segment;
  } else {
    yield* text;
  }
}

/**
 * Cuts a text to its first `max` user-perceived characters and adds an ellipsis when something
 * was cut; a text of `max` characters or fewer comes back unchanged. Stops reading at `max + 1`,
 * so a long post is not segmented whole.
 */
export function truncateText(text: string, max = EXCERPT_LENGTH): string {
  let kept = '';
  let count = 0;
  for (const character of characters(text)) {
    if (count === max) return `${kept}${ELLIPSIS}`;
    kept += character;
    count += 1;
  }
  return text;
}

/**
 * The posts whose title or content contains the keyword, ignoring case (docs/specification.md §5).
 */
export function filterPosts<T extends Pick<BlogPost, 'title' | 'content'>>(
  posts: readonly T[],
  keyword: string,
): T[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...posts];
  return posts.filter(
    (post) =>
      post.title.toLowerCase().includes(needle) || post.content.toLowerCase().includes(needle),
  );
}

/** The zero-based page of the listing that holds a post, or -1 when it is not listed. */
export function pageOfPost(posts: readonly Pick<BlogPost, 'id'>[], postId: number): number {
  const index = posts.findIndex((post) => post.id === postId);
  return index < 0 ? -1 : Math.floor(index / BLOG_PAGE_SIZE);
}

export function authorName(post: Pick<BlogPost, 'author_name'>): string {
  return post.author_name?.trim() || blogCatalogue.current().unknownAuthor;
}

const POST_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * '2026-11-01T09:30:00Z' → '1 November 2026' (in Arabic, the locale's own words and digits), by
 * the shared date formatter; an unreadable date is shown as it came.
 */
export const formatPostDate = (value: string, locale = 'en'): string =>
  formattersFor(locale).date(value, POST_DATE);
