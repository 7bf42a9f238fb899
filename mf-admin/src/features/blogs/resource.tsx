// /Admin/blogs: every post, newest first, searchable by title, text and author; a new post opens
// its page, for its image and its PDF.
import { BLOG_LIMITS } from '@academy/contract/rules';
import type { AdminBlog } from '@academy/contract';

import { codecs, localTime, maxText } from '../../components/resource-section/fields';
import {
  resourceSection,
  type ResourceDefinition,
} from '../../components/resource-section/ResourceSection';
import { publicFile } from '../../components/upload/RecordMediaField';
import { dateColumn } from '../../lib/columns';
import { blogsApi } from './api';
import { blogsMessages } from './messages';

const text = blogsMessages;
const { title: TITLE_MAX, content: CONTENT_MAX, author_name: AUTHOR_MAX } = BLOG_LIMITS;
const contentRule = maxText(CONTENT_MAX, text.contentTooLong(CONTENT_MAX));

export const blogsResource: ResourceDefinition<AdminBlog> = {
  api: blogsApi,
  text,
  defaultOrdering: '-date_posted',
  openAfterCreate: true,
  columns: [
    { accessorKey: 'title', header: text.titleField, enableSorting: true },
    {
      accessorKey: 'author_name',
      header: text.author,
      cell: ({ row }) => row.original.author_name ?? text.noAuthor,
    },
    dateColumn('date_posted', text.datePosted),
  ],
  fields: [
    {
      name: 'title',
      label: text.titleField,
      required: true,
      rule: maxText(TITLE_MAX, text.titleTooLong(TITLE_MAX), text.titleRequired),
    },
    { name: 'content', label: text.content, input: 'multiline', rule: contentRule },
    {
      name: 'title_ar',
      label: text.titleAr,
      lang: 'ar',
      rule: maxText(TITLE_MAX, text.titleTooLong(TITLE_MAX)),
    },
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
    localTime(
      'date_posted',
      text.datePosted,
      text.datePostedHint,
      text.dateInvalid,
      codecs.localTimeOrDefault,
    ),
  ],
  files: [
    publicFile('image', 'image', text.image, text.imageAttached),
    publicFile('pdf', 'pdf', text.pdf, text.pdfAttached),
  ],
};

export default resourceSection(blogsResource);
