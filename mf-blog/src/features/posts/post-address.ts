import { paths } from '@academy/shared';

import type { BlogPost } from '@academy/shared';

/** The listing's address (the spec's /Blog; 'Blog/' with a trailing slash is the same route). */
export const BLOG_PATH = paths.blog();

const MAX_SLUG_LENGTH = 60;

/**
 * A readable tail for a post's address made of its title's Latin letters and digits:
 * 'Exam day checklist' → 'exam-day-checklist'. A title in another script gives '' (the address
 * is then the id alone), so an address never carries percent-encoded text.
 */
export function postSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The last segment of a post's address: '{id}-{slug}', or '{id}' without a slug. */
export function postSegment(post: Pick<BlogPost, 'id' | 'title'>): string {
  const slug = postSlug(post.title);
  return slug ? `${post.id}-${slug}` : String(post.id);
}

/** A post's own address, to share or open directly: /Blog/12-exam-day-checklist. */
export function postPath(post: Pick<BlogPost, 'id' | 'title'>): string {
  return paths.blog(postSegment(post));
}

/**
 * The post id an address segment names ('12', '12-any-slug'); null when it names no post. The
 * slug is not checked, so an address keeps working after its post's title changes.
 */
export function parsePostSegment(segment: string): number | null {
  const match = /^(\d{1,15})(?:-[^/]*)?$/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** History state of a post opened from the listing: closing it goes back instead of forward. */
export interface OpenedFromListing {
  fromListing: true;
}

export function openedFromListing(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<OpenedFromListing>).fromListing === true
  );
}
