import { AdminIdParams, Page, ReorderResult } from '@academy/contract';
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteHandlerMethod,
} from 'fastify';
import type { Queryable } from '../db/db';
import { auditedWrite, type Written } from './audit';
import { listPath } from './list';
import { requireAdmin } from '../plugins/authorization';
import { BODY_ERRORS, errorResponses, type ErrorStatus } from './schemas';

type Op = 'create' | 'update' | 'remove' | 'reorder';

/** A resource's schemas; `detail` is what a read and a write answer, when richer than an item. */
interface Schemas {
  item: TSchema;
  detail?: TSchema;
  query: TSchema;
  create?: TSchema;
  update?: TSchema;
  reorder?: TSchema;
}
type Of<T> = T extends TSchema ? Static<T> : never;
type Detail<S extends Schemas> = S['detail'] extends TSchema ? Static<S['detail']> : Of<S['item']>;

/**
 * What a resource's service does for its routes, typed by its schemas. Writes run in the audited
 * transaction; the request is handed on for services that need the caller (who granted it).
 */
export interface CrudService<S extends Schemas> {
  list: (db: Queryable, query: Of<S['query']>, path: string) => Promise<Page<Of<S['item']>>>;
  /** Absent for a list alone (the audit log, question statistics). */
  find?: (db: Queryable, id: number) => Promise<Detail<S>>;
  create?: (
    tx: Queryable,
    body: Of<S['create']>,
    request: FastifyRequest,
  ) => Promise<Written<Detail<S>>>;
  update?: (
    tx: Queryable,
    id: number,
    body: Of<S['update']>,
    request: FastifyRequest,
  ) => Promise<Written<Detail<S>>>;
  remove?: (tx: Queryable, id: number) => Promise<Written<unknown>>;
  reorder?: (
    tx: Queryable,
    body: Of<S['reorder']>,
  ) => Promise<Written<Static<typeof ReorderResult>>>;
}

/** A route a resource has beside its CRUD ones, at /api/admin/<name>/<path>. */
export interface Action<
  P extends TSchema = TSchema,
  Q extends TSchema = TSchema,
  B extends TSchema = TSchema,
> {
  method: 'GET' | 'POST';
  path: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success's status (200 unless given) and schema; `errors` lists the others. */
  status?: number;
  answer: TSchema;
  errors: ErrorStatus[];
  /** Responses that differ from the shared error shapes (a 400 that may be a report). */
  responses?: Record<number, TSchema>;
  bodyLimit?: number;
  /** A write: the handler runs in the audited transaction and answers `Written`. */
  audited?: boolean;
  handler: (
    request: FastifyRequest<{ Params: Static<P>; Querystring: Static<Q>; Body: Static<B> }>,
    db: Queryable,
  ) => Promise<unknown>;
}

/** An action once its handler's types are checked: as a resource's list holds it. */
export type AnyAction = Omit<Action, 'handler'> & {
  handler: (request: FastifyRequest, db: Queryable) => Promise<unknown>;
};

/** An action, its handler typed by its own schemas. */
export function action<P extends TSchema, Q extends TSchema, B extends TSchema>(
  definition: Action<P, Q, B>,
): AnyAction {
  return definition as unknown as AnyAction;
}

/**
 * One back-office resource under /api/admin/<name>/: a list (DRF pages, search, ordering and the
 * query's filters), a read, and the writes its service offers (create, update, delete, reorder),
 * each recorded by `auditedWrite` under `name`. The role rule is the back-office's (staff or
 * admin), set once on the whole subtree. A resource that needs more registers its own routes
 * beside these.
 */
export interface CrudResource<S extends Schemas> {
  /** The URL segment, also the audit rows' entity. */
  name: string;
  schemas: S;
  /** The service, or what makes it from the app (a service that claims uploads). */
  service: CrudService<S> | ((app: FastifyInstance) => CrudService<S>);
  /** Writes that may be refused with 409 (a row still in use, a grant already held). */
  conflicts?: Op[];
  /** Route descriptions, where a write does more than its name says. */
  descriptions?: Partial<Record<Op, string>>;
  /** What the 204 of a delete says. */
  deleted?: string;
  /** Routes beyond the CRUD ones (a lesson's transcode, the orders' totals). */
  actions?: AnyAction[];
  /** Admin alone, on top of the back-office's staff rule (releases). */
  adminOnly?: boolean;
  tags?: string[];
}

