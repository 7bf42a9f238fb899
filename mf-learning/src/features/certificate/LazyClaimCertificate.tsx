import { lazy, Suspense } from 'react';

import type { ClaimCertificateProps } from './ClaimCertificate';

// The claim form and its rules are fetched only for a completed course: most visits to a course
// or to My learning never show them, so they stay out of those pages' first chunks.
const ClaimCertificateForm = lazy(() =>
  import(/* webpackChunkName: "claim-certificate" */ './ClaimCertificate').then((module) => ({
    default: module.ClaimCertificate,
  })),
);

/** ClaimCertificate, loaded when first shown. */
export function LazyClaimCertificate(props: ClaimCertificateProps) {
  return (
    <Suspense fallback={null}>
      <ClaimCertificateForm {...props} />
    </Suspense>
  );
}
