import { setLanguage } from '@academy/shared';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@academy/shared/testing';

import { LessonNav } from './LessonNav';
import { LessonView } from './LessonView';

const lesson: Parameters<typeof LessonView>[0]['lesson'] = {
  course: 3,
  name: 'Lec 2 - Integration Management',
  video_file: '/api/media/lessons/12/video?u=4&expires=1900000000&sig=abc',
  video_hls: null,
  video_poster: null,
  pdf_file: '/api/media/lessons/12/pdf?u=4&expires=1900000000&sig=def',
};

function renderView(shown = lesson) {
  return render(
    <MemoryRouter>
      <LessonView lesson={shown} />
    </MemoryRouter>,
  );
}

describe('LessonView', () => {
  it('plays the video with download disabled and no context menu', () => {
    const { container } = renderView();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(lesson.name);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', lesson.video_file);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(video).toHaveAttribute('disablepictureinpicture');
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    video.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
  });

  it("opens the PDF in a new tab from 'Download PDF'", () => {
    renderView();
    const pdf = screen.getByRole('link', { name: /Download PDF/ });
    expect(pdf).toHaveTextContent('Download PDF');
    expect(pdf).toHaveAttribute('href', lesson.pdf_file);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /All lessons/ })).toHaveAttribute(
      'href',
      '/Lectuers/3',
    );
  });

  it('says the video is not there yet, and offers no PDF, when the API has neither', () => {
    const { container } = renderView({ ...lesson, video_file: null, pdf_file: null });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('The video of this lesson is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
  });
});

describe('LessonNav', () => {
  const previous = { id: 7, name: 'Lec 1 - Introduction' };
  const next = { id: 9, name: 'Lec 3 - Scope' };

  function renderNav(props: Parameters<typeof LessonNav>[0]) {
    return render(
      <MemoryRouter>
        <LessonNav {...props} />
      </MemoryRouter>,
    );
  }

  it('links the previous and the next lesson by name', () => {
    renderNav({ courseId: 3, previous, next });
    const nav = screen.getByRole('navigation', { name: 'Previous and next lessons' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['← Previous lessonLec 1 - Introduction', '/Lectuers/3/7'],
      ['Next lesson →Lec 3 - Scope', '/Lectuers/3/9'],
    ]);
    expect(links[0]).toHaveAttribute('rel', 'prev');
    expect(links[1]).toHaveAttribute('rel', 'next');
  });

  it('offers only what exists at either end, and nothing for a lone lesson', () => {
    const { rerender } = renderNav({ courseId: 3, previous: null, next });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/Lectuers/3/9',
    ]);
    rerender(
      <MemoryRouter>
        <LessonNav courseId={3} previous={previous} next={null} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/Lectuers/3/7',
    ]);
    rerender(
      <MemoryRouter>
        <LessonNav courseId={3} previous={null} next={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('direction arrows', () => {
  const previous = { id: 7, name: 'Lec 1 - Introduction' };
  const next = { id: 9, name: 'Lec 3 - Scope' };
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  function renderBoth() {
    return render(
      <MemoryRouter>
        <LessonView lesson={lesson} />
        <LessonNav courseId={3} previous={previous} next={next} />
      </MemoryRouter>,
    );
  }
  const arrows = () =>
    screen
      .getAllByRole('link')
      .flatMap((link) =>
        [...link.querySelectorAll('[aria-hidden="true"]')].map((arrow) => arrow.textContent),
      );

  it('point back to the left and forward to the right in English, out of the links’ names', () => {
    renderBoth();
    expect(arrows()).toEqual(['← ', '← ', ' →']);
    expect(screen.getByRole('link', { name: 'All lessons' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Previous lesson Lec 1 - Introduction' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Next lesson Lec 3 - Scope' })).toBeVisible();
  });

  it('flip in Arabic, right to left: back points right, forward points left', async () => {
    await act(() => setLanguage('ar'));
    renderBoth();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(arrows()).toEqual(['→ ', '→ ', ' ←']);
    expect(screen.getByRole('link', { name: 'كل الدروس' })).toHaveTextContent('→ كل الدروس');
    const nav = screen.getByRole('navigation', { name: 'الدرس السابق والتالي' });
    expect(
      within(nav).getByRole('link', { name: 'الدرس السابق Lec 1 - Introduction' }),
    ).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'الدرس التالي Lec 3 - Scope' })).toHaveAttribute(
      'rel',
      'next',
    );
  });
});
