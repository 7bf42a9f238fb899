import { Route, RoutesWithNotFound } from '@academy/shared';

import { InboxList } from './InboxList';

/** /Admin/inbox: one screen, the messages with their Mark handled buttons. */
export default function InboxSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<InboxList />} />
    </RoutesWithNotFound>
  );
}
