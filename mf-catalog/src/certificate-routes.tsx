import { Route, RoutesWithNotFound } from '@academy/shared';

import { CertificatePage } from './features/certificate/CertificatePage';

/** What the shell mounts under /Certificate (exposed as ./CertificateRoutes): public. */
export default function CertificateRoutes() {
  return (
    <RoutesWithNotFound>
      <Route path=":code" element={<CertificatePage />} />
    </RoutesWithNotFound>
  );
}
