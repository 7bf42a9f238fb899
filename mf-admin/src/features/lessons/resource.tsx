// A lesson: its fields, declared once for its page and the course page's one-line form, and its
// private files (no preview): its video, whose stream is made after, and its PDF.
import type { AdminLesson } from '@academy/contract';
import { LESSON_LIMITS } from '@academy/contract/rules';
import { Link } from '@academy/shared';

import { maxText, type FieldDef } from '../../components/resource-section/fields';
import { RecordPage, type FormDefinition } from '../../components/resource-section/ResourceSection';
import { lessonBodyApi } from './api';
import { lessonsMessages as text } from './messages';
import { VideoTranscodeStatus } from './VideoTranscodeStatus';

const NAME_MAX = LESSON_LIMITS.name;

/** The name (and its Arabic: '' for none); the course and files are set elsewhere. */
export const lessonFields: readonly FieldDef[] = [
  {
    name: 'name',
    label: text.name,
    required: true,
    rule: maxText(NAME_MAX, undefined, text.nameRequired),
  },
  { name: 'name_ar', label: text.nameAr, lang: 'ar', rule: maxText(NAME_MAX) },
];

const coursePage = (lesson: AdminLesson) => `../${lesson.course}`;

const lessonResource: FormDefinition<AdminLesson> = {
  api: lessonBodyApi,
  text: { ...text, createTitle: text.addTitle },
  fields: lessonFields,
  back: coursePage,
  files: [
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
  ],
  RecordExtras: ({ record }) => (
    <Link to={coursePage(record)} className="admin-button admin-button--quiet">
      {text.backToCourse}
    </Link>
  ),
};

/** /Admin/courses/{course}/lessons/{id}: a lesson's name, video and PDF. */
export const LessonPage = ({ id }: { id: number }) => (
  <RecordPage resource={lessonResource} id={id} />
);
