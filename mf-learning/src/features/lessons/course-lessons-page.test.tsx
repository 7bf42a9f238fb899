import { sortLessonsByLecture, type Course } from '@academy/shared';
import { DEMO_LEARNERS, loginAs, useRealApi } from '@academy/shared/testing';
import { screen, waitFor } from '@testing-library/react';

import { demoCourse, signedOutWithApiCallsWatched } from '../../testing/api-calls';
import { renderCoursePage } from '../../testing/render-page';

// Against the real API (one server per jest run, demo content): the demo learner paid for PMP,
// the newbie for nothing.
let pmp: Course;
const api = signedOutWithApiCallsWatched();

beforeAll(async () => {
  useRealApi();
  pmp = await demoCourse('PMP');
});

const renderAt = renderCoursePage;

describe('CourseLessonsPage', () => {
  it('sends a visitor to /login without asking the API anything', async () => {
    renderAt(`/Course_Lectuers/${pmp.id}`);
    expect(screen.getByRole('status')).toHaveTextContent('/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((call) => call.path.includes('check_paid'))).toEqual([]);
  });

  it("sends a learner who has not paid to the course's checkout", async () => {
    await loginAs(DEMO_LEARNERS.unpaid);
    renderAt(`/Course_Lectuers/${pmp.id}`);
    expect(await screen.findByRole('status')).toHaveTextContent(`/Checkout/${pmp.id}`);
  });

  it("shows 'The Course Lessons' in lecture order to a learner who paid, after placeholders", async () => {
    await loginAs(DEMO_LEARNERS.paid);
    renderAt(`/Course_Lectuers/${pmp.id}`);
    expect(screen.getByRole('list', { name: 'Loading the lessons' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const links = await screen.findAllByRole('link', { name: 'Start Learn' });
    const ordered = sortLessonsByLecture(pmp.lessons);
    expect(ordered.map((lesson) => lesson.name)).toEqual([
      'Lec 1 - Introduction to the PMP Exam',
      'Lec 2 - Integration Management',
      'Lec 3 - Scope and Schedule',
      'Lec 4 - Agile and Hybrid Approaches',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ordered.map((lesson) => `/Lectuers/${pmp.id}/${lesson.id}`),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Course Lessons');
    expect(screen.getByText('PMP', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Exam' })).toHaveAttribute('href', '/Exam/PMP');
    expect(screen.queryByRole('list', { name: 'Loading the lessons' })).not.toBeInTheDocument();
    expect(document.title).toBe('The Course Lessons | Academy');
  });

  it('names /Lectuers/{courseId} after the course', async () => {
    await loginAs(DEMO_LEARNERS.paid);
    renderAt(`/Lectuers/${pmp.id}`);
    expect(await screen.findAllByRole('link', { name: 'Start Learn' })).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PMP');
    expect(document.title).toBe('PMP | Academy');
  });

  it('keeps the placeholders and shows no message when the course fails to load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await loginAs(DEMO_LEARNERS.paid);
    renderAt('/Course_Lectuers/999999');
    const pageCalls = () => api.calls.filter((call) => call.path !== '/login/');
    await waitFor(() => expect(pageCalls()).toHaveLength(2));
    expect(pageCalls().map((call) => call.status)).toEqual([404, 404]);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answers reach the page
    expect(screen.getByRole('list', { name: 'Loading the lessons' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Learn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
