import { BLOG_LIMITS } from '@academy/contract/rules';

import { isLocalDateTime } from '../../lib/local-date-time';
import type { SchemaFactory } from '../../lib/validate-fields';
import type { BlogValues } from './api';
import { blogsMessages } from './messages';

const {
  title: BLOG_TITLE_MAX,
  content: BLOG_CONTENT_MAX,
  author_name: BLOG_AUTHOR_MAX,
} = BLOG_LIMITS;
const text = blogsMessages;

export const blogSchema: SchemaFactory<BlogValues> = (yup) =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(text.titleRequired)
      .max(BLOG_TITLE_MAX, text.titleTooLong(BLOG_TITLE_MAX)),
    content: yup.string().default('').max(BLOG_CONTENT_MAX, text.contentTooLong(BLOG_CONTENT_MAX)),
    title_ar: yup.string().default('').max(BLOG_TITLE_MAX, text.titleTooLong(BLOG_TITLE_MAX)),
    content_ar: yup
      .string()
      .default('')
      .max(BLOG_CONTENT_MAX, text.contentTooLong(BLOG_CONTENT_MAX)),
    author_name: yup
      .string()
      .trim()
      .default('')
      .max(BLOG_AUTHOR_MAX, text.authorTooLong(BLOG_AUTHOR_MAX)),
    date_posted: yup
      .string()
      .default('')
      .test('date', text.dateInvalid, (value) => !value || isLocalDateTime(value)),
  });
