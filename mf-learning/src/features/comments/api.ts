import { apiClient, type Comment } from '@academy/shared';

type NewComment = Pick<Comment, 'user' | 'text' | 'lesson'>;

/**
 * POST /comments/ {user, text, lesson}. The server takes the author from the token and refuses
 * a `user` naming anyone else; the spec's payload carries it all the same.
 */
export async function postComment(comment: NewComment): Promise<void> {
  await apiClient.post('/comments/', comment);
}
