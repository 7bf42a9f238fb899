// /Admin/blogs: every post, newest first, searchable by title, text and author; a new post opens
// its page, for its image and its PDF.
import { BLOG_LIMITS } from '@academy/contract/rules';
import type { AdminBlog } from '@academy/contract';

import { codecs } from '../../components/resource-section/fields';
import {
  resourceSection,
  type ResourceDefinition,
} from '../../components/resource-section/ResourceSection';
import { isLocalDateTime } from '../../lib/local-date-time';
import type { Yup } from '../../lib/validate-fields';
import { blogsApi } from './api';
import { blogsMessages } from './messages';

const text = blogsMessages;
const { title: TITLE_MAX, content: CONTENT_MAX, author_name: AUTHOR_MAX } = BLOG_LIMITS;
const titleRule = (yup: Yup) =>
  yup.string().default('').max(TITLE_MAX, text.titleTooLong(TITLE_MAX));
const contentRule = (yup: Yup) =>
  yup.string().default('').max(CONTENT_MAX, text.contentTooLong(CONTENT_MAX));

export const blogsResource: ResourceDefinition<AdminBlog> = {
  path: 'blogs',
  api: blogsApi,
  text,
  nameOf: (blog) => blog.title,
  defaultOrdering: '-date_posted',
  openAfterCreate: true,
  columns: [
    { accessorKey: 'title', header: text.titleField, enableSorting: true },
    {
      accessorKey: 'author_name',
      header: text.author,
      cell: ({ row }) => row.original.author_name ?? text.noAuthor,
    },
    {
      accessorKey: 'date_posted',
      header: text.datePosted,
      enableSorting: true,
      cell: ({ row }) => new Date(row.original.date_posted).toLocaleString(),
    },
  ],
  fields: [
    {
      name: 'title',
      label: text.titleField,
      required: true,
      rule: (yup) =>
        yup
          .string()
          .trim()
          .required(text.titleRequired)
          .max(TITLE_MAX, text.titleTooLong(TITLE_MAX)),
    },
    { name: 'content', label: text.content, input: 'multiline', rule: contentRule },
    { name: 'title_ar', label: text.titleAr, lang: 'ar', rule: titleRule },
    {
      name: 'content_ar',
      label: text.contentAr,
      lang: 'ar',
      input: 'multiline',
      rule: contentRule,
    },
    {
      name: 'author_name',
      label: text.author,
      hint: text.authorHint,
      codec: codecs.textOrNull,
      rule: (yup) =>
        yup.string().trim().default('').max(AUTHOR_MAX, text.authorTooLong(AUTHOR_MAX)),
    },
    {
      name: 'date_posted',
      label: text.datePosted,
      hint: text.datePostedHint,
      type: 'datetime-local',
      codec: codecs.localTimeOrDefault,
      rule: (yup) =>
        yup
          .string()
          .default('')
          .test('date', text.dateInvalid, (value) => !value || isLocalDateTime(value)),
    },
  ],
  files: [
    {
      field: 'image',
      kind: 'image',
      label: text.image,
      attached: (blog) => (blog.image ? text.imageAttached : null),
      previewUrl: (blog) => blog.image,
    },
    {
      field: 'pdf',
      kind: 'pdf',
      label: text.pdf,
      attached: (blog) => (blog.pdf ? text.pdfAttached : null),
      previewUrl: (blog) => blog.pdf,
    },
  ],
};

export default resourceSection(blogsResource);
