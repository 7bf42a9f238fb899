import { fetchCourse, type Course } from '@academy/shared';
import { firstScreenPainter, type FirstAnswersScript } from '@academy/shared/testing';
import { render } from '@testing-library/react';

import { CourseOverview } from './CourseOverview';

// The shell's index.html paints a checkout's picture and course name from its first answer before
// this remote has loaded (shell/public/first-answers.cjs), in CourseOverview's boxes. A copy that
// drifted would show the visitor another layout for a moment, and a larger picture would count as
// the page's largest paint a second time. These compare the two, on the real API's demo courses.
const { firstAnswers } = jest.requireActual<{ firstAnswers: FirstAnswersScript }>(
  '../../../../shell/public/first-answers.cjs',
);

const paintFirstScreen = firstScreenPainter(firstAnswers);

/** The boxes, the picture (a trailer's poster is its picture) and the name. */
function overviewFacts(page: Element) {
  const media = page.querySelector(':scope > .checkout__top > .checkout__media > :first-child');
  return {
    page: page.className,
    picture: media?.getAttribute('poster') ?? media?.getAttribute('src'),
    name: page.querySelector(':scope > .checkout__top > .checkout__summary > h1')?.textContent,
  };
}

it.each([['en'], ['ar']] as const)(
  "paints CourseOverview's picture and name in %s",
  async (language) => {
    const course: Course = await fetchCourse('1');
    expect(course.status).not.toBe('Soon');
    const painted = await paintFirstScreen(`/Checkout/${course.id}`, language);
    const { container } = render(<CourseOverview course={course} price="$1" action={null} />);
    const overview = container.querySelector('article')!;
    expect(overviewFacts(painted)).toEqual(overviewFacts(overview));
    expect(overviewFacts(overview).picture).toBeTruthy();
  },
);
