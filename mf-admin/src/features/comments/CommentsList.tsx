import type { ColumnDef } from '@tanstack/react-table';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { FilterBar } from '../../components/filters/FilterBar';
import { SelectField } from '../../components/resource-form/SelectField';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminComment } from '@academy/contract';
import { formatDateTime } from '../../lib/format';
import { useCourseOptions, useLessonOptions } from '../../lib/record-options';
import { useUrlFilters } from '../../lib/use-url-filters';
import { COMMENT_FILTERS, commentsApi } from './api';
import { commentsMessages } from './messages';

const text = commentsMessages;

const columns: ColumnDef<AdminComment>[] = [
  { accessorKey: 'text', header: text.text },
  { id: 'learner', header: text.learner, cell: ({ row }) => row.original.user.email },
  { id: 'lesson', header: text.lesson, cell: ({ row }) => row.original.lesson.name },
  { id: 'course', header: text.course, cell: ({ row }) => row.original.course.name },
  {
    id: 'created_at',
    header: text.date,
    enableSorting: true,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
];

const rowActions = (comment: AdminComment) => (
  <DeleteRecordButton api={commentsApi} record={comment} name={text.name(comment.user.email)} />
);

/** /Admin/comments: the lessons' comments, newest first, by course and lesson; delete. */
export function CommentsList() {
  const { values, setFilter, setFilters } = useUrlFilters(COMMENT_FILTERS);
  const courses = useCourseOptions();
  const lessons = useLessonOptions(values.course);
  return (
    <ListFrame id="comments" title={text.title}>
      <FilterBar label={text.filtersLabel}>
        <SelectField
          label={text.course}
          value={values.course}
          // A lesson belongs to one course: another course's list starts with any lesson.
          onChange={(value) => setFilters({ course: value, lesson: '' })}
          emptyOption={text.anyCourse}
          options={courses.data ?? []}
        />
        <SelectField
          label={text.lesson}
          value={values.lesson}
          onChange={(value) => setFilter('lesson', value)}
          emptyOption={text.anyLesson}
          options={lessons.data ?? []}
          disabled={!values.course}
        />
      </FilterBar>
      <ResourceList
        api={commentsApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="-created_at"
        filters={values}
        searchLabel={text.searchLabel}
        rowActions={rowActions}
      />
    </ListFrame>
  );
}
