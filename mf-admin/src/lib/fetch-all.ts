// Every record of a list, page after page: for the few screens that need them all at once (an
// order to rearrange, the choices of a select). Lists that people browse page by page use
// ResourceList instead.
import { ADMIN_MAX_PAGE_SIZE } from '@academy/contract/rules';
import type { Shape } from '@academy/shared';

import { listPage } from './resource-api';

/** The API's largest page. */
const PAGE_SIZE = ADMIN_MAX_PAGE_SIZE;

export async function fetchAll<T>(
  name: string,
  shape: Shape<T>,
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<T[]> {
  const url = `/admin/${name}/`;
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listPage(url, shape, { ...query, page, page_size: PAGE_SIZE }, signal);
    all.push(...answer.results);
    if (answer.next === null) return all;
  }
}
