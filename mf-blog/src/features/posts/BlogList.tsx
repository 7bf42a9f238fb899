import { Pagination, SkeletonCardList, pageSlice, type BlogPost } from '@academy/shared';
import { useEffect, useId, useRef, useState } from 'react';

import { useBlogMessages } from '../../messages';
import { BlogCard } from './BlogCard';
import { BLOG_PAGE_SIZE, filterPosts, pageOfPost } from './post-text';
import './blog.css';

export interface BlogListProps {
  posts: readonly BlogPost[];
  /** True until the posts arrive (and after a failed load: the placeholders stay). */
  loading: boolean;
  /**
   * The post whose dialog is open, if any. The listing turns to the page that holds it, and when
   * the dialog closes focus goes back to that post's card (or to the search box when its card is
   * not on screen).
   */
  openPostId?: number | null;
}

/** Search, 6 cards a page with Back/Next, and the cards that open each post. */
export function BlogList({ posts, loading, openPostId = null }: BlogListProps) {
  const messages = useBlogMessages();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const cardLinks = useRef(new Map<number, HTMLAnchorElement>());

  const matches = filterPosts(posts, keyword);
  const pageCount = Math.ceil(matches.length / BLOG_PAGE_SIZE);
  const currentPage = Math.min(page, Math.max(pageCount - 1, 0));

  // A post opened by its address (or by back/forward) shows over the page that lists it: the
  // page follows when the open post's page changes (adjusted while rendering, not in an effect).
  const openPostPage = openPostId === null ? -1 : pageOfPost(matches, openPostId);
  const [followedPage, setFollowedPage] = useState(-1);
  if (openPostPage !== followedPage) {
    setFollowedPage(openPostPage);
    if (openPostPage >= 0) setPage(openPostPage);
  }

  const lastOpenPostId = useRef<number | null>(null);
  useEffect(() => {
    const closed = lastOpenPostId.current;
    lastOpenPostId.current = openPostId;
    if (closed === null || openPostId !== null) return undefined;
    // After this commit's other effects (the shell scrolls a new page to the top in its own).
    const timer = window.setTimeout(() => {
      (cardLinks.current.get(closed) ?? searchBox.current)?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [openPostId]);

  return (
    <>
      <div className="blog-search" role="search">
        <label className="ac-visually-hidden" htmlFor={searchId}>
          {messages.searchLabel}
        </label>
        <input
          ref={searchBox}
          id={searchId}
          type="search"
          className="ac-search-input"
          placeholder={messages.searchPlaceholder}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage(0);
          }}
        />
      </div>
      {loading ? (
        <SkeletonCardList className="blog-grid" count={BLOG_PAGE_SIZE} label={messages.loading} />
      ) : matches.length === 0 ? (
        <p className="blog-empty" role="status">
          {keyword.trim() ? messages.noMatches(keyword.trim()) : messages.noPosts}
        </p>
      ) : (
        <ul className="blog-grid">
          {pageSlice(matches, currentPage, BLOG_PAGE_SIZE).map((post, index) => (
            <li key={post.id}>
              <BlogCard
                post={post}
                first={index === 0}
                linkRef={(link) => {
                  if (link) cardLinks.current.set(post.id, link);
                  else cardLinks.current.delete(post.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {!loading && pageCount > 1 && (
        <Pagination
          label={messages.pagination}
          pageCount={pageCount}
          currentPage={currentPage}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
