import { countLine } from '../../components/resource-list/CountLine';
import { statementDeliveriesApi } from './api';
import { learningRecordsMessages } from './messages';

export const Failed = countLine(
  statementDeliveriesApi,
  { status: 'failed' },
  learningRecordsMessages.failedCount,
);

/** The section's line on the dashboard: how many statements the LRS refused or never took. */
export default function FailedCount() {
  return <Failed className="admin-dashboard__status" />;
}
