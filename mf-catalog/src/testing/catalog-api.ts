// The set-up the catalog's section tests share: the real API (demo content) for every test, and
// the two API bases a section cannot load from.
import { unreachableOrigin, useRealApi } from '@academy/shared/testing';

export interface CatalogApi {
  /** The real API's origin; known from beforeAll on. */
  readonly url: string;
  /** [what fails, the API base to use], for it.each: nothing listening, and 404 for every call. */
  readonly failingApiBases: Array<[string, () => Promise<string>]>;
}

/** Registers the hooks; a suite's own beforeAll runs after the API is set. */
export function setUpCatalogApi(): CatalogApi {
  let url = '';
  beforeAll(() => {
    url = useRealApi();
  });
  beforeEach(() => {
    useRealApi();
  });
  return {
    get url() {
      return url;
    },
    failingApiBases: [
      ['the API is unreachable', async () => `${await unreachableOrigin()}/api`],
      ['the API answers 404', async () => `${url}/api/no-such-prefix`],
    ],
  };
}