export function crudRoutes<S extends Schemas>(resource: CrudResource<S>): FastifyPluginAsync {
  const { name, schemas, conflicts = [], descriptions = {} } = resource;
  const detail = schemas.detail ?? schemas.item;
  const params = AdminIdParams;
  const conflictStatus = (op: Op) => (conflicts.includes(op) ? ([409] as const) : []);
  const described = (op: Op) => (descriptions[op] ? { description: descriptions[op] } : {});
  const writeErrors = (op: Op) =>
    errorResponses(...BODY_ERRORS, 401, 403, ...conflictStatus(op), 429);
  const id = (request: FastifyRequest) => Number((request.params as Static<typeof params>).id);

  // On the plain instance: the schemas are generic here, so the service's signature (from the
  // schemas' Static types) carries the typing; the schemas still validate and serialize.
  return async (app) => {
    await app.register(actionRoutes(resource));
    const service =
      typeof resource.service === 'function' ? resource.service(app) : resource.service;
    const { find, create, update, remove, reorder } = service;
    const audited = <T>(request: FastifyRequest, write: (tx: Queryable) => Promise<Written<T>>) =>
      auditedWrite(app, request, name, write);
    const route = resourceRoute(app, resource);

    route(
      'GET',
      '',
      {
        querystring: schemas.query,
        response: { 200: Page(schemas.item), ...errorResponses(400, 401, 403, 404) },
      },
      async (request) => service.list(app.db, request.query as Of<S['query']>, listPath(request)),
    );
    if (create && schemas.create) {
      const response = { 201: detail, ...writeErrors('create') };
      route(
        'POST',
        '',
        { ...described('create'), body: schemas.create, response },
        async (request, reply) => {
          const created = await audited(request, (tx) =>
            create(tx, request.body as Of<S['create']>, request),
          );
          return reply.code(201).send(created);
        },
      );
    }
    if (reorder && schemas.reorder) {
      const response = { 200: ReorderResult, ...writeErrors('reorder') };
      route(
        'POST',
        'reorder/',
        { ...described('reorder'), body: schemas.reorder, response },
        async (request) => audited(request, (tx) => reorder(tx, request.body as Of<S['reorder']>)),
      );
    }
    if (find) {
      const response = { 200: detail, ...errorResponses(401, 403, 404) };
      route('GET', ':id/', { params, response }, async (request) => find(app.db, id(request)));
    }
    if (update && schemas.update) {
      const response = { 200: detail, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) };
      route(
        'PATCH',
        ':id/',
        { ...described('update'), params, body: schemas.update, response },
        async (request) =>
          audited(request, (tx) =>
            update(tx, id(request), request.body as Of<S['update']>, request),
          ),
      );
    }
    if (remove) {
      const response = {
        204: Type.Null({ description: resource.deleted ?? 'Deleted.' }),
        ...errorResponses(401, 403, 404, ...conflictStatus('remove'), 429),
      };
      route(
        'DELETE',
        ':id/',
        { ...described('remove'), params, response },
        async (request, reply) => {
          await audited(request, (tx) => remove(tx, id(request)));
          return reply.code(204).send(null);
        },
      );
    }
  };
}

type ActionsOf = Pick<CrudResource<Schemas>, 'name' | 'actions' | 'adminOnly' | 'tags'>;

function resourceRoute(app: FastifyInstance, { name, tags = ['admin'] }: ActionsOf) {
  return (
    method: HTTPMethods,
    path: string,
    schema: FastifySchema,
    handler: RouteHandlerMethod,
    options: { bodyLimit?: number } = {},
  ) =>
    app.route({
      method,
      url: `/${name}/${path}`,
      schema: { tags, ...schema },
      handler,
      ...options,
    });
}

/** A resource's actions alone (the releases have no list): see `Action`. */
export function actionRoutes(resource: ActionsOf): FastifyPluginAsync {
  return async (app) => {
    if (resource.adminOnly) app.addHook('onRequest', async (request) => requireAdmin(request));
    const route = resourceRoute(app, resource);
    for (const { method, path, status = 200, audited, handler, ...declared } of resource.actions ??
      []) {
      const { params, querystring, body, description, answer, errors, responses, bodyLimit } =
        declared;
      const schema = {
        ...(description ? { description } : {}),
        ...(params ? { params } : {}),
        ...(querystring ? { querystring } : {}),
        ...(body ? { body } : {}),
        response: { [status]: answer, ...errorResponses(...errors), ...responses },
      };
      route(
        method,
        path,
        schema,
        async (request, reply) => {
          const answered = audited
            ? await auditedWrite(
                app,
                request,
                resource.name,
                (tx) => handler(request, tx) as Promise<Written<unknown>>,
              )
            : await handler(request, app.db);
          return reply.code(status).send(answered);
        },
        bodyLimit ? { bodyLimit } : {},
      );
    }
  };
}
