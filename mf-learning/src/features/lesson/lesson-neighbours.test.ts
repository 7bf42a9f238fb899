import { lessonNeighbours } from './lesson-neighbours';

const lesson = (id: number, name: string) => ({ id, name });

// Given in the API's order, which is not the lecture order.
const lessons = [
  lesson(21, 'Lec 10 - Closing'),
  lesson(22, 'Lec 9 - Quality'),
  lesson(23, 'Course welcome'),
  lesson(24, 'Lec 1 - Kick-off'),
];

describe('lessonNeighbours', () => {
  it("follows the lecture order: 'Lec 10' after 'Lec 9', no number (0) first", () => {
    expect(lessonNeighbours(lessons, 22)).toEqual({
      previous: lesson(24, 'Lec 1 - Kick-off'),
      next: lesson(21, 'Lec 10 - Closing'),
    });
    expect(lessonNeighbours(lessons, 24)).toEqual({
      previous: lesson(23, 'Course welcome'),
      next: lesson(22, 'Lec 9 - Quality'),
    });
  });

  it('has no previous for the first lesson and no next for the last', () => {
    expect(lessonNeighbours(lessons, 23)).toEqual({
      previous: null,
      next: lesson(24, 'Lec 1 - Kick-off'),
    });
    expect(lessonNeighbours(lessons, 21)).toEqual({
      previous: lesson(22, 'Lec 9 - Quality'),
      next: null,
    });
  });

  it('has neither for a lesson that is not in the list, or a course of one lesson', () => {
    expect(lessonNeighbours(lessons, 99)).toEqual({ previous: null, next: null });
    expect(lessonNeighbours([lesson(1, 'Lec 1')], 1)).toEqual({ previous: null, next: null });
  });
});
