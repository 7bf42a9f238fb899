import { sortLessonsByLecture } from '@academy/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { lessonId, onDemoPmp } from '../../testing/api-calls';
import { reportProgress, signInAsNewOwner } from '../../testing/learners';
import { renderCoursePage } from '../../testing/render-page';

// The course page of a learner who owns the course: their percent, 'Continue' and the ticks, from
// the real API (a fresh learner per test; the demo lessons are 4 s long).
// Each test registers a learner and reports through the real API first: slow on a busy machine.
jest.setTimeout(30_000);
const demo = onDemoPmp();

const renderCourse = () => renderCoursePage(`/Course_Lectuers/${demo.pmp.id}`);

const lessonItem = (prefix: string) =>
  screen
    .getByText((_, element) => element?.textContent?.startsWith(`${prefix} `) ?? false, {
      selector: '.lesson-accordion__name',
    })
    .closest('li')!;

describe('the course page of an owner', () => {
  it('shows the percent, ticks the completed lessons and continues the last one watched', async () => {
    await signInAsNewOwner(demo.pmp.id);
    const [lec1, lec2] = [lessonId(demo.pmp, 'Lec 1'), lessonId(demo.pmp, 'Lec 2')];
    await reportProgress(lec1, { position: 4, watched: [[0, 4]] });
    await reportProgress(lec2, { position: 1.5, watched: [[0, 1.5]] });

    const user = userEvent.setup();
    renderCourse();
    const bar = await screen.findByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '25% — 1 of 4 lessons complete');

    expect(within(lessonItem('Lec 1')).getByText('Completed')).toBeInTheDocument();
    for (const other of ['Lec 2', 'Lec 3', 'Lec 4'])
      expect(within(lessonItem(other)).queryByText('Completed')).not.toBeInTheDocument();

    const resume = screen.getByRole('link', { name: /^Continue/ });
    expect(resume).toHaveAccessibleName('Continue Lec 2 - Integration Management, at 0:01');
    expect(resume).toHaveAttribute('href', `/Lectuers/${demo.pmp.id}/${lec2}`);
    await user.click(resume);
    expect(screen.getByTestId('location')).toHaveTextContent(`/Lectuers/${demo.pmp.id}/${lec2}`);
  });

  it('shows 0 % and no Continue before any lesson was watched, and no certificate', async () => {
    await signInAsNewOwner(demo.pmp.id);
    renderCourse();
    const bar = await screen.findByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0% — 0 of 4 lessons complete');
    expect(screen.getAllByRole('link', { name: 'Start Learn' })).toHaveLength(4);
    expect(screen.queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Claim your certificate' }),
    ).not.toBeInTheDocument();
  });

  it('offers the certificate once every lesson is complete', async () => {
    await signInAsNewOwner(demo.pmp.id);
    for (const lesson of sortLessonsByLecture(demo.pmp.lessons))
      await reportProgress(lesson.id, { position: 4, watched: [[0, 4]] });
    renderCourse();
    const bar = await screen.findByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuetext', '100% — 4 of 4 lessons complete');
    expect(screen.getAllByText('Completed')).toHaveLength(4);
    expect(screen.getByText('You completed every lesson of this course.')).toBeInTheDocument();
    // The certificate is what comes next: no Continue to the end of the last lesson.
    expect(screen.queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Claim your certificate' }),
    ).toBeInTheDocument();
  });
});
