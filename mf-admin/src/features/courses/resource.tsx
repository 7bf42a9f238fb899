// /Admin/courses: every course, archived ones too, searchable and sortable; a new course, the
// catalogue's order, a course's page (details, files, lessons) and a lesson's page. A course's
// field is one line of `fields` below (with the contract and a migration).
import {
  CONTACT_HOURS_RULE,
  COURSE_LIMITS,
  COURSE_STATUSES,
  PMI_ACTIVITY_CODE_INVALID,
  PMI_ACTIVITY_CODE_RULE,
  PRICE_RULE,
} from '@academy/contract/rules';
import type { AdminCourse } from '@academy/contract';
import { Link, NotFound, Route, useParams } from '@academy/shared';

import { ChangeInstead } from '../../components/delete/ChangeInstead';
import {
  checkbox,
  codecs,
  maxText,
  optionalNumber,
  optionalRecord,
  type FieldDef,
} from '../../components/resource-section/fields';
import {
  resourceSection,
  type ResourceDefinition,
} from '../../components/resource-section/ResourceSection';
import { publicFile } from '../../components/upload/RecordMediaField';
import { useRecordOptions } from '../../lib/record-options';
import { CourseLessons } from '../lessons/CourseLessons';
import { LessonPage } from '../lessons/resource';
import { courseBodyApi } from './api';
import { CourseOrder } from './CourseOrder';
import { coursesMessages as text } from './messages';

const {
  name: NAME_MAX,
  description: DESCRIPTION_MAX,
  introduction: INTRODUCTION_MAX,
} = COURSE_LIMITS;
const descriptionRule = maxText(DESCRIPTION_MAX, text.descriptionTooLong(DESCRIPTION_MAX));

/** A price: required, at most 10 digits before the point and 2 after. */
const price = (name: string, label: string): FieldDef => ({
  name,
  label,
  inputMode: 'decimal',
  hint: text.priceHint,
  required: true,
  codec: codecs.number,
  rule: (yup) =>
    yup
      .string()
      .trim()
      .required(text.priceRequired(label))
      .matches(PRICE_RULE.pattern, text.priceInvalid(label)),
});

const introduction = (number: number, lang?: 'ar'): FieldDef => ({
  name: lang ? `Introduction_${number}_ar` : `Introduction_${number}`,
  label: lang ? text.introductionAr(number) : text.introduction(number),
  input: 'multiline',
  ...(lang ? { lang } : {}),
  rule: maxText(INTRODUCTION_MAX, text.introductionTooLong(INTRODUCTION_MAX)),
});

const statusLabel = (status: string) =>
  status in text.statuses ? text.statuses[status as keyof typeof text.statuses] : status;

const ID = /^[1-9]\d*$/;

function LessonRoute() {
  const { id, lessonId } = useParams();
  if (!id || !lessonId || !ID.test(id) || !ID.test(lessonId)) return <NotFound />;
  return <LessonPage key={lessonId} id={Number(lessonId)} />;
}

export const coursesResource: ResourceDefinition<AdminCourse> = {
  api: courseBodyApi,
  text,
  defaultOrdering: 'position',
  openAfterCreate: true,
  headerLinks: () => (
    <Link to="order" className="admin-button admin-button--quiet">
      {text.changeOrder}
    </Link>
  ),
  // Learners own it, or orders name it: out of the catalogue instead, owners keep their lessons.
  refusalActions: (course, close) => (
    <ChangeInstead
      api={courseBodyApi}
      record={course}
      change={{ archived: true }}
      already={course.archived ? text.alreadyArchived : null}
      label={text.archiveInstead}
      toast={text.archivedToast(course.name)}
      close={close}
    />
  ),
  columns: [
    { accessorKey: 'name', header: text.name, enableSorting: true },
    { accessorKey: 'category', header: text.category },
    {
      accessorKey: 'status',
      header: text.status,
      enableSorting: true,
      cell: ({ row }) => statusLabel(row.original.status),
    },
    {
      accessorKey: 'price',
      header: text.prices,
      enableSorting: true,
      cell: ({ row }) =>
        text.priceLine(row.original.price, row.original.price_LE, row.original.price_SR),
    },
    {
      accessorKey: 'archived',
      header: text.archivedColumn,
      cell: ({ row }) => (row.original.archived ? text.archivedYes : text.archivedNo),
    },
    { accessorKey: 'lessons_count', header: text.lessonsCount },
    { accessorKey: 'enrollments_count', header: text.enrollmentsCount },
  ],
  fields: [
    {
      name: 'name',
      label: text.name,
      required: true,
      rule: maxText(NAME_MAX, undefined, text.nameRequired),
    },
    { name: 'description', label: text.description, input: 'multiline', rule: descriptionRule },
    { name: 'name_ar', label: text.nameAr, lang: 'ar', rule: maxText(NAME_MAX) },
    {
      name: 'description_ar',
      label: text.descriptionAr,
      lang: 'ar',
      input: 'multiline',
      rule: descriptionRule,
    },
    {
      name: 'status',
      label: text.status,
      input: 'select',
      initial: 'Available',
      options: COURSE_STATUSES.map((status) => ({ value: status, label: text.statuses[status] })),
      rule: (yup) =>
        yup
          .string()
          .required()
          .oneOf([...COURSE_STATUSES], text.statusInvalid),
    },
    {
      name: 'category',
      label: text.category,
      input: 'select',
      required: true,
      first: { value: '', label: text.chooseCategory },
      useOptions: () => useRecordOptions('categories', undefined, { valueIsName: true }),
      rule: (yup) => yup.string().required(text.categoryRequired),
    },
    optionalRecord('instructor', text.instructor, text.noInstructor, () =>
      useRecordOptions('instructors'),
    ),
    price('price', text.priceUsd),
    price('price_LE', text.priceLe),
    price('price_SR', text.priceSr),
    introduction(1),
    introduction(2),
    introduction(3),
    introduction(4),
    introduction(1, 'ar'),
    introduction(2, 'ar'),
    introduction(3, 'ar'),
    introduction(4, 'ar'),
    optionalNumber(
      'contact_hours',
      text.contactHours,
      text.contactHoursHint,
      'decimal',
      text.contactHoursInvalid,
      (value) => CONTACT_HOURS_RULE.pattern.test(value),
    ),
    {
      name: 'pmi_activity_code',
      label: text.pmiActivityCode,
      hint: text.pmiActivityCodeHint,
      codec: codecs.textOrNull,
      rule: (yup) =>
        yup
          .string()
          .trim()
          .default('')
          .test(
            'pmi-activity-code',
            PMI_ACTIVITY_CODE_INVALID,
            (value) => !value || PMI_ACTIVITY_CODE_RULE.pattern.test(value),
          ),
    },
    checkbox('archived', text.archived, text.archivedHint, false),
  ],
  files: [
    publicFile('image', 'image', text.image, text.imageAttached),
    publicFile('trailer', 'video', text.trailer, text.trailerAttached),
  ],
  RecordExtras: ({ record }) => <CourseLessons course={record} />,
  routes: [
    <Route key="order" path="order" element={<CourseOrder />} />,
    <Route key="lesson" path=":id/lessons/:lessonId" element={<LessonRoute />} />,
  ],
};

export default resourceSection(coursesResource);
