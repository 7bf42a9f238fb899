import { NotFound, useDocumentTitle, useLocation, useNavigate, useParams } from '@academy/shared';
import { useEffect } from 'react';

import { useBlogMessages } from '../../messages';
import { useBlogPosts } from './api';
import { BlogList } from './BlogList';
import {
  BLOG_PATH,
  openedFromListing,
  parsePostSegment,
  postPath,
  postSegment,
} from './post-address';
import { PostDialog } from './PostDialog';
import './blog.css';

/**
 * /Blog: 'Our Blogs'. /Blog/{id}-{slug} is the same listing with that post's dialog open, so a
 * post can be shared and opened directly; closing the dialog returns to /Blog (back in history
 * when the post was opened from the listing). A failed load is logged only
 * (docs/specification.md §8): the placeholders stay.
 */
export function BlogPage() {
  const messages = useBlogMessages();
  const { postSegment: segment } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const posts = useBlogPosts();

  const postId = segment === undefined ? null : parsePostSegment(segment);
  const openPost = postId === null || !posts ? null : (posts.find((p) => p.id === postId) ?? null);
  const missingPost = postId !== null && posts !== null && !openPost;
  useDocumentTitle(openPost ? openPost.title : messages.title);

  // An address with an old or no slug is rewritten to the post's own (same history entry).
  const canonicalSegment = openPost ? postSegment(openPost) : null;
  useEffect(() => {
    if (openPost && canonicalSegment !== segment) {
      navigate(postPath(openPost), { replace: true, state: location.state });
    }
  }, [openPost, canonicalSegment, segment, navigate, location.state]);

  if (segment !== undefined && postId === null) return <NotFound />;

  const closePost = () => {
    if (openedFromListing(location.state)) navigate(-1);
    else navigate(BLOG_PATH);
  };

  return (
    <section className="ac-page blog-page" aria-labelledby="blog-title">
      <h1 id="blog-title">{messages.title}</h1>
      {missingPost && (
        <p className="blog-missing" role="status">
          {messages.postNotFound}
        </p>
      )}
      <BlogList posts={posts ?? []} loading={posts === null} openPostId={openPost?.id ?? null} />
      {openPost && <PostDialog key={openPost.id} post={openPost} onClose={closePost} />}
    </section>
  );
}
