// The back-office's lesson comments: /api/admin/comments/ — read and delete (moderation).
import { adminCommentShape, type AdminComment } from '../../lib/admin-types';
import { resourceApi } from '../../lib/resource-api';

export const commentsApi = resourceApi<AdminComment, never>('comments', adminCommentShape);

export const COMMENT_FILTERS = ['course', 'lesson'] as const;
