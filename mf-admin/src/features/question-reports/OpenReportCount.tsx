import { useListCount } from '../../lib/resource-queries';
import { questionReportsApi } from './api';
import { questionReportsMessages } from './messages';

const WAITING = { status: 'open' };

/** The reports card's line on the dashboard: how many reports wait for a look. */
export default function OpenReportCount() {
  const count = useListCount(questionReportsApi, WAITING);
  if (count.data === undefined) return null;
  return <p className="admin-dashboard__status">{questionReportsMessages.openCount(count.data)}</p>;
}
