import { AuditEntry, AuditLogQuery } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import * as auditLog from './service';

/** Read-only: the log has no write route, and the database refuses changes to its rows. */
export default crudRoutes({
  name: 'audit-log',
  schemas: { item: AuditEntry, query: AuditLogQuery },
  service: auditLog,
});
