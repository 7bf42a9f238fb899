import type { Role } from '@academy/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notAuthenticated, notFound } from '../lib/errors';
import { isEnrolled } from '../modules/enrollments/service';
import { courseExists } from '../modules/courses/service';
import type { TokenSession } from '../modules/sessions/service';
import { signedInUser } from './authentication';

/**
 * Who may call what (docs/design/api.md#access-and-paid-content, docs/design/back-office.md), as
 * hooks for a route or a whole subtree:
 *   app.requireUser            a signed-in user (401 for a visitor)
 *   app.requireRole('staff')   staff or admin; app.requireRole('admin') admin only (403 otherwise)
 *   app.requireEnrollment      the user owns the route's course (404 unknown course, 403 unpaid)
 * The user and their role are read from the database on every request, so a deactivated user or a
 * demotion takes effect at the next call whatever the token says.
 */

/** A role and every role above it. */
const ROLE_RANK: Record<Role, number> = { learner: 0, staff: 1, admin: 2 };

/** Route parameters that name a course, in the routes' spelling. */
const COURSE_PARAMS = ['course', 'courseId'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: onRequestAsyncHookHandler;
    requireRole: (role: Exclude<Role, 'learner'>) => onRequestAsyncHookHandler;
    requireEnrollment: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user's id (0 until a require* hook has run). */
    userId: number;
    /** The signed-in user's role, read from the database by the require* hooks. */
    userRole: Role;
    /** The session of the request's token (null until a require* hook has run). */
    tokenSession: TokenSession | null;
  }
}

async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await signedInUser(request);
  request.userId = user.id;
  request.userRole = user.role;
  request.tokenSession = user.session;
}

function requireRole(role: Exclude<Role, 'learner'>): onRequestAsyncHookHandler {
  return async function requireRoleHook(request) {
    await requireUser(request);
    if (ROLE_RANK[request.userRole] < ROLE_RANK[role]) throw forbidden();
  };
}

/** A preHandler (after the route's params are validated), behind requireUser. */
async function requireEnrollment(request: FastifyRequest): Promise<void> {
  if (request.userId === 0) throw notAuthenticated();
  const params = request.params as Record<string, string | undefined>;
  const name = COURSE_PARAMS.find((key) => params[key] !== undefined);
  if (!name) throw new Error(`requireEnrollment on ${request.routeOptions.url}: no course param`);
  const courseId = Number(params[name]);
  const { db } = request.server;
  if (!(await courseExists(db, courseId))) throw notFound();
  if (!(await isEnrolled(db, request.userId, courseId))) {
    throw forbidden('You have not paid for this course.');
  }
}

export default fp(
  async function authorization(app: FastifyInstance) {
    app.decorateRequest('userId', 0);
    app.decorateRequest('userRole', 'learner');
    app.decorateRequest('tokenSession', null);
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', requireRole);
    app.decorate('requireEnrollment', requireEnrollment);
  },
  { name: 'authorization', dependencies: ['authentication'] },
);

/** For ids in paths and bodies: they must be the token's own user, else 403. */
export function requireSameUser(request: FastifyRequest, claimed: number): number {
  if (claimed !== request.userId) throw forbidden();
  return request.userId;
}

/**
 * Makes every route of an encapsulated scope need a signed-in user (one onRequest hook, as
 * fastify/demo's autohooks do). Like DRF, it runs before the body is parsed or validated, so a
 * visitor always gets 401; the OpenAPI document marks the routes as needing the bearer token.
 */
export async function signedInOnly(scope: FastifyInstance): Promise<void> {
  needsBearerToken(scope);
  scope.addHook('onRequest', scope.requireUser);
}

/**
 * The back-office subtree (docs/design/back-office.md#roles): staff or admin, the role read from
 * the database on every call (401 for a visitor, 403 for a learner, before the body is read).
 * Admin-only writes check `requireAdmin` on top.
 */
export async function staffOnly(scope: FastifyInstance): Promise<void> {
  needsBearerToken(scope);
  scope.addHook('onRequest', scope.requireRole('staff'));
}

/** Inside the staff subtree, for what only an admin may do (changing a role). */
export function requireAdmin(request: FastifyRequest): void {
  if (request.userRole !== 'admin') throw forbidden('Only an admin can do this.');
}

function needsBearerToken(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });
}
