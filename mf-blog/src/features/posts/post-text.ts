import type { BlogPost } from '@academy/shared';

import { messages } from '../../messages';

/** Posts per page (spec section 9). */
export const BLOG_PAGE_SIZE = 6;
/** Characters of a post shown on its card (spec section 9). */
export const EXCERPT_LENGTH = 100;

/**
 * Cuts a text to `max` characters and adds an ellipsis when something was cut. Characters are
 * code points, so an emoji or an accented letter is never split in half.
 */
export function truncateText(text: string, max = EXCERPT_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('')}…`;
}

/** The posts whose title or content contains the keyword, ignoring case (spec section 5). */
export function filterPosts<T extends Pick<BlogPost, 'title' | 'content'>>(
  posts: readonly T[],
  keyword: string,
): T[] {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return [...posts];
  return posts.filter(
    (post) =>
      post.title.toLocaleLowerCase().includes(needle) ||
      post.content.toLocaleLowerCase().includes(needle),
  );
}

export function authorName(post: Pick<BlogPost, 'author_name'>): string {
  return post.author_name?.trim() || messages.unknownAuthor;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-01T09:30:00Z' → '1 November 2026'; an unreadable date is shown as it came. */
export function formatPostDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
