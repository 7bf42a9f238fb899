// The back-office's audit log: /api/admin/audit-log/ — every write, read-only.
import type { Shape } from '@academy/shared';
import type { AuditEntry } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const auditEntryShape: Shape<AuditEntry> = {
  id: 'number',
  at: 'string',
  actor: 'object',
  action: 'string',
  entity: 'string',
  entity_id: 'string',
  changes: 'object',
};

export const auditLogApi = resourceApi<AuditEntry, never>('audit-log', auditEntryShape);

/** The kinds of record the back-office writes (the API's resource names). */
export const AUDITED_ENTITIES = [
  'blogs',
  'blueprints',
  'categories',
  'comments',
  'contact-messages',
  'coupons',
  'courses',
  'enrollments',
  'exams',
  'instructors',
  'lessons',
  'questions',
  'topics',
  'users',
] as const;
