import {
  apiClient,
  commentShape,
  expectList,
  expectObject,
  type Comment,
  type CommentsPage,
} from '@academy/shared';

type NewComment = Pick<Comment, 'user' | 'text' | 'lesson'>;

/**
 * POST /comments/ {user, text, lesson}. The server takes the author from the token and refuses
 * a `user` naming anyone else; the spec's payload carries it all the same.
 */
export async function postComment(comment: NewComment): Promise<void> {
  await apiClient.post('/comments/', comment);
}

/** GET /courses/{course}/{lesson}/comments/?before=<id>: the comments older than that one. */
export async function fetchOlderComments(
  courseId: number,
  lessonId: number,
  before: number,
): Promise<CommentsPage> {
  const what = 'GET /courses/{course}/{lesson}/comments/';
  const { data } = await apiClient.get<unknown>(`/courses/${courseId}/${lessonId}/comments/`, {
    params: { before },
  });
  const page = expectObject<CommentsPage>(
    data,
    { count: 'number', next: 'number?', results: 'array' },
    what,
  );
  expectList(page.results, commentShape, `${what} (results)`);
  return page;
}
