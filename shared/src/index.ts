// @academy/shared: what more than one front-end app needs, and nothing else. Always import it by
// this package name (never a relative path) so Module Federation keeps one copy in the page.
export * from './types';
export * from './types/shapes';
export * from './config/runtime-config';
export * from './auth/auth-store';
export * from './auth/guards';
export * from './api/api-client';
export * from './api/download-file';
export * from './api/response-shape';
export * from './schemas';
export * from './courses/lecture-order';
export * from './courses/api';
export * from './courses/use-course';
export * from './ui/toasts';
export * from './ui/SkeletonCard';
export * from './ui/SkeletonCardList';
export * from './ui/Spinner';
export * from './ui/Pagination';
export * from './ui/NotFound';
export * from './ui/OptionalImage';
export * from './ui/Dialog';
export * from './ui/use-near-viewport';
export * from './ui/SubmitButton';
export * from './remotes/remote-registry';
export * from './remotes/mount-routes';
export * from './app/mount-standalone';
export * from './app/use-document-title';
export * from './app/focused-layout';
export * from './i18n';
export { useSharedMessages, sharedCatalogue, useDomainName } from './messages';
export * from './router';
export * from './paths';
export * from './query';
export * from './geolocation/visitor-country';

/** The shared contract's version: the shell and remotes compare majors (version skew check). */
export const SHARED_CONTRACT_VERSION = '1.0.0';
