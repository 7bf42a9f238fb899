// The back-office's learning records: /api/admin/xapi-statements/ (the delivery list, read-only)
// and /api/admin/learning-records/ (replay) — docs/learning-records.md.
import { apiClient, type Shape } from '@academy/shared';
import type { ReplayBody, ReplayResult, StatementDelivery } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const statementDeliveryShape: Shape<StatementDelivery> = {
  id: 'number',
  statement_id: 'string',
  user: 'object',
  course: 'object?',
  verb: 'string',
  object_kind: 'string',
  status: 'string',
  reason: 'string?',
  attempts: 'number',
  occurred_at: 'string',
  sent_at: 'string?',
};

export const statementDeliveriesApi = resourceApi<StatementDelivery, never>(
  'xapi-statements',
  statementDeliveryShape,
);

export async function replayStatements(body: ReplayBody): Promise<ReplayResult> {
  const { data } = await apiClient.post<ReplayResult>('/admin/learning-records/replay/', body);
  return data;
}
