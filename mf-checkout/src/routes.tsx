import { Route, RoutesWithNotFound } from '@academy/shared';

import { CheckoutPage } from './features/course/CheckoutPage';

/** What the shell mounts under /Checkout (exposed as ./routes; paths relative to it). */
export default function CheckoutRoutes() {
  return (
    <RoutesWithNotFound>
      <Route path=":courseId" element={<CheckoutPage />} />
    </RoutesWithNotFound>
  );
}
