// @academy/shared's user-facing copy: the English catalogue (texts quoted from the spec are
// verbatim, typos included), with the Arabic one beside it in messages.ar.ts.
import type { Domain } from '@academy/contract/grading';

import { defineCatalogue } from './i18n/catalogue';

export const en = {
  /** Ends every page title: 'Our Blogs | Academy'. */
  siteName: 'Academy',
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist.',
  backToHome: 'Back To Home',
  pageBack: 'Back',
  pageNext: 'Next',
  page: (number: number) => `Page ${number}`,
  currentPage: (number: number) => `Page ${number} is your current page`,
  loading: 'Loading',
  /** A form's button while its request runs (spec). */
  wait: 'wait ..',

  /** The shared account rules' messages (schemas/validation.ts). */
  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Email must be a valid email',
    emailDomain: 'Email must end with .com or .net',
    passwordRequired: 'Password is required',
    passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
    passwordLowercase: 'Password must contain a lowercase letter',
    passwordUppercase: 'Password must contain an uppercase letter',
  },

  /** PMI's exam domains by the API's (English) value: results, drills and My learning name them. */
  domains: {
    People: 'People',
    Process: 'Process',
    'Business Environment': 'Business Environment',
  } satisfies Record<Domain, string>,
};
export type SharedMessages = typeof en;

export const sharedCatalogue = defineCatalogue('shared', en, {
  ar: () => import(/* webpackChunkName: "shared-ar" */ './messages.ar').then((module) => module.ar),
});
export const useSharedMessages = () => sharedCatalogue.useMessages();

/** A domain's name in the language on screen; a domain the catalogue does not know, as it is. */
export function useDomainName(): (domain: string) => string {
  const { domains } = useSharedMessages();
  return (domain) => (domains as Record<string, string>)[domain] ?? domain;
}
