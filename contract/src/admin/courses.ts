import { Type, type Static } from 'typebox';
import {
  ArabicText,
  ArabicTextInput,
  Body,
  IdField,
  MediaUrl,
  NullableId,
  PartialBody,
  Text,
} from '../common';
import { CoursePrices } from '../courses';
import { AdminListQuery, UploadRef } from './common';
import {
  CONTACT_HOURS_RULE,
  COURSE_LIMITS,
  COURSE_STATUSES,
  PMI_ACTIVITY_CODE_RULE,
  PRICE_RULE,
} from '../rules';

/** The statuses a back-office write may set (the public shape reads any text). */
export { COURSE_STATUSES };
export const WritableCourseStatus = Type.Enum(COURSE_STATUSES);

/**
 * A course as staff see it: the public detail's fields without its lessons, the instructor by id,
 * and what the back-office needs besides (order, archive flag, counts, import key).
 */
export const AdminCourse = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: 'The import format matches rows by it; never changes.' }),
  name: Type.String(),
  description: Type.String(),
  name_ar: ArabicText,
  description_ar: ArabicText,
  status: Type.String(),
  category: Type.String(),
  instructor: Type.Union([Type.Integer(), Type.Null()]),
  ...CoursePrices.properties,
  Introduction_1: Type.String(),
  Introduction_2: Type.String(),
  Introduction_3: Type.String(),
  Introduction_4: Type.String(),
  Introduction_1_ar: ArabicText,
  Introduction_2_ar: ArabicText,
  Introduction_3_ar: ArabicText,
  Introduction_4_ar: ArabicText,
  image: MediaUrl,
  trailer: MediaUrl,
  position: Type.Integer(),
  archived: Type.Boolean({
    description: 'Out of the catalogue and not sold; its owners keep their lessons.',
  }),
  created_at: Type.String({ format: 'date-time' }),
  lessons_count: Type.Integer(),
  enrollments_count: Type.Integer(),
  /** What the course's certificate attests (35 for a PMP course); null: none. */
  contact_hours: Type.Union([Type.Number(), Type.Null()]),
  /** PMI's activity code, printed on the course's certificates with the hours; null: none. */
  pmi_activity_code: Type.Union([Type.String(), Type.Null()]),
});
export type AdminCourse = Static<typeof AdminCourse>;

/** numeric(12,2): at most 9,999,999,999.99, in cents (the API checks the 2 decimals). */
const Price = Type.Number({ minimum: 0, maximum: PRICE_RULE.max });
const Position = Type.Integer({ minimum: 0, maximum: COURSE_LIMITS.position });
/** numeric(6,2): hours, in hundredths (the API checks the 2 decimals); null clears them. */
const ContactHours = Type.Unsafe<number | null>({
  type: ['number', 'null'],
  minimum: 0,
  maximum: CONTACT_HOURS_RULE.max,
});

const courseFields = {
  name: Text(COURSE_LIMITS.name, 1),
  description: Text(COURSE_LIMITS.description),
  name_ar: ArabicTextInput(COURSE_LIMITS.name),
  description_ar: ArabicTextInput(COURSE_LIMITS.description),
  status: WritableCourseStatus,
  category: Text(COURSE_LIMITS.category, 1),
  instructor: NullableId,
  price: Price,
  price_LE: Price,
  price_SR: Price,
  Introduction_1: Text(COURSE_LIMITS.introduction),
  Introduction_2: Text(COURSE_LIMITS.introduction),
  Introduction_3: Text(COURSE_LIMITS.introduction),
  Introduction_4: Text(COURSE_LIMITS.introduction),
  Introduction_1_ar: ArabicTextInput(COURSE_LIMITS.introduction),
  Introduction_2_ar: ArabicTextInput(COURSE_LIMITS.introduction),
  Introduction_3_ar: ArabicTextInput(COURSE_LIMITS.introduction),
  Introduction_4_ar: ArabicTextInput(COURSE_LIMITS.introduction),
  position: Position,
  archived: Type.Boolean(),
  image: UploadRef,
  trailer: UploadRef,
  contact_hours: ContactHours,
  // The pattern is checked by the API with its own message (PMI_ACTIVITY_CODE_INVALID).
  // One schema, not a union, so a too-long code gets one message.
  pmi_activity_code: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: PMI_ACTIVITY_CODE_RULE.max,
  }),
};

/** name, category and the three prices are required; the rest has defaults. */
export const CreateCourseBody = Body({
  name: courseFields.name,
  description: Type.Optional(courseFields.description),
  name_ar: Type.Optional(courseFields.name_ar),
  description_ar: Type.Optional(courseFields.description_ar),
  status: Type.Optional(courseFields.status),
  category: courseFields.category,
  instructor: Type.Optional(courseFields.instructor),
  price: courseFields.price,
  price_LE: courseFields.price_LE,
  price_SR: courseFields.price_SR,
  Introduction_1: Type.Optional(courseFields.Introduction_1),
  Introduction_2: Type.Optional(courseFields.Introduction_2),
  Introduction_3: Type.Optional(courseFields.Introduction_3),
  Introduction_4: Type.Optional(courseFields.Introduction_4),
  Introduction_1_ar: Type.Optional(courseFields.Introduction_1_ar),
  Introduction_2_ar: Type.Optional(courseFields.Introduction_2_ar),
  Introduction_3_ar: Type.Optional(courseFields.Introduction_3_ar),
  Introduction_4_ar: Type.Optional(courseFields.Introduction_4_ar),
  position: Type.Optional(courseFields.position),
  archived: Type.Optional(courseFields.archived),
  image: Type.Optional(courseFields.image),
  trailer: Type.Optional(courseFields.trailer),
  contact_hours: Type.Optional(courseFields.contact_hours),
  pmi_activity_code: Type.Optional(courseFields.pmi_activity_code),
});
export type CreateCourseBody = Static<typeof CreateCourseBody>;

export const UpdateCourseBody = PartialBody(CreateCourseBody);
export type UpdateCourseBody = Static<typeof UpdateCourseBody>;

/**
 * A drag or keyboard reorder sends the whole new order at once: every course's id (archived ones
 * included), first shown first. One write, one audit row, no positions left clashing.
 */
export const ReorderCoursesBody = Body({
  ids: Type.Array(IdField, { minItems: 1, maxItems: 10_000 }),
});
export type ReorderCoursesBody = Static<typeof ReorderCoursesBody>;

/** The new order, as ids. */
export const ReorderResult = Type.Object({ ids: Type.Array(Type.Integer()) });
export type ReorderResult = Static<typeof ReorderResult>;

export const AdminCoursesQuery = Type.Object({
  ...AdminListQuery.properties,
  category: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String({ maxLength: 40 })),
  archived: Type.Optional(Type.Enum(['true', 'false'])),
});
export type AdminCoursesQuery = Static<typeof AdminCoursesQuery>;
