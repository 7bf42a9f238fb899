import { NotFound } from '@academy/shared';
import { Route, Routes } from 'react-router-dom';

import { BlogPage } from './features/posts/BlogPage';

/** What the shell mounts for /Blog (exposed as ./routes); 'Blog/' matches the same route. */
export default function BlogRoutes() {
  return (
    <Routes>
      <Route path="/Blog" element={<BlogPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
