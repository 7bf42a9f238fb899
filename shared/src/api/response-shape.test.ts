import { courseFixture } from '../testing/course-fixture';
import { blogPostShape, examSummaryShape, readCourse, readExam } from '../types/shapes';
import { expectList, expectObject, type Shape, UnexpectedResponseError } from './response-shape';

const post = {
  id: 1,
  title: 'Agile',
  content: 'Scrum.',
  image: null,
  pdf: '/media/a.pdf',
  author_name: null,
  date_posted: '2026-11-01T09:30:00Z',
};

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof UnexpectedResponseError) return error.message;
    throw error;
  }
  throw new Error('no error');
}

describe('expectList', () => {
  it('gives back a list whose items fit, nulls allowed where the type allows them', () => {
    const list = [post, { ...post, id: 2, image: '/media/b.svg', author_name: 'Omar' }];
    expect(expectList(list, blogPostShape, 'GET /blogs/')).toBe(list);
    expect(expectList([], blogPostShape, 'GET /blogs/')).toEqual([]);
  });

  it.each([
    ['an HTML page', '<!doctype html><html></html>', 'expected a list, got string'],
    ['an object', { detail: 'Not found.' }, 'expected a list, got object'],
    ['a paginated object', { results: [post] }, 'expected a list, got object'],
    ['null', null, 'expected a list, got null'],
    ['nothing', undefined, 'expected a list, got missing'],
  ])('refuses %s', (_, data, problem) => {
    expect(problemOf(() => expectList(data, blogPostShape, 'GET /blogs/'))).toBe(
      `Unexpected answer for GET /blogs/: ${problem}`,
    );
  });

  it('names the first item and field that do not fit', () => {
    expect(problemOf(() => expectList([post, { ...post, content: 5 }], blogPostShape, 'x'))).toBe(
      'Unexpected answer for x: item 1: content: expected string, got number',
    );
    expect(problemOf(() => expectList([{ id: 1 }], examSummaryShape, 'x'))).toBe(
      'Unexpected answer for x: item 0: name: expected string, got missing',
    );
    expect(problemOf(() => expectList([{ ...post, title: null }], blogPostShape, 'x'))).toMatch(
      /title: expected string, got null/,
    );
    expect(problemOf(() => expectList(['a', 'b'], examSummaryShape, 'x'))).toMatch(
      /item 0: expected an object, got string/,
    );
    expect(
      problemOf(() => expectList([{ id: Number.NaN, name: 'a' }], examSummaryShape, 'x')),
    ).toMatch(/id: expected number, got other/);
  });
});

describe('expectObject', () => {
  it('gives back an object that fits and refuses a list or a page', () => {
    expect(expectObject({ id: 3, name: 'Mock' }, examSummaryShape, 'x')).toEqual({
      id: 3,
      name: 'Mock',
    });
    expect(problemOf(() => expectObject([], examSummaryShape, 'x'))).toMatch(
      /expected an object, got array/,
    );
    expect(problemOf(() => expectObject('<html>', examSummaryShape, 'x'))).toMatch(
      /expected an object, got string/,
    );
  });
});

const course = courseFixture({ id: 4 });

describe('readCourse', () => {
  it('accepts a course without instructor, image or trailer', () => {
    expect(readCourse(course, 'c')).toBe(course);
  });

  it('checks the instructor and the lessons too', () => {
    const instructor = { id: 1, name: 'Sara', image: null, review: '', mobile_number: '' };
    expect(problemOf(() => readCourse({ ...course, instructor }, 'c'))).toMatch(
      /c \(instructor\): LinkdIn: expected string, got missing/,
    );
    expect(problemOf(() => readCourse({ ...course, lessons: [{ id: 1 }] }, 'c'))).toMatch(
      /c \(lessons\): item 0: name/,
    );
    expect(problemOf(() => readCourse({ ...course, lessons: {} }, 'c'))).toMatch(
      /lessons: expected array, got object/,
    );
  });
});

describe('readExam', () => {
  const question = {
    id: 1,
    text: '#01. Which?',
    question_type: 'OC',
    choose: null,
    img: null,
    explanation: '',
    domain: null,
    task: null,
    answers: [
      { id: 1, text: 'A', img: null, is_correct: true, side: null, match_id: null, region: null },
    ],
  };

  it('accepts a set whose questions and answers fit', () => {
    const exam = {
      id: 2,
      name: 'Mock',
      questions: ['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'].map((type) => ({
        ...question,
        question_type: type,
      })),
    };
    expect(readExam(exam, 'e')).toBe(exam);
  });

  it('refuses an unknown question type and an answer that does not fit', () => {
    const exam = (q: object) => ({ id: 2, name: 'Mock', questions: [q] });
    expect(problemOf(() => readExam(exam({ ...question, question_type: 'TF' }), 'e'))).toMatch(
      /question 0: question_type "TF"/,
    );
    expect(
      problemOf(() => readExam(exam({ ...question, answers: [{ id: 1, text: 'A' }] }), 'e')),
    ).toMatch(/answers of question 0\): item 0: img: expected string\?, got missing/);
  });
});

describe('optional fields (docs/design/languages.md#content-in-arabic: a text the academy may also have written in Arabic)', () => {
  interface Named {
    name: string;
    name_ar?: string | null;
  }
  const shape: Shape<Named> = { name: 'string', name_ar: 'string??' };
  it('may be absent or null, but not of another kind', () => {
    expect(expectObject({ name: 'PMP' }, shape, 'x')).toEqual({ name: 'PMP' });
    expect(expectObject({ name: 'PMP', name_ar: null }, shape, 'x').name_ar).toBeNull();
    expect(() => expectObject({ name: 'PMP', name_ar: 7 }, shape, 'x')).toThrow(
      'name_ar: expected string??, got number',
    );
  });
});
