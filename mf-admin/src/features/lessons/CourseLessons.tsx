import { Link, useQuery, useQueryClient } from '@academy/shared';
import { useMemo } from 'react';

import { DeleteRecordButton } from '../../components/delete/DeleteRecordButton';
import { ReorderList } from '../../components/reorder/ReorderList';
import { editMessages, listMessages } from '../../components/resource-list/messages';
import type { AdminCourse, AdminLesson } from '@academy/contract';
import { AddLessonForm } from './AddLessonForm';
import { courseLessonsKey, fetchCourseLessons, lessonBodyApi, reorderLessons } from './api';
import { lessonsMessages } from './messages';
import { LoadFailed } from '../../components/resource-list/LoadFailed';

const text = lessonsMessages;

type LessonItem = AdminLesson & { label: string };

function LessonDetails({ lesson }: { lesson: LessonItem }) {
  return (
    <>
      <span>{lesson.has_video ? text.videoAttached : text.noVideo}</span>
      <span>{lesson.has_pdf ? text.pdfAttached : text.noPdf}</span>
      <Link to={`lessons/${lesson.id}`} aria-label={editMessages.linkLabel(lesson.name)}>
        {editMessages.link}
      </Link>
      <DeleteRecordButton api={lessonBodyApi} record={lesson} name={lesson.name} />
    </>
  );
}

/** The lessons of a course on its page: their order, their files, a new one at the end. */
export function CourseLessons({ course }: { course: AdminCourse }) {
  const queryClient = useQueryClient();
  const lessons = useQuery({
    queryKey: courseLessonsKey(course.id),
    queryFn: ({ signal }) => fetchCourseLessons(course.id, signal),
  });
  const items = useMemo(
    () => lessons.data?.map((lesson) => ({ ...lesson, label: lesson.name })),
    [lessons.data],
  );

  async function save(ids: number[]) {
    await reorderLessons(course.id, ids);
    await queryClient.invalidateQueries({ queryKey: lessonBodyApi.keys.all });
  }

  return (
    <section className="admin-subsection" aria-labelledby="admin-course-lessons-title">
      <h2 id="admin-course-lessons-title">{text.title}</h2>
      {lessons.isPending && (
        <p className="admin-list__status" role="status">
          {listMessages.loading(text.things)}
        </p>
      )}
      {lessons.isError && <LoadFailed things={text.things} retry={lessons.refetch} />}
      {items && items.length === 0 && <p>{listMessages.empty(text.things)}</p>}
      {items && items.length > 0 && (
        <ReorderList
          label={text.orderLabel(course.name)}
          items={items}
          onReorder={save}
          details={(lesson) => <LessonDetails lesson={lesson} />}
        />
      )}
      <AddLessonForm course={course.id} />
    </section>
  );
}
