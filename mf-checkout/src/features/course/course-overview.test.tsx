import type { Course } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';

import { splitDescription } from './course-text';
import { CourseOverview } from './CourseOverview';

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
  instructor: { id: 1, name: 'Sara Haddad', image: '', review: '', mobile_number: '', LinkdIn: '' },
  lessons: [
    { id: 10, name: 'Lec 1 - Introduction' },
    { id: 11, name: 'Lec 2 - Integration' },
  ],
  Introduction_1: '',
  Introduction_2: '',
  Introduction_3: '',
  Introduction_4: '',
};

function renderOverview(overrides: Partial<Course> = {}, price = '$299') {
  return render(
    <CourseOverview
      course={{ ...course, ...overrides }}
      price={price}
      action={<button type="button">Next step</button>}
    />,
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

describe('CourseOverview', () => {
  it('shows the name, trailer, the price it is given, instructor, lessons and the next step', () => {
    const { container } = renderOverview({}, '9,500 LE');
    expect(screen.getByRole('heading', { level: 1, name: 'PMP' })).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/media/trailer.mp4');
    expect(video).toHaveAttribute('poster', '/api/media/course-pmp.svg');
    expect(screen.getByText('9,500 LE')).toBeInTheDocument();
    expect(screen.getByText('Sara Haddad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeInTheDocument();
    const lessons = within(screen.getByRole('region', { name: 'Lessons' })).getAllByRole(
      'listitem',
    );
    expect(lessons.map((li) => li.textContent)).toEqual([
      'Lec 1 - Introduction',
      'Lec 2 - Integration',
    ]);
  });

  it("lists the lessons by lecture number: 'Lec 10' after 'Lec 9', no number first", () => {
    renderOverview({
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
    renderOverview();
    const region = screen.getByRole('region', { name: 'About this course' });
    const box = region.querySelector('[dir="rtl"]')!;
    expect(box).not.toBeNull();
    expect(Array.from(box.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'A complete preparation.',
      'Module (1) People.',
      'Module (2) Process.',
    ]);
  });

  it('shows the course image when there is no trailer, a plain box when there is neither', () => {
    const { container, unmount } = renderOverview({ trailer: null });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'PMP' })).toHaveAttribute(
      'src',
      '/api/media/course-pmp.svg',
    );
    unmount();
    const bare = renderOverview({ trailer: null, image: null });
    expect(bare.container.querySelector('img')).toBeNull();
    expect(bare.container.querySelector('.checkout__media .ac-image-placeholder')).not.toBeNull();
  });

  it('leaves the instructor out when the course has none', () => {
    renderOverview({ instructor: null });
    expect(screen.queryByText('Instructor')).not.toBeInTheDocument();
  });

  it("shows the coming-soon image instead of the trailer, and no next step, for a 'Soon' course", () => {
    const { container } = renderOverview({ status: 'Soon' });
    expect(screen.getByRole('img', { name: 'Coming Soon' })).toHaveAttribute(
      'src',
      '/api/media/assets/coming-soon.svg',
    );
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
  });
});
