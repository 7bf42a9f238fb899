import type { Course } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { formatUsd, splitDescription } from './course-text';
import { CourseOverview, type Purchase } from './CourseOverview';

const course: Course = {
  id: 4,
  name: 'PMP',
  image: '/api/media/course-pmp.svg',
  status: 'Available',
  category: 'PMP',
  price: 299,
  price_LE: 9500,
  price_SR: 1120,
  trailer: '/api/media/trailer.mp4',
  description: 'A complete preparation. Module (1) People. Module (2) Process.',
  instructor: {
    id: 1,
    name: 'Sara Haddad',
    image: '',
    review: '',
    mobile_number: '',
    LinkdIn: '',
  },
  lessons: [
    { id: 10, name: 'Lec 1 - Introduction' },
    { id: 11, name: 'Lec 2 - Integration' },
  ],
  Introduction_1: '',
  Introduction_2: '',
  Introduction_3: '',
  Introduction_4: '',
};

function renderOverview(purchase: Purchase, overrides: Partial<Course> = {}) {
  return render(
    <MemoryRouter>
      <CourseOverview course={{ ...course, ...overrides }} purchase={purchase} />
    </MemoryRouter>,
  );
}

describe('splitDescription', () => {
  it("starts a new paragraph at each 'Module ('", () => {
    expect(splitDescription(course.description)).toEqual([
      'A complete preparation.',
      'Module (1) People.',
      'Module (2) Process.',
    ]);
  });

  it('keeps a description without modules whole and drops empty parts', () => {
    expect(splitDescription('Just one paragraph.')).toEqual(['Just one paragraph.']);
    expect(splitDescription('Module (1) Only modules.')).toEqual(['Module (1) Only modules.']);
    expect(splitDescription('')).toEqual([]);
  });
});

describe('formatUsd', () => {
  it.each([
    [299, '$299'],
    [199.5, '$199.50'],
    [1299, '$1,299'],
    [0, '$0'],
    ['249.00', '$249'],
  ])('%p → %s', (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });

  it("says 'Invalid price' for what is not a number", () => {
    expect(formatUsd('abc')).toBe('Invalid price');
    expect(formatUsd(Number.NaN)).toBe('Invalid price');
  });
});

describe('CourseOverview', () => {
  it('shows the name, trailer, price in dollars, instructor and lessons', () => {
    const { container } = renderOverview('visitor');
    expect(screen.getByRole('heading', { level: 1, name: 'PMP' })).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/media/trailer.mp4');
    expect(video).toHaveAttribute('poster', '/api/media/course-pmp.svg');
    expect(screen.getByText('$299')).toBeInTheDocument();
    expect(screen.getByText('Sara Haddad')).toBeInTheDocument();
    const lessons = within(screen.getByRole('region', { name: 'Lessons' })).getAllByRole(
      'listitem',
    );
    expect(lessons.map((li) => li.textContent)).toEqual([
      'Lec 1 - Introduction',
      'Lec 2 - Integration',
    ]);
  });

  it("lists the lessons by lecture number: 'Lec 10' after 'Lec 9', no number first", () => {
    renderOverview('visitor', {
      lessons: [
        { id: 20, name: 'Lec 10 - Closing' },
        { id: 21, name: 'Lec 9 - Quality' },
        { id: 22, name: 'Lec 1 - Introduction' },
        { id: 23, name: 'Welcome' },
      ],
    });
    const lessons = within(screen.getByRole('region', { name: 'Lessons' })).getAllByRole(
      'listitem',
    );
    expect(lessons.map((li) => li.textContent)).toEqual([
      'Welcome',
      'Lec 1 - Introduction',
      'Lec 9 - Quality',
      'Lec 10 - Closing',
    ]);
  });

  it('lays the description out right-to-left, one paragraph per module', () => {
    renderOverview('visitor');
    const region = screen.getByRole('region', { name: 'About this course' });
    const box = region.querySelector('[dir="rtl"]')!;
    expect(box).not.toBeNull();
    expect(Array.from(box.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'A complete preparation.',
      'Module (1) People.',
      'Module (2) Process.',
    ]);
  });

  it('shows the course image when there is no trailer', () => {
    const { container } = renderOverview('visitor', { trailer: null });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'PMP' })).toHaveAttribute(
      'src',
      '/api/media/course-pmp.svg',
    );
  });

  it('shows a plain box when there is neither trailer nor image', () => {
    const { container } = renderOverview('visitor', { trailer: null, image: null });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.checkout__media .ac-image-placeholder')).not.toBeNull();
  });

  it('leaves the instructor out when the course has none', () => {
    renderOverview('visitor', { instructor: null });
    expect(screen.queryByText('Instructor')).not.toBeInTheDocument();
    expect(screen.getByText('$299')).toBeInTheDocument();
  });

  it("sends visitors to /login with 'Log in to Proceed'", () => {
    renderOverview('visitor');
    expect(screen.getByRole('link', { name: 'Log in to Proceed' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("gives a learner who paid 'GO TO Course Direct' to the course lessons", () => {
    renderOverview('paid');
    expect(screen.getByRole('link', { name: 'GO TO Course Direct' })).toHaveAttribute(
      'href',
      '/Course_Lectuers/4',
    );
    expect(screen.queryByRole('link', { name: 'Log in to Proceed' })).not.toBeInTheDocument();
  });

  it('tells a learner who has not paid that online payment is coming, with no button', () => {
    renderOverview('unpaid');
    expect(
      screen.getByText(/Online payment for this course opens on this page/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Course Direct|Log in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a spinner while the payment is being checked', () => {
    renderOverview('checking');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your enrolment');
  });

  it("shows the coming-soon image instead of the trailer and purchase for a 'Soon' course", () => {
    const { container } = renderOverview('visitor', { status: 'Soon' });
    expect(screen.getByRole('img', { name: 'Coming Soon' })).toHaveAttribute(
      'src',
      '/api/media/assets/coming-soon.svg',
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in to Proceed' })).not.toBeInTheDocument();
  });
});
