// Form validation, off the first screen: yup and the schemas (./validation.ts) are an async chunk
// of this package, fetched the first time a form validates (or when a form gets the focus:
// prefetchValidation). yup cost 12.8 KB gzip on every page although only forms use it, and the
// home page's budget is 175 KB. This package being a Module Federation singleton, the chunk comes
// from whichever app provided it, once for the page.
import type * as validation from './validation';

/** What ./validation.ts exports: yup, the shared schemas and the helpers that run them. */
export type Validation = typeof validation;
export type { LoginValues, RegisterValues } from './validation';

let loading: Promise<Validation> | null = null;

/** yup and the shared schemas; the chunk is fetched once, and again if that failed. */
export function loadValidation(): Promise<Validation> {
  if (!loading) {
    loading = import(/* webpackChunkName: "validation" */ './validation');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Starts fetching the validation chunk (a form got the focus) so its first submit need not wait. */
export function prefetchValidation(): void {
  loadValidation().catch((error: unknown) =>
    console.warn('[forms] could not prefetch the validation rules', error),
  );
}
