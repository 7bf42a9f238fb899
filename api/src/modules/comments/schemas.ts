import { idField, objectSchema, text } from '../../lib/schemas';
import { COMMENT_MAX_LENGTH } from './service';

export const createCommentSchema = {
  body: objectSchema({ user: idField, text: text(COMMENT_MAX_LENGTH, 1), lesson: idField }, [
    'user',
    'text',
    'lesson',
  ]),
};

export interface CreateCommentBody {
  user: number | string;
  text: string;
  lesson: number | string;
}
