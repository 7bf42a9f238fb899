import {
  formattersFor,
  setLanguage,
  ToastHost,
  useAuthStore,
  type Comment,
  type Course,
  type Lesson,
} from '@academy/shared';
import { DEMO_LEARNERS, FreshQueryClient, loginAs, useRealApi } from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoCourse, lessonId, watchApiCalls, type ApiCall } from '../../testing/api-calls';
import { fetchLesson } from '../lesson/api';
import { postComment } from './api';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { CommentsSection } from './CommentsSection';
import { loadCommentSchema } from './schema';

describe('CommentList', () => {
  const comments: Comment[] = [
    {
      id: 1,
      username: 'learner1',
      text: 'Great lesson',
      created_at: '2026-11-20T10:00:00Z',
      user: 4,
      lesson: 2,
    },
    {
      id: 2,
      username: 'omar',
      text: 'Where is the PDF?',
      created_at: '2026-11-21T08:15:00Z',
      user: 5,
      lesson: 2,
    },
  ];

  it('shows who wrote each comment, what and when', () => {
    render(<CommentList comments={comments} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('learner1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Great lesson')).toBeInTheDocument();
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T08:15:00Z');
    expect(items[1]!.querySelector('time')).toHaveTextContent(/^21 Nov 2026, \d\d:\d\d$/);
  });

  it('dates each comment in Arabic on an Arabic page', async () => {
    await act(() => setLanguage('ar'));
    try {
      render(<CommentList comments={comments} />);
      const times = screen.getAllByRole('listitem').map((item) => item.querySelector('time'));
      expect(times.map((time) => time?.textContent)).toEqual(
        comments.map((comment) => formattersFor('ar').dateTime(comment.created_at)),
      );
      // '21‏/11‏/2026، 8:15 ص': no English month, the Arabic comma and morning/evening.
      expect(times[1]).toHaveTextContent(/^[^A-Za-z]+، [^A-Za-z]+ [صم]$/);
    } finally {
      await act(() => setLanguage('en'));
      window.localStorage.clear();
    }
  });

  it('invites the first comment when there is none', () => {
    render(<CommentList comments={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/No comments yet/)).toBeInTheDocument();
  });
});

describe('commentSchema', () => {
  it('wants some text, trimmed, of at most 2000 characters', async () => {
    const commentSchema = await loadCommentSchema();
    await expect(commentSchema.validate({ text: '  Hi  ' })).resolves.toEqual({ text: 'Hi' });
    await expect(commentSchema.validate({ text: ' \n ' })).rejects.toThrow(
      'Your Comment is Emtpy !',
    );
    await expect(commentSchema.validate({ text: 'x'.repeat(2000) })).resolves.toBeTruthy();
    await expect(commentSchema.validate({ text: 'x'.repeat(2001) })).rejects.toThrow(
      'Ensure this field has no more than 2000 characters.',
    );
  });
});

