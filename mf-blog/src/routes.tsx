import { NotFound } from '@academy/shared';
import { Route, Routes } from 'react-router-dom';

export default function BlogRoutes() {
  return (
    <Routes>
      <Route path="/Blog" element={<h1>Our Blogs</h1>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
