import { idParam } from '../../lib/schemas';

/** Category names as they appear in exam URLs: letters, digits, '_' and '-'. */
export const categoryParam = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,50}$' } as const;

export const listSchema = {
  params: { type: 'object', properties: { category: categoryParam }, required: ['category'] },
};

export const detailSchema = {
  params: {
    type: 'object',
    properties: { category: categoryParam, id: idParam },
    required: ['category', 'id'],
  },
};
