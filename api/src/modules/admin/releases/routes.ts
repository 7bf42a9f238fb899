import * as contract from '@academy/contract';
import { action, actionRoutes } from '../../../lib/crud-routes';
import { BODY_ERRORS } from '../../../lib/schemas';
import * as releases from '../../releases/console';

const { CanariesOverview, RemoteParams, RemoteReleases } = contract;
const ended = { promote: 'promoted', abort: 'aborted' } as const;
/** A change the page asks for: refused when stale (409), or unknown remote or version (404). */
const changeErrors = [...BODY_ERRORS, 401, 403, 404, 409, 429] as const;

/**
 * The releases page's API (issue 23, docs/releases.md#canary), admin only: staff get 403 like a
 * learner. Make live, Roll back and the canaries do what npm run deploy / rollback do to the
 * manifest, for every instance at once, recorded in the audit log (../../releases/console.ts).
 */
export default actionRoutes({
  name: 'releases',
  tags: ['admin', 'releases'],
  adminOnly: true,
  actions: [
    action({
      method: 'GET',
      path: '',
      answer: contract.ReleasesOverview,
      errors: [401, 403],
      handler: (request) => releases.overview(request.server),
    }),
    action({
      method: 'POST',
      path: ':remote/make-live/',
      params: RemoteParams,
      body: contract.MakeLiveBody,
      answer: RemoteReleases,
      errors: [...BODY_ERRORS, 401, 403, 404, 429],
      handler: (request) =>
        releases.makeLiveBy(request, request.params.remote, request.body.version),
    }),
    action({
      method: 'POST',
      path: ':remote/rollback/',
      params: RemoteParams,
      body: contract.RollbackBody,
      answer: RemoteReleases,
      errors: [...changeErrors],
      handler: (request) => releases.rollBackBy(request, request.params.remote, request.body.from),
    }),
    action({
      method: 'GET',
      path: 'canaries/',
      answer: CanariesOverview,
      errors: [401, 403],
      handler: (request) => releases.canaries(request.server),
    }),
    action({
      method: 'POST',
      path: ':remote/canary/',
      params: RemoteParams,
      body: contract.StartCanaryBody,
      answer: CanariesOverview,
      errors: [...changeErrors],
      handler: (request) => releases.startCanaryBy(request, request.params.remote, request.body),
    }),
    ...(['promote', 'abort'] as const).map((verb) =>
      action({
        method: 'POST',
        path: `:remote/canary/${verb}/`,
        params: RemoteParams,
        body: contract.CanaryActionBody,
        answer: CanariesOverview,
        errors: [...changeErrors],
        handler: (request) =>
          releases.endCanaryBy(request, request.params.remote, request.body.canary_id, ended[verb]),
      }),
    ),
  ],
});
