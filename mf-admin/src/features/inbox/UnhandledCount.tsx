import { useListCount } from '../../lib/resource-queries';
import { inboxApi } from './api';
import { inboxMessages } from './messages';

const WAITING = { handled: 'false' };

/** The inbox card's line on the dashboard: how many messages wait for an answer. */
export default function UnhandledCount() {
  const count = useListCount(inboxApi, WAITING);
  if (count.data === undefined) return null;
  return <p className="admin-dashboard__status">{inboxMessages.unhandledCount(count.data)}</p>;
}
