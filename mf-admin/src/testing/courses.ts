// Courses and lessons the admin tests make through the real API before opening a screen.
import { courseBodyApi } from '../features/courses/api';
import { lessonBodyApi } from '../features/lessons/api';
import { uniqueName } from './table';

/** A PMP course at the demo's prices. */
export const makeCourse = (name: string) =>
  courseBodyApi.create({ name, category: 'PMP', price: 10, price_LE: 100, price_SR: 40 });

/** A new course (its name from `coursePrefix`) with one new lesson. */
export async function makeLesson(coursePrefix: string) {
  const course = await makeCourse(uniqueName(coursePrefix));
  const lesson = await lessonBodyApi.create({ name: uniqueName('Lesson'), course: course.id });
  return { course, lesson };
}
