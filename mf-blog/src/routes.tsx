import { NotFound, Route, Routes } from '@academy/shared';

import { BlogPage } from './features/posts/BlogPage';

/**
 * What the shell mounts for /Blog (exposed as ./routes). One route for the listing and a post's
 * own address (/Blog/{id}-{slug}), so moving between them keeps the listing's search and page;
 * 'Blog/' matches it too.
 */
export default function BlogRoutes() {
  return (
    <Routes>
      <Route path="/Blog/:postSegment?" element={<BlogPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
