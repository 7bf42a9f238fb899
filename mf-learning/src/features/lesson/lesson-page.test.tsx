import { type Course } from '@academy/shared';
import { DEMO_LEARNERS, loginAs, useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoCourse, lessonId, signedOutWithApiCallsWatched } from '../../testing/api-calls';
import { renderLessonPage } from '../../testing/render-page';

// The lesson page against the real API (demo content): the demo learner paid for PMP.
let pmp: Course;
let acp: Course;
const api = signedOutWithApiCallsWatched();

beforeAll(async () => {
  useRealApi();
  [pmp, acp] = await Promise.all([demoCourse('PMP'), demoCourse('PMI-ACP')]);
});

const renderLesson = renderLessonPage;

const signedUrl = (id: number, kind: 'video' | 'pdf') =>
  new RegExp(`^/api/media/lessons/${id}/${kind}\\?u=\\d+&expires=\\d+&sig=[\\w-]+$`);

describe('LessonPage', () => {
  it('plays the lesson, offers its PDF and lists its comments, to a learner who paid', async () => {
    await loginAs(DEMO_LEARNERS.paid);
    const lec1 = lessonId(pmp, 'Lec 1');
    const { container } = renderLesson(`/Lectuers/${pmp.id}/${lec1}`);
    expect(screen.getByLabelText('Loading the lesson')).toHaveAttribute('aria-busy', 'true');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Lec 1 - Introduction to the PMP Exam');
    expect(document.title).toBe('Lec 1 - Introduction to the PMP Exam | Academy');
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toMatch(signedUrl(lec1, 'video'));
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    const pdf = screen.getByRole('link', { name: /Download PDF/ });
    expect(pdf.getAttribute('href')).toMatch(signedUrl(lec1, 'pdf'));
    expect(pdf).toHaveAttribute('target', '_blank');

    // The comments are a chunk of their own, fetched beside the player.
    const comments = within(await screen.findByRole('region', { name: 'Comments' }));
    const first = comments.getByText('Very clear introduction, thank you!').closest('li')!;
    expect(within(first).getByText('learner')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2023-11-01T10:00:00.000Z');
    expect(first.querySelector('time')).toHaveTextContent('1 Nov 2023');
  });

  it('moves to the next and previous lessons in lecture order', async () => {
    const user = userEvent.setup();
    await loginAs(DEMO_LEARNERS.paid);
    renderLesson(`/Lectuers/${pmp.id}/${lessonId(pmp, 'Lec 1')}`);
    const nav = await screen.findByRole('navigation', { name: 'Previous and next lessons' });
    expect(within(nav).queryByRole('link', { name: /Previous lesson/ })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: /Next lesson/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lec 2 - Integration Management' }),
    ).toBeInTheDocument();
    expect(screen.getByText('شرح ممتاز لإدارة التكامل')).toHaveAttribute('dir', 'auto');
    const links = within(
      await screen.findByRole('navigation', { name: 'Previous and next lessons' }),
    ).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '← Previous lessonLec 1 - Introduction to the PMP Exam',
      'Next lesson →Lec 3 - Scope and Schedule',
    ]);
    await user.click(links[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: /^Lec 1 / })).toBeInTheDocument();
  });

  it('posts a comment and shows the list as the server has it, without reloading the video', async () => {
    const user = userEvent.setup();
    await loginAs(DEMO_LEARNERS.paid);
    const lec3 = lessonId(pmp, 'Lec 3');
    const { container } = renderLesson(`/Lectuers/${pmp.id}/${lec3}`);
    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('video')!;
    const src = video.getAttribute('src');
    const text = `Does the PDF cover the schedule network? ${Date.now()}`;
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), text);
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Your Comment is Posted !')).toBeInTheDocument();
    const posted = (await screen.findByText(text)).closest('li')!;
    expect(within(posted).getByText('learner')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    // The post, then the lesson fetched again for its comments.
    const lessonPath = `/courses/${pmp.id}/${lec3}/`;
    const after = api.calls.slice(api.calls.findIndex((call) => call.path === '/comments/'));
    expect(after.map((call) => [call.method, call.path, call.status])).toEqual([
      ['POST', '/comments/', 201],
      ['GET', lessonPath, 200],
    ]);
    expect(container.querySelector('video')).toBe(video);
    expect(video.getAttribute('src')).toBe(src);
  });

  it("sends a learner who has not paid to the course's checkout", async () => {
    await loginAs(DEMO_LEARNERS.unpaid);
    renderLesson(`/Lectuers/${pmp.id}/${lessonId(pmp, 'Lec 1')}`);
    expect(await screen.findByRole('status')).toHaveTextContent(`/Checkout/${pmp.id}`);
    expect(document.querySelector('video')).toBeNull();
  });

  it('sends a visitor to /login without asking for the lesson', async () => {
    renderLesson(`/Lectuers/${pmp.id}/${lessonId(pmp, 'Lec 1')}`);
    expect(screen.getByRole('status')).toHaveTextContent('/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing under the course's path (its lessons). The course itself (for previous/next) is
    // asked and dropped as the page leaves: its call is cancelled before it goes out.
    expect(api.calls.filter((call) => call.path.startsWith(`/courses/${pmp.id}/`))).toEqual([]);
  });

  it.each([
    ['an unknown lesson', () => `/Lectuers/${pmp.id}/999999`],
    ["another course's lesson", () => `/Lectuers/${pmp.id}/${lessonId(acp, 'Lec 1')}`],
  ])('answers %s with the not-found page', async (_, path) => {
    await loginAs(DEMO_LEARNERS.paid);
    renderLesson(path());
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/Academy$/));
    expect(document.title).not.toMatch(/Loading/);
  });
});
