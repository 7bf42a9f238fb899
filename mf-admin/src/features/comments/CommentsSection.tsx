import { Route, RoutesWithNotFound } from '@academy/shared';

import { CommentsList } from './CommentsList';

/** /Admin/comments: moderation has one screen, the list with its Delete buttons. */
export default function CommentsSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<CommentsList />} />
    </RoutesWithNotFound>
  );
}