// The form posts to the real API (one server per jest run, demo content).
describe('CommentForm', () => {
  let pmp: Course;
  let lesson: number;
  let api: { calls: ApiCall[]; stop: () => void };

  beforeAll(async () => {
    useRealApi();
    pmp = await demoCourse('PMP');
    lesson = lessonId(pmp, 'Lec 4');
  });
  beforeEach(() => {
    window.localStorage.clear();
    useAuthStore.getState().logout();
  });
  afterEach(() => {
    api.stop();
    useAuthStore.getState().logout();
  });

  async function renderForm(account: { email: string; password: string }) {
    await loginAs(account);
    api = watchApiCalls(); // from here on: what the form sends
    const posted: number[] = [];
    render(
      <FreshQueryClient>
        <CommentForm lessonId={lesson} onPosted={() => posted.push(lesson)} />
        <ToastHost />
      </FreshQueryClient>,
    );
    return { posted, user: userEvent.setup() };
  }

  const storedTexts = async () =>
    (await fetchLesson(String(pmp.id), String(lesson))).comments.map((comment) => comment.text);

  it("warns 'Your Comment is Emtpy !' and sends nothing for an empty or blank comment", async () => {
    const { user, posted } = await renderForm(DEMO_LEARNERS.paid);
    const before = await storedTexts();
    api.calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Your Comment is Emtpy !')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), '   \n  ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls).toEqual([]);
    expect(posted).toEqual([]);
    // One warning however often it is pressed.
    expect(screen.getAllByText('Your Comment is Emtpy !')).toHaveLength(1);
    expect(await storedTexts()).toEqual(before);
  });

  it("stores the comment, clears the box and says 'Your Comment is Posted !'", async () => {
    const { user, posted } = await renderForm(DEMO_LEARNERS.paid);
    const text = `Very clear, thanks ${Date.now()}`;
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(box, `  ${text} `);
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Your Comment is Posted !')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(posted).toEqual([lesson]);
    expect(api.calls).toEqual([{ method: 'POST', path: '/comments/', status: 201 }]);
    // Newest first.
    const stored = (await fetchLesson(String(pmp.id), String(lesson))).comments.at(0);
    expect(stored).toMatchObject({ text, username: 'learner', lesson });
  });

  it("keeps the text and shows the server's reason when the comment is refused", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    // The newbie has not paid for PMP: the API refuses the comment (403).
    const { user, posted } = await renderForm(DEMO_LEARNERS.unpaid);
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('You have not paid for this course.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: '/comments/', status: 403 }]);
    expect(box).toHaveValue('Hello');
    expect(posted).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled());
    expect(screen.queryByText('Your Comment is Posted !')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it("shows 'wait ..' on a disabled button while the comment is sent", async () => {
    const { user } = await renderForm(DEMO_LEARNERS.paid);
    await user.type(
      screen.getByRole('textbox', { name: 'Your comment' }),
      `Quick note ${Date.now()}`,
    );
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getByRole('button', { name: 'wait ..' })).toBeDisabled();
    expect(await screen.findByText('Your Comment is Posted !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled();
  });
});

// The lesson carries its newest comments; "Show more" asks the real API for the older ones.
describe('CommentsSection', () => {
  const PAGE = 20;
  let pmp: Course;
  let lesson: Lesson;
  let newestText: string;

  beforeAll(async () => {
    useRealApi();
    window.localStorage.clear();
    const userId = await loginAs(DEMO_LEARNERS.paid);
    pmp = await demoCourse('PMP');
    const id = lessonId(pmp, 'Lec 4');
    // More than a page, whatever the other tests posted before.
    const run = Date.now();
    for (let i = 1; i <= PAGE + 5; i += 1) {
      newestText = `Paged comment ${i} of run ${run}`;
      await postComment({ user: userId, text: newestText, lesson: id });
    }
    lesson = await fetchLesson(String(pmp.id), String(id));
  });
  afterAll(() => useAuthStore.getState().logout());

  const shownTexts = () =>
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.comment__text')?.textContent);

  it('shows the newest comments first, and older ones page by page on "Show more", announced politely', async () => {
    const user = userEvent.setup();
    render(
      <FreshQueryClient>
        <CommentsSection
          courseId={pmp.id}
          lessonId={lesson.id}
          comments={lesson.comments}
          commentsNext={lesson.comments_next}
        />
      </FreshQueryClient>,
    );
    expect(lesson.comments_count).toBeGreaterThan(PAGE);
    expect(shownTexts()).toHaveLength(PAGE);
    expect(shownTexts()[0]).toBe(newestText);
    const status = within(screen.getByRole('region', { name: 'Comments' })).getByRole('status');
    expect(status).toHaveTextContent('');

    // Keyboard only: Tab reaches the button, Enter presses it.
    const more = screen.getByRole('button', { name: 'Show more' });
    while (document.activeElement !== more) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownTexts().length).toBeGreaterThan(PAGE));
    expect(status).toHaveTextContent(/^\d+ older comments? shown\.$/);
    while (screen.queryByRole('button', { name: 'Show more' })) {
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(status).toHaveTextContent(/shown/));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(lesson.comments_count);
    const times = items.map((item) => item.querySelector('time')!.getAttribute('datetime')!);
    expect([...times].sort().reverse()).toEqual(times);
    // The button is gone: focus went to the first comment of the last page, not to the page top.
    expect(document.activeElement?.tagName).toBe('LI');
  });
});
