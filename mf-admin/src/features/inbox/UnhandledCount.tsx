import { useUnhandledCount } from './api';
import { inboxMessages } from './messages';

/** The inbox card's line on the dashboard: how many messages wait for an answer. */
export default function UnhandledCount() {
  const count = useUnhandledCount();
  if (count.data === undefined) return null;
  return <p className="admin-dashboard__status">{inboxMessages.unhandledCount(count.data)}</p>;
}
