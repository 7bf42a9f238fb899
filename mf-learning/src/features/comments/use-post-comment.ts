import { useMutation, useQueryClient } from '@academy/shared';

import { LESSONS_KEY } from '../lesson/api';
import { postComment } from './api';

/**
 * Posts a comment, then fetches the lesson shown again: its list is the server's (the lesson
 * query takes only the new comments from it, ../lesson/api.ts).
 */
export function usePostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    // Not awaited: the comment is stored; the list updates when the lesson's answer arrives.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LESSONS_KEY }),
  });
}
