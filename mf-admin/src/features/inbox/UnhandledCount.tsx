import { countLine } from '../../components/resource-list/CountLine';
import { inboxApi } from './api';
import { inboxMessages } from './messages';

/** How many messages wait for an answer: the inbox's dashboard card and the line above its list. */
export const Unhandled = countLine(inboxApi, { handled: 'false' }, inboxMessages.unhandledCount);

export default function UnhandledCount() {
  return <Unhandled className="admin-dashboard__status" />;
}
