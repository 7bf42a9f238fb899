// The back-office's audit log: /api/admin/audit-log/ — every write, read-only.
import { auditEntryShape, type AuditEntry } from '../../lib/admin-types';
import { resourceApi } from '../../lib/resource-api';

export const auditLogApi = resourceApi<AuditEntry, never>('audit-log', auditEntryShape);

export const AUDIT_FILTERS = ['entity', 'action'] as const;

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

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
