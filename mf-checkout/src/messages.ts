// mf-checkout's user-facing copy. Texts quoted from the spec are verbatim (typos included).
import { defineCatalogue } from '@academy/shared';

export const en = {
  pageTitle: 'Course checkout',
  loading: 'Loading the course',
  loadFailed: 'OOOPS , Something went wrong',
  notLoaded: 'This course could not be loaded. Please try again later.',
  price: 'Price',
  invalidPrice: 'Invalid price',
  instructor: 'Instructor',
  lessons: 'Lessons',
  description: 'About this course',
  comingSoon: 'Coming Soon',
  trailerFallback: 'Your browser cannot play this video.',
  loginToProceed: 'Log in to Proceed',
  goToCourse: 'GO TO Course Direct',
  checking: 'Checking your enrolment',

  // Price and what PayPal charges.
  charged: (usd: string) => `You will be charged ${usd} USD`,
  chargedThroughPayPal: 'through PayPal.',
  usdOnly:
    'PayPal cannot charge Egyptian pounds or Saudi riyals: the price above is for information, and the payment is made in US dollars.',
  couponInPrice: (title: string) => `Coupon ${title} is applied to this price.`,

  // Coupons.
  couponLabel: 'Coupon code',
  couponApply: 'Apply',
  couponApplying: 'Applying…',
  couponRequired: 'Enter a coupon code.',
  couponTooLong: 'A coupon code has at most 64 characters.',
  couponNotLoggedIn: 'You must be logged in to apply a coupon.',
  couponApplied: 'Coupon applied successfully.',
  couponInvalid: 'Invalid coupon.',

  // PayPal.
  paymentHeading: 'Pay for this course',
  paypalLoading: 'Loading PayPal',
  paypalLoadFailed: 'PayPal could not be loaded. Please check your connection and reload the page.',
  paypalNotConfigured:
    'Online payment is not set up on this site yet. Please contact the academy to enrol.',
  localSandbox:
    'Local sandbox mode: payments go to a PayPal stand-in running on this machine. No real money is charged.',
  sandbox: 'PayPal sandbox mode: pay with a PayPal sandbox test account. No real money is charged.',
  createFailed: 'Could not initiate PayPal Checkout...',
  captureFailed: 'Sorry, your transaction could not be processed..',
  declinedRestart:
    'Your payment method was declined. Choose another way to pay in the PayPal window.',
  cancelled: 'The payment was cancelled. You can start again whenever you are ready.',
  orderSaveFailed: 'OOOPS , Some Thing Wrong',
  orderSaved: 'Your Order Success , will Navigate Automatically To Lessons Page ',

  // Paying in EGP (Paymob) or SAR (Moyasar): docs/payments.md.
  localCharged: (amount: string) => `You will be charged ${amount}.`,
  localMethodsLegend: 'Choose how to pay',
  methodNames: {
    card: 'Card (Meeza, Visa, Mastercard)',
    wallet: 'Mobile wallet (Vodafone Cash and others)',
    kiosk: 'Cash at a kiosk (Aman, Masary): get a reference code',
    mada: 'mada',
    creditcard: 'Visa or Mastercard',
    applepay: 'Apple Pay',
    stcpay: 'STC Pay',
  },
  localPay: (amount: string) => `Pay ${amount}`,
  localRedirecting: 'Taking you to the payment page…',
  localCreateFailed: 'The payment could not be started. Please try again.',
  usePayPalInstead: 'Pay with PayPal in US dollars instead',
  useLocalInstead: 'Pay in my currency instead',
  localChecking: 'Checking your payment',
  localConfirmFailed: 'Your payment could not be checked just now. Please reload this page.',
  localPaid: (amount: string) => `Payment of ${amount} received. The course is yours.`,
  taxInvoice: 'Download the tax invoice',
  kioskHeading: 'Pay at a kiosk',
  kioskPay: (amount: string) => `Pay ${amount} at any Aman or Masary kiosk with this reference:`,
  kioskValidUntil: (when: string) =>
    `The reference is valid until ${when}. The course opens as soon as the payment arrives.`,
  kioskTimeLeft: (hours: number, minutes: number) => `Time left: ${hours} h ${minutes} min.`,
  kioskExpired:
    'The kiosk reference expired unpaid, so the order is cancelled. Nothing was charged.',
  localNotPaid: 'The payment did not go through. Nothing was charged.',
  localTryAgain: 'Try again',

  // Egypt.
  egyptHeading: 'Paying from Egypt?',
  egyptWays: (price: string) =>
    `You can also pay ${price} by bank transfer, mobile wallet or instant payment (InstaPay).`,
  egyptScreenshot: 'Send a screenshot of the transaction to',
  egyptScreenshotEnd: 'and the academy will open the course for you.',
  egyptNoPhone:
    'Contact the academy for the account details, and send it a screenshot of the transaction.',
};
export type CheckoutMessages = typeof en;

/**
 * The Arabic copy (messages.ar.ts) is its own chunk, fetched only in Arabic
 * (docs/design/languages.md#catalogues).
 */
export const checkoutCatalogue = defineCatalogue('checkout', en, {
  ar: () =>
    import(/* webpackChunkName: "checkout-ar" */ './messages.ar').then((module) => module.ar),
});
export const useCheckoutMessages = () => checkoutCatalogue.useMessages();
