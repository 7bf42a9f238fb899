import { Route, RoutesWithNotFound } from '@academy/shared';

import { AuditLogList } from './AuditLogList';

/** /Admin/audit-log: one read-only screen. */
export default function AuditLogSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<AuditLogList />} />
    </RoutesWithNotFound>
  );
}
