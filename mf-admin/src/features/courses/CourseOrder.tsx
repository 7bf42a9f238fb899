import { Link, useQuery, useQueryClient } from '@academy/shared';
import { useMemo } from 'react';

import { ReorderList } from '../../components/reorder/ReorderList';
import { formMessages } from '../../components/resource-form/messages';
import { listMessages } from '../../components/resource-list/messages';
import { adminCourseShape } from './api';
import { fetchAll } from '../../lib/fetch-all';
import { courseBodyApi, reorderCourses } from './api';
import { coursesMessages } from './messages';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { LoadFailed } from '../../components/resource-list/LoadFailed';

const text = coursesMessages;
const orderKey = [...courseBodyApi.keys.all, 'order'] as const;

/** /Admin/courses/order: the catalogue's order, every course (archived ones too), moved one by one. */
export function CourseOrder() {
  const queryClient = useQueryClient();
  const courses = useQuery({
    queryKey: orderKey,
    queryFn: ({ signal }) =>
      fetchAll('courses', adminCourseShape, { ordering: 'position' }, signal),
  });

  // One array per answer: the list keeps what it shows until the order it is given changes.
  const items = useMemo(
    () =>
      courses.data?.map((course) => ({
        id: course.id,
        label: course.name,
        archived: course.archived,
      })),
    [courses.data],
  );

  async function save(ids: number[]) {
    await reorderCourses(ids);
    await queryClient.invalidateQueries({ queryKey: courseBodyApi.keys.all });
  }

  return (
    <ListFrame
      id="course-order"
      title={text.orderTitle}
      actions={
        <Link to=".." className="admin-button admin-button--quiet">
          {formMessages.backToList(text.things)}
        </Link>
      }
    >
      <p>{text.orderIntro}</p>
      {courses.isPending && (
        <p className="admin-list__status" role="status">
          {listMessages.loading(text.things)}
        </p>
      )}
      {courses.isError && <LoadFailed things={text.things} retry={courses.refetch} />}
      {items && (
        <ReorderList
          label={text.orderTitle}
          items={items}
          onReorder={save}
          details={(course) => (course.archived ? text.archivedYes : null)}
        />
      )}
    </ListFrame>
  );
}
