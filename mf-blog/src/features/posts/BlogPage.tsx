import { useDocumentTitle, type BlogPost } from '@academy/shared';
import { useEffect, useState } from 'react';

import { messages } from '../../messages';
import { fetchBlogPosts } from './api';
import { BlogList } from './BlogList';
import './blog.css';

/** /Blog: 'Our Blogs'. A failed load is logged only (spec section 8): the placeholders stay. */
export function BlogPage() {
  useDocumentTitle(messages.title);
  const [posts, setPosts] = useState<BlogPost[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchBlogPosts(controller.signal).then(setPosts, (error: unknown) => {
      if (!controller.signal.aborted) console.error('[blog] could not load the blog posts', error);
    });
    return () => controller.abort();
  }, []);

  return (
    <section className="blog-page" aria-labelledby="blog-title">
      <h1 id="blog-title">{messages.title}</h1>
      <BlogList posts={posts ?? []} loading={posts === null} />
    </section>
  );
}
