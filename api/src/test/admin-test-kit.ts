import type { InjectOptions } from 'fastify';
import { json, LEARNER, type TestAppOptions, type TestContext } from './helpers';
import { appSuite, builtLater } from './suite';

/** The demo seed's back-office accounts (docs/design/back-office.md#roles). */
export const STAFF = 'staff@academy.com';
export const ADMIN = 'admin@academy.com';

export interface RoleTokens {
  learner: string;
  staff: string;
  admin: string;
}

export async function roleTokens(ctx: TestContext): Promise<RoleTokens> {
  return {
    learner: ctx.tokenFor(await ctx.userId(LEARNER)),
    staff: ctx.tokenFor(await ctx.userId(STAFF)),
    admin: ctx.tokenFor(await ctx.userId(ADMIN)),
  };
}

type Answer = ReturnType<TestContext['request']>;

interface ResourceCalls {
  list(query?: string, token?: string): Answer;
  create(payload: Record<string, unknown>, token?: string): Answer;
  patch(id: number, payload: Record<string, unknown>, token?: string): Answer;
  remove(id: number, token?: string): Answer;
}

/**
 * The set-up every back-office test file shares: one app per file (built in `beforeAll`, closed
 * in `afterAll`) and the three role tokens. A file's own `beforeAll` runs after these.
 */
export function adminSuite(options: TestAppOptions = {}): {
  ctx: TestContext;
  tokens: RoleTokens;
  /** The checks below, bound to this file's app and tokens. */
  expectStaffOnly(call: StaffOnlyCall): Promise<void>;
  auditCount(): Promise<number>;
  latestAudit(entity: string, limit?: number): Promise<AuditRow[]>;
  /** A resource's calls at `url` (`/api/admin/blogs/`), as staff unless a token is given. */
  resource(url: string): ResourceCalls;
} {
  const ctx = appSuite(options);
  const tokens = builtLater<RoleTokens>('the role tokens');
  beforeAll(async () => {
    tokens.set(await roleTokens(ctx));
  });
  return {
    ctx,
    tokens: tokens.value,
    expectStaffOnly: (call) => expectStaffOnly(ctx, tokens.value, call),
    auditCount: () => auditCount(ctx),
    latestAudit: (entity, limit) => latestAudit(ctx, entity, limit),
    resource: (url) => ({
      list: (query = '', token = tokens.value.staff) =>
        ctx.request({ method: 'GET', url: `${url}${query}`, token }),
      create: (payload, token = tokens.value.staff) =>
        ctx.request({ method: 'POST', url, payload, token }),
      patch: (id, payload, token = tokens.value.staff) =>
        ctx.request({ method: 'PATCH', url: `${url}${id}/`, payload, token }),
      remove: (id, token = tokens.value.staff) =>
        ctx.request({ method: 'DELETE', url: `${url}${id}/`, token }),
    }),
  };
}

type StaffOnlyCall = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

/**
 * A back-office call refused to a visitor (401) and a learner (403), with nothing changed: the
 * audit log stays as it was.
 */
export async function expectStaffOnly(
  ctx: TestContext,
  tokens: RoleTokens,
  call: StaffOnlyCall,
): Promise<void> {
  const before = await auditCount(ctx);
  const visitor = await ctx.request(call);
  expect([call.method, call.url, visitor.statusCode]).toEqual([call.method, call.url, 401]);
  expect(json(visitor)).toEqual({ detail: 'Authentication credentials were not provided.' });
  const learner = await ctx.request({ ...call, token: tokens.learner });
  expect([call.method, call.url, learner.statusCode]).toEqual([call.method, call.url, 403]);
  expect(json(learner)).toEqual({ detail: 'You do not have permission to perform this action.' });
  expect(await auditCount(ctx)).toBe(before);
}

export async function auditCount(ctx: TestContext): Promise<number> {
  const { rows } = await ctx.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM audit_log',
  );
  return rows[0]?.count ?? 0;
}

/** The newest audit rows, newest first. */
interface AuditRow {
  actor_email: string;
  action: string;
  entity_id: string;
  changes: Record<string, unknown>;
}

export async function latestAudit(
  ctx: TestContext,
  entity: string,
  limit = 1,
): Promise<AuditRow[]> {
  const { rows } = await ctx.db.query<AuditRow>(
    `SELECT actor_email, action, entity_id, changes FROM audit_log
     WHERE entity = $1 ORDER BY id DESC LIMIT $2`,
    [entity, limit],
  );
  return rows;
}
