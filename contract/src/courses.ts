import { Type, type Static } from 'typebox';
import { Comment, CommentsCursor } from './comments';
import { ArabicText, IdParam, MediaUrl, NamedRecord, NullableString } from './common';

export const CourseParams = Type.Object({ id: IdParam });
export type CourseParams = Static<typeof CourseParams>;

export const LessonParams = Type.Object({ course: IdParam, lesson: IdParam });
export type LessonParams = Static<typeof LessonParams>;

/** A course's list prices: US dollars, Egyptian pounds, Saudi riyals (spelt as the spec reads them). */
export const CoursePrices = Type.Object({
  price: Type.Number(),
  price_LE: Type.Number(),
  price_SR: Type.Number(),
});
export type CoursePrices = Static<typeof CoursePrices>;

/** 'Available' or 'Soon' (a course not open for enrolment yet); an operator may add others. */
export const CourseStatus = Type.String({ examples: ['Available', 'Soon'] });
export type CourseStatus = Static<typeof CourseStatus>;

export const Instructor = Type.Object({
  ...NamedRecord.properties,
  image: MediaUrl,
  review: Type.String(),
  mobile_number: Type.String(),
  /** Spelt so by the API contract. */
  LinkdIn: Type.String(),
});
export type Instructor = Static<typeof Instructor>;

/** A course in the catalogue. */
export const CourseSummary = Type.Object({
  ...NamedRecord.properties,
  name_ar: ArabicText,
  image: MediaUrl,
  status: CourseStatus,
  category: Type.String(),
  ...CoursePrices.properties,
});
export type CourseSummary = Static<typeof CourseSummary>;

export const LessonSummary = Type.Object({ ...NamedRecord.properties, name_ar: ArabicText });
export type LessonSummary = Static<typeof LessonSummary>;

/** The public course detail: lesson names only, never their media. */
export const Course = Type.Object({
  ...CourseSummary.properties,
  trailer: MediaUrl,
  description: Type.String(),
  description_ar: ArabicText,
  /** null when no instructor is assigned (or the instructor was removed). */
  instructor: Type.Union([Instructor, Type.Null()]),
  lessons: Type.Array(LessonSummary),
  Introduction_1: Type.String(),
  Introduction_2: Type.String(),
  Introduction_3: Type.String(),
  Introduction_4: Type.String(),
  Introduction_1_ar: ArabicText,
  Introduction_2_ar: ArabicText,
  Introduction_3_ar: ArabicText,
  Introduction_4_ar: ArabicText,
});
export type Course = Static<typeof Course>;

/**
 * A lesson as a learner who paid receives it: media links signed for them, and its newest
 * comments (COMMENTS_PAGE_SIZE at most, newest first; older ones page by page from
 * GET /courses/{course}/{lesson}/comments/?before=`comments_next`).
 */
export const Lesson = Type.Object({
  ...LessonSummary.properties,
  course: Type.Integer(),
  video_file: NullableString('Signed for this learner; null when the lesson has no video yet.'),
  /**
   * The video as HLS (docs/design/media.md#protection): its master playlist, signed for this
   * learner like video_file. Null until the video is transcoded (or when that failed): then
   * video_file plays.
   */
  video_hls: NullableString(
    'The master playlist of the HLS renditions, signed; null before the transcode.',
  ),
  /** A frame of the video to show before it plays, signed; null before the transcode. */
  video_poster: NullableString('A still of the video, signed; null before the transcode.'),
  pdf_file: NullableString('Signed for this learner; null when the lesson has no PDF yet.'),
  comments: Type.Array(Comment),
  /** Every comment of the lesson, shown or not. */
  comments_count: Type.Integer(),
  comments_next: CommentsCursor,
});
export type Lesson = Static<typeof Lesson>;
