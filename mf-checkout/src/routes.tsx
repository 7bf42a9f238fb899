import { NotFound, Route, Routes } from '@academy/shared';

import { CheckoutPage } from './features/course/CheckoutPage';

/** What the shell mounts for /Checkout (exposed as ./routes). */
export default function CheckoutRoutes() {
  return (
    <Routes>
      <Route path="/Checkout/:courseId" element={<CheckoutPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
