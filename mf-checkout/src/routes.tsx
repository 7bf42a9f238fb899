import { Route, RoutesWithNotFound } from '@academy/shared';

import { CheckoutPage } from './features/course/CheckoutPage';
import { ReturnPage } from './features/local-payment/ReturnPage';

/** What the shell mounts under /Checkout (exposed as ./routes; paths relative to it). */
export default function CheckoutRoutes() {
  return (
    <RoutesWithNotFound>
      {/* Back from Paymob's or Moyasar's hosted page (docs/payments.md). */}
      <Route path="return" element={<ReturnPage />} />
      <Route path=":courseId" element={<CheckoutPage />} />
    </RoutesWithNotFound>
  );
}
