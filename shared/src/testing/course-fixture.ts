import type { Course } from '../types';

/**
 * A course as GET /api/courses/{id} answers it, with no instructor, image or trailer and one
 * lesson; `fields` replace what a test cares about.
 */
export function courseFixture(fields: Partial<Course> = {}): Course {
  return {
    id: 1,
    name: 'PMP',
    image: null,
    status: 'Available',
    category: 'PMP',
    price: 299,
    price_LE: 9500,
    price_SR: 1120,
    trailer: null,
    description: '',
    instructor: null,
    lessons: [{ id: 1, name: 'Lec 1' }],
    Introduction_1: '',
    Introduction_2: '',
    Introduction_3: '',
    Introduction_4: '',
    ...fields,
  };
}
