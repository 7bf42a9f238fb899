import { countLine } from '../../components/resource-list/CountLine';
import { questionReportsApi } from './api';
import { questionReportsMessages } from './messages';

const Open = countLine(questionReportsApi, { status: 'open' }, questionReportsMessages.openCount);

/** The reports card's line on the dashboard: how many reports wait for a look. */
export default function OpenReportCount() {
  return <Open className="admin-dashboard__status" />;
}
