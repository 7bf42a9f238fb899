import { useOpenReportCount } from './api';
import { questionReportsMessages } from './messages';

/** The reports card's line on the dashboard: how many reports wait for a look. */
export default function OpenReportCount() {
  const count = useOpenReportCount();
  if (count.data === undefined) return null;
  return <p className="admin-dashboard__status">{questionReportsMessages.openCount(count.data)}</p>;
}
