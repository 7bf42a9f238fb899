// The releases page's API (issue 23): GET /api/admin/releases/, and the two flips. Admin only.
import type {
  CanariesOverview,
  PreviewLink,
  ReleasesOverview,
  RemoteReleases,
} from '@academy/contract';
import { queryOptions, useQueryClient, type Shape } from '@academy/shared';

import { checkedCall } from '../../lib/resource-api';

const URL = '/admin/releases/';

const overviewShape: Shape<ReleasesOverview> = { window_start: 'string', remotes: 'array' };
const remoteShape: Shape<RemoteReleases> = {
  remote: 'string',
  live_version: 'string?',
  live_since: 'string?',
  previous_version: 'string?',
  auto_rollback: 'object',
  versions: 'array',
  flips: 'array',
};

export const releasesQuery = queryOptions({
  queryKey: ['admin', 'releases'],
  queryFn: ({ signal }) => checkedCall('get', URL, overviewShape, { signal }),
  // Health figures move as browsers report: fresh on every visit, and every half minute.
  refetchInterval: 30_000,
});

const post = (path: string, body: object) => checkedCall('post', path, remoteShape, { body });

export const makeLive = (remote: string, version: string) =>
  post(`${URL}${remote}/make-live/`, { version });

/** `from`: the version seen live; if someone flipped first, the API changes nothing. */
export const rollBack = (remote: string, from: string) =>
  post(`${URL}${remote}/rollback/`, { from });

/** After a flip the whole page is read again (the manifest, the flips, the figures). */
export function useRefreshReleases() {
  const queryClient = useQueryClient();
  // The canaries' key starts with the page's: one invalidation reads both again.
  return () => queryClient.invalidateQueries({ queryKey: releasesQuery.queryKey });
}

// Canaries and previews (issue 39, docs/releases.md).
const CANARIES_URL = `${URL}canaries/`;
const canariesShape: Shape<CanariesOverview> = { canaries: 'array' };
const previewShape: Shape<PreviewLink> = { path: 'string', token: 'string', expires_at: 'string' };

export const canariesQuery = queryOptions({
  queryKey: ['admin', 'releases', 'canaries'],
  queryFn: ({ signal }) => checkedCall('get', CANARIES_URL, canariesShape, { signal }),
  refetchInterval: 30_000,
});

const postCanary = (path: string, body: object) =>
  checkedCall('post', path, canariesShape, { body });

export const startCanary = (remote: string, version: string, percent: number) =>
  postCanary(`${URL}${remote}/canary/`, { version, percent });

/** `canaryId`: the canary seen running; if it has ended meanwhile, the API answers 409. */
export const endCanary = (remote: string, action: 'promote' | 'abort', canaryId: number) =>
  postCanary(`${URL}${remote}/canary/${action}/`, { canary_id: canaryId });

export const createPreviewLink = (remote: string, version: string) =>
  checkedCall('post', '/releases/preview-links/', previewShape, { body: { remote, version } });
