import type { AdminComment } from '@academy/contract';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { listSection } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { useCourseOptions, useLessonOptions } from '../../lib/record-options';
import { commentsApi } from './api';
import { commentsMessages as text } from './messages';

/** /Admin/comments: the lessons' comments, newest first, by course and lesson; delete. */
export default listSection<AdminComment>({
  api: commentsApi,
  text,
  defaultOrdering: '-created_at',
  filters: [
    // A lesson belongs to one course: another course's list starts with any lesson.
    {
      name: 'course',
      label: text.course,
      any: text.anyCourse,
      useOptions: () => useCourseOptions().options,
      resets: ['lesson'],
    },
    {
      name: 'lesson',
      label: text.lesson,
      any: text.anyLesson,
      useOptions: (values) => useLessonOptions(values.course ?? '').options,
      after: 'course',
    },
  ],
  columns: [
    { accessorKey: 'text', header: text.text },
    { id: 'learner', header: text.learner, cell: ({ row }) => row.original.user.email },
    { id: 'lesson', header: text.lesson, cell: ({ row }) => row.original.lesson.name },
    { id: 'course', header: text.course, cell: ({ row }) => row.original.course.name },
    dateColumn('created_at', text.date),
  ],
  rowActions: (comment) => (
    <DeleteRecordButton api={commentsApi} record={comment} name={text.name(comment.user.email)} />
  ),
});
