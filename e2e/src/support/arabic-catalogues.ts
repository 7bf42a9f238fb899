// The packages' Arabic catalogues, so the Arabic suite expects the copy the site ships instead of
// retyping it. Loaded through jest rather than imported: e2e's type check (Node16 resolution)
// cannot follow the packages' bundler-style imports, while jest's transform runs them as the
// packages' own tests do. Only what the suite reads is typed here. Entries that format numbers format them for this
// process's locale (English), not the page's: use the plain strings and those of string arguments.

interface CheckoutArabic {
  paymentHeading: string;
  charged(usd: string): string;
  localCharged(amount: string): string;
  usePayPalInstead: string;
  usdOnly: string;
  localSandbox: string;
  couponLabel: string;
  couponApply: string;
  couponRequired: string;
  egyptHeading: string;
  egyptWays(price: string): string;
}

interface MyLearningArabic {
  myLearningTitle: string;
  myCoursesTitle: string;
  recentAttemptsTitle: string;
  weakestDomainTitle: string;
  ordersTitle: string;
  certificateOf(course: string): string;
}

interface AttemptArabic {
  attemptResultTitle: string;
  learnTitle: string;
  reviewAnswersTitle: string;
}

interface ResultsArabic {
  domainsTitle: string;
  domainChartCaption: string;
  tasksTitle: string;
  domainRatings: Record<string, string>;
}

interface CertificateArabic {
  certificateTitle: string;
  certificateVerified: string;
  certificateIssued: string;
  certificateContactHours: string;
  certificateCode: string;
  certificateDownloadLabel: string;
}

const arabic = <T>(catalogue: string): T => jest.requireActual<{ ar: T }>(catalogue).ar;

export const checkoutAr = arabic<CheckoutArabic>('../../../mf-checkout/src/messages.ar');
export const learningAr = arabic<MyLearningArabic>(
  '../../../mf-learning/src/features/my-learning/messages.ar',
);
export const attemptAr = arabic<AttemptArabic>('../../../mf-exam/src/features/attempt/messages.ar');
export const resultsAr = arabic<ResultsArabic>('../../../mf-exam/src/features/results/messages.ar');
export const certificateAr = arabic<CertificateArabic>(
  '../../../mf-catalog/src/features/certificate/messages.ar',
);
