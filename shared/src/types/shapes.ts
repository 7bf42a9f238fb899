// The domain types' runtime twins: what each answer of the API is checked against before use.
import {
  expectList,
  expectObject,
  UnexpectedResponseError,
  type Shape,
} from '../api/response-shape';
import type {
  Answer,
  BlogPost,
  Comment,
  Course,
  CourseSummary,
  Exam,
  ExamSummary,
  Instructor,
  Lesson,
  LessonSummary,
  PaidCheck,
  Question,
} from './index';

export const instructorShape: Shape<Instructor> = {
  id: 'number',
  name: 'string',
  image: 'string?',
  review: 'string',
  mobile_number: 'string',
  LinkdIn: 'string',
};

export const courseSummaryShape: Shape<CourseSummary> = {
  id: 'number',
  name: 'string',
  name_ar: 'string??',
  image: 'string?',
  status: 'string',
  category: 'string',
  price: 'number',
  price_LE: 'number',
  price_SR: 'number',
};

export const lessonSummaryShape: Shape<LessonSummary> = {
  id: 'number',
  name: 'string',
  name_ar: 'string??',
};

/** A course's four introductions and their Arabic: the same fields in the back-office's course. */
export const courseIntroductionsShape = {
  Introduction_1: 'string',
  Introduction_2: 'string',
  Introduction_3: 'string',
  Introduction_4: 'string',
  Introduction_1_ar: 'string??',
  Introduction_2_ar: 'string??',
  Introduction_3_ar: 'string??',
  Introduction_4_ar: 'string??',
} as const satisfies Partial<Shape<Course>>;

export const courseShape: Shape<Course> = {
  ...courseSummaryShape,
  trailer: 'string?',
  description: 'string',
  description_ar: 'string??',
  instructor: 'object?',
  lessons: 'array',
  ...courseIntroductionsShape,
};

export const commentShape: Shape<Comment> = {
  id: 'number',
  username: 'string',
  text: 'string',
  created_at: 'string',
  user: 'number',
  lesson: 'number',
};

export const lessonShape: Shape<Lesson> = {
  ...lessonSummaryShape,
  course: 'number',
  video_file: 'string?',
  video_hls: 'string?',
  video_poster: 'string?',
  pdf_file: 'string?',
  comments: 'array',
  comments_count: 'number',
  comments_next: 'number?',
};

export const examSummaryShape: Shape<ExamSummary> = { id: 'number', name: 'string' };

export const examShape: Shape<Exam> = { ...examSummaryShape, questions: 'array' };

export const answerShape: Shape<Answer> = {
  id: 'number',
  text: 'string',
  text_ar: 'string??',
  img: 'string?',
  is_correct: 'boolean',
  side: 'string?',
  match_id: 'number?',
  region: 'object?',
};

export const questionShape: Shape<Question> = {
  id: 'number',
  text: 'string',
  text_ar: 'string??',
  question_type: 'string',
  choose: 'number?',
  img: 'string?',
  explanation: 'string',
  explanation_ar: 'string??',
  domain: 'string?',
  task: 'string?',
  answers: 'array',
};

export const blogPostShape: Shape<BlogPost> = {
  id: 'number',
  title: 'string',
  content: 'string',
  title_ar: 'string??',
  content_ar: 'string??',
  image: 'string?',
  pdf: 'string?',
  author_name: 'string?',
  date_posted: 'string',
};

export const paidCheckShape: Shape<PaidCheck> = { paid: 'boolean' };

/** A course detail with its instructor (or null) and lesson names. */
export function readCourse(data: unknown, what: string): Course {
  const course = expectObject(data, courseShape, what);
  if (course.instructor) expectObject(course.instructor, instructorShape, `${what} (instructor)`);
  expectList(course.lessons, lessonSummaryShape, `${what} (lessons)`);
  return course;
}

/** A lesson with its comments. */
export function readLesson(data: unknown, what: string): Lesson {
  const lesson = expectObject(data, lessonShape, what);
  expectList(lesson.comments, commentShape, `${what} (comments)`);
  return lesson;
}

/** The question types the players know (docs/design/exam-attempts.md#question-types). */
const QUESTION_TYPES: readonly string[] = ['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'];

/** A topic or exam with its questions and their answers, each of a type the players know. */
export function readExam(data: unknown, what: string): Exam {
  const exam = expectObject(data, examShape, what);
  expectList(exam.questions, questionShape, `${what} (questions)`).forEach((question, index) => {
    if (!QUESTION_TYPES.includes(question.question_type)) {
      throw new UnexpectedResponseError(
        what,
        `question ${index}: question_type ${JSON.stringify(question.question_type)}`,
      );
    }
    expectList(question.answers, answerShape, `${what} (answers of question ${index})`);
  });
  return exam;
}
