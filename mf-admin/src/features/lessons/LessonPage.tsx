import { Link, useDocumentTitle, useNavigate } from '@academy/shared';

import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { RecordFiles, type RecordFileDef } from '../../components/upload/RecordMediaField';
import type { AdminLesson } from '@academy/contract';
import { lessonBodyApi } from './api';
import { lessonsMessages } from './messages';
import { lessonSchema } from './schema';
import { VideoTranscodeStatus } from './VideoTranscodeStatus';

const text = lessonsMessages;

/** A lesson's private files (no preview): its video, whose stream is made after, and its PDF. */
const LESSON_FILES: RecordFileDef<AdminLesson>[] = [
  {
    field: 'video_file',
    kind: 'video',
    label: text.video,
    attached: (lesson) => (lesson.video_file ? text.videoAttachedAs(lesson.video_file) : null),
    After: ({ record }) => (
      <VideoTranscodeStatus lessonId={record.id} videoFile={record.video_file} />
    ),
  },
  {
    field: 'pdf_file',
    kind: 'pdf',
    label: text.pdf,
    attached: (lesson) => (lesson.pdf_file ? text.pdfAttachedAs(lesson.pdf_file) : null),
  },
];

function LessonEditor({ lesson }: { lesson: AdminLesson }) {
  const navigate = useNavigate();
  const coursePage = `../${lesson.course}`;
  const title = text.editTitle(lesson.name);
  useDocumentTitle(title);
  const form = useResourceForm({
    api: lessonBodyApi,
    record: lesson,
    initialValues: { name: lesson.name, name_ar: lesson.name_ar ?? '' },
    schema: lessonSchema,
    savedMessage: (saved) => text.saved(saved.name),
    onSaved: () => navigate(coursePage),
  });
  return (
    <>
      <ResourceForm title={title} cancelTo={coursePage} form={form}>
        <TextField
          label={text.name}
          name="name"
          required
          value={form.values.name}
          error={form.errors.name}
          onChange={(value) => form.setValue('name', value)}
        />
        <TextField
          label={text.nameAr}
          name="name_ar"
          lang="ar"
          value={form.values.name_ar}
          error={form.errors.name_ar}
          onChange={(value) => form.setValue('name_ar', value)}
        />
      </ResourceForm>
      <RecordFiles api={lessonBodyApi} record={lesson} files={LESSON_FILES} />
      <Link to={coursePage} className="admin-button admin-button--quiet">
        {text.backToCourse}
      </Link>
    </>
  );
}

/** /Admin/courses/{course}/lessons/{id}: a lesson's name, video and PDF. */
export function LessonPage({ id }: { id: number }) {
  return (
    <RecordLoader api={lessonBodyApi} id={id} things={text.things}>
      {(lesson) => <LessonEditor lesson={lesson} />}
    </RecordLoader>
  );
}
