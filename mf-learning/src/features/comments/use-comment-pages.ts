import type { Comment } from '@academy/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useLearningMessages } from '../../messages';
import { fetchOlderComments } from './api';

/** Newest first, as the API orders them (ISO dates compare as text). */
function newestFirst(a: Comment, b: Comment): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

function union(...lists: readonly (readonly Comment[])[]): Comment[] {
  const byId = new Map<number, Comment>();
  for (const list of lists) for (const comment of list) byId.set(comment.id, comment);
  return [...byId.values()].sort(newestFirst);
}

export interface CommentPages {
  /** Every comment shown, newest first. */
  comments: Comment[];
  /** Whether older comments remain on the server. */
  hasMore: boolean;
  loading: boolean;
  /** Loads the next older page. */
  showMore: () => Promise<void>;
  /** What a screen reader hears after a "Show more" (a polite status). */
  announcement: string;
  /** The first comment a "Show more" added (focus goes there when the button goes away). */
  firstAddedId: number | null;
}

/**
 * The lesson's comments as pages: the newest page comes with the lesson (and again with it after a
 * comment is posted), older pages are asked for one "Show more" at a time. Comments once shown
 * stay shown when the newest page is fetched again, so a new comment never hides an older one.
 */
export function useCommentPages(
  courseId: number,
  lessonId: number,
  newest: readonly Comment[],
  newestNext: number | null,
): CommentPages {
  const messages = useLearningMessages();
  const [older, setOlder] = useState<Comment[]>([]);
  /** The cursor after the pages loaded here; undefined until a "Show more". */
  const [olderNext, setOlderNext] = useState<number | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [firstAddedId, setFirstAddedId] = useState<number | null>(null);
  const previousNewest = useRef(newest);

  // A newer first page (after a post) replaces the old one: keep its comments once older pages
  // are shown, or the one pushed out of the first page would vanish between the two.
  useEffect(() => {
    if (previousNewest.current === newest) return;
    const pushedOut = previousNewest.current;
    previousNewest.current = newest;
    if (olderNext !== undefined) setOlder((shown) => union(pushedOut, shown));
  }, [newest, olderNext]);

  const next = olderNext === undefined ? newestNext : olderNext;

  const showMore = useCallback(async () => {
    if (next === null || loading) return;
    setLoading(true);
    try {
      const page = await fetchOlderComments(courseId, lessonId, next);
      setOlder((shown) => union(shown, page.results));
      setOlderNext(page.next);
      setFirstAddedId(page.results[0]?.id ?? null);
      setAnnouncement(messages.olderCommentsLoaded(page.results.length));
    } catch (error) {
      console.error('[learning] could not load older comments', error);
      setAnnouncement(messages.olderCommentsFailed);
    } finally {
      setLoading(false);
    }
  }, [courseId, lessonId, next, loading, messages]);

  return {
    comments: union(newest, older),
    hasMore: next !== null,
    loading,
    showMore,
    announcement,
    firstAddedId,
  };
}
