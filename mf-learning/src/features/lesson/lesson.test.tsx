import { ToastHost, type Comment } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { LessonView } from './LessonView';

const lesson = {
  course: 3,
  name: 'Lec 2 - Integration Management',
  video_file: '/api/media/lesson-b.webm?sig=abc',
  pdf_file: '/api/media/pmp-lec-2.pdf?sig=def',
};

describe('LessonView', () => {
  it('plays the video with download disabled and no context menu', () => {
    const { container } = render(
      <MemoryRouter>
        <LessonView lesson={lesson} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(lesson.name);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', lesson.video_file);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    video.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
  });

  it("opens the PDF in a new tab from 'Download PDF'", () => {
    render(
      <MemoryRouter>
        <LessonView lesson={lesson} />
      </MemoryRouter>,
    );
    const pdf = screen.getByRole('link', { name: /Download PDF/ });
    expect(pdf).toHaveAttribute('href', lesson.pdf_file);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /All lessons/ })).toHaveAttribute(
      'href',
      '/Lectuers/3',
    );
  });

  it('says the video is not there yet, and offers no PDF, when the API has neither', () => {
    const { container } = render(
      <MemoryRouter>
        <LessonView lesson={{ ...lesson, video_file: null, pdf_file: null }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('The video of this lesson is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
  });
});

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
    expect(items[1]!.querySelector('time')?.textContent).toMatch(/2026/);
  });

  it('invites the first comment when there is none', () => {
    render(<CommentList comments={[]} />);
    expect(screen.getByText(/No comments yet/)).toBeInTheDocument();
  });
});

describe('CommentForm', () => {
  function renderForm(onPost: (text: string) => Promise<void>) {
    return render(
      <>
        <CommentForm onPost={onPost} />
        <ToastHost />
      </>,
    );
  }

  it("warns 'Your Comment is Emtpy !' and sends nothing for an empty or blank comment", async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    renderForm(async (text) => {
      sent.push(text);
    });
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Your Comment is Emtpy !')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(sent).toEqual([]);
  });

  it("sends the comment, clears the box and says 'Your Comment is Posted !'", async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    renderForm(async (text) => {
      sent.push(text);
    });
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(box, '  Very clear, thanks ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Your Comment is Posted !')).toBeInTheDocument();
    expect(sent).toEqual(['Very clear, thanks']);
    expect(box).toHaveValue('');
  });

  it('keeps the text and says so when the comment was not stored', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderForm(() => Promise.reject(new Error('503')));
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(/could not be posted/)).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled();
    error.mockRestore();
  });
});
