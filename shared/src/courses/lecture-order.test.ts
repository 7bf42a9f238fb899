import { lectureNumber, sortLessonsByLecture } from './lecture-order';

const lesson = (id: number, name: string) => ({ id, name });

describe('lectureNumber', () => {
  it.each([
    ['Lec 1 - Introduction', 1],
    ['Lec 10 - Closing', 10],
    ['lec 3', 3],
    ['Lec12: Risk', 12],
    ['Week 2, LEC 7', 7],
    ['Introduction', 0],
    ['Lecture notes', 0],
    ['Electives 5', 0],
  ])('%p → %i', (name, number) => {
    expect(lectureNumber(name)).toBe(number);
  });
});

describe('sortLessonsByLecture', () => {
  it("puts 'Lec 10' after 'Lec 9' (numbers, not text)", () => {
    const sorted = sortLessonsByLecture([
      lesson(1, 'Lec 10 - Closing'),
      lesson(2, 'Lec 9 - Quality'),
      lesson(3, 'Lec 2 - Scope'),
      lesson(4, 'Lec 1 - Intro'),
    ]);
    expect(sorted.map((l) => l.id)).toEqual([4, 3, 2, 1]);
  });

  it('counts a lesson without a number as 0 and keeps ties in their given order', () => {
    const sorted = sortLessonsByLecture([
      lesson(1, 'Lec 2'),
      lesson(2, 'Welcome'),
      lesson(3, 'Lec 1'),
      lesson(4, 'Course map'),
    ]);
    expect(sorted.map((l) => l.id)).toEqual([2, 4, 3, 1]);
  });

  it('does not change the list it was given', () => {
    const lessons = [lesson(1, 'Lec 2'), lesson(2, 'Lec 1')];
    sortLessonsByLecture(lessons);
    expect(lessons.map((l) => l.id)).toEqual([1, 2]);
  });
});
