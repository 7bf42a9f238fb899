import { apiClient, useResourceCache, type Comment } from '@academy/shared';
import { useCallback } from 'react';

import { LESSONS_KEY } from '../lesson/api';

type NewComment = Pick<Comment, 'user' | 'text' | 'lesson'>;

/**
 * POST /comments/ {user, text, lesson}. The server takes the author from the token and refuses
 * a `user` naming anyone else; the spec's payload carries it all the same.
 */
export async function postComment(comment: NewComment): Promise<void> {
  await apiClient.post('/comments/', comment);
}

/** Posts a comment, then fetches the lesson shown again: its list is the server's. */
export function usePostComment() {
  const resources = useResourceCache();
  return useCallback(
    async (comment: NewComment) => {
      await postComment(comment);
      resources.invalidate(LESSONS_KEY);
    },
    [resources],
  );
}
