import { messages } from '../../messages';
import { useUnhandledCount } from './api';

/** The inbox card's line on the dashboard: how many messages wait for an answer. */
export default function UnhandledCount() {
  const count = useUnhandledCount();
  if (count.data === undefined) return null;
  return <p className="admin-dashboard__status">{messages.inbox.unhandledCount(count.data)}</p>;
}
