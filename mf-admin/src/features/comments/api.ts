// The back-office's lesson comments: /api/admin/comments/ — read and delete (moderation).
import type { Shape } from '@academy/shared';
import type { AdminComment } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const adminCommentShape: Shape<AdminComment> = {
  id: 'number',
  text: 'string',
  created_at: 'string',
  user: 'object',
  lesson: 'object',
  course: 'object',
};

export const commentsApi = resourceApi<AdminComment, never>('comments', adminCommentShape);
