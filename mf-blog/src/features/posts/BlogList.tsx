import { Pagination, SkeletonCardList, pageSlice, type BlogPost } from '@academy/shared';
import { useId, useRef, useState } from 'react';

import { messages } from '../../messages';
import { BlogCard } from './BlogCard';
import { PostDialog } from './PostDialog';
import { BLOG_PAGE_SIZE, filterPosts } from './post-text';
import './blog.css';

export interface BlogListProps {
  posts: readonly BlogPost[];
  /** True until the posts arrive (and after a failed load: the placeholders stay). */
  loading: boolean;
}

/** Search, 6 cards a page with Back/Next, and the pop-up of the post that was opened. */
export function BlogList({ posts, loading }: BlogListProps) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<BlogPost | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const searchId = useId();

  const matches = filterPosts(posts, keyword);
  const pageCount = Math.ceil(matches.length / BLOG_PAGE_SIZE);
  const currentPage = Math.min(page, Math.max(pageCount - 1, 0));

  return (
    <>
      <div className="blog-search">
        <label className="ac-visually-hidden" htmlFor={searchId}>
          {messages.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className="blog-search__input"
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
          {pageSlice(matches, currentPage, BLOG_PAGE_SIZE).map((post) => (
            <li key={post.id}>
              <BlogCard
                post={post}
                onOpen={(chosen, button) => {
                  opener.current = button;
                  setOpened(chosen);
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
      {opened && (
        <PostDialog
          key={opened.id}
          post={opened}
          onClose={() => {
            setOpened(null);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
