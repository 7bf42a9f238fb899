import { Route, RoutesWithNotFound } from '@academy/shared';

import { BlogPage } from './features/posts/BlogPage';

/**
 * What the shell mounts under /Blog (exposed as ./routes; paths relative to it). One route for
 * the listing and a post's own address (/Blog/{id}-{slug}), so moving between them keeps the
 * listing's search and page; 'Blog/' matches it too.
 */
export default function BlogRoutes() {
  return (
    <RoutesWithNotFound>
      <Route path=":postSegment?" element={<BlogPage />} />
    </RoutesWithNotFound>
  );
}
