import type { CourseSummary } from '@academy/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@academy/shared/testing';

import { CourseList } from './CourseList';
import { filterCourses } from './filter-courses';

function course(id: number, name: string): CourseSummary {
  return {
    id,
    name,
    image: `/media/course-${id}.svg`,
    status: 'Available',
    category: name,
    price: 100,
    price_LE: 3000,
    price_SR: 375,
  };
}

const coursesNamed = (count: number) =>
  Array.from({ length: count }, (_, index) => course(index + 1, `Course ${index + 1}`));

function renderList(props: Partial<Parameters<typeof CourseList>[0]> = {}) {
  return render(
    <MemoryRouter>
      <CourseList courses={[]} loading={false} error={false} {...props} />
    </MemoryRouter>,
  );
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 3, name: /^Course / });

describe('filterCourses', () => {
  const courses = [course(1, 'PMP'), course(2, 'PMI-ACP'), course(3, 'Primavera P6')];

  it('matches a substring of the name whatever the case', () => {
    expect(filterCourses(courses, 'pm').map((c) => c.id)).toEqual([1, 2]);
    expect(filterCourses(courses, 'VERA').map((c) => c.id)).toEqual([3]);
  });

  it('keeps every course for an empty or blank keyword', () => {
    expect(filterCourses(courses, '')).toHaveLength(3);
    expect(filterCourses(courses, '   ')).toHaveLength(3);
  });

  it('finds nothing when no name contains the keyword', () => {
    expect(filterCourses(courses, 'risk')).toEqual([]);
  });
});

describe('CourseList', () => {
  it('shows skeleton cards and no course while loading', () => {
    const { container } = renderList({ loading: true });
    expect(container.querySelectorAll('.ac-skeleton-card')).toHaveLength(4);
    // A busy list named for what loads (a named plain div is an axe aria-prohibited-attr).
    expect(screen.getByRole('list', { name: 'Loading the courses' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('link', { name: 'Enroll Now' })).not.toBeInTheDocument();
  });

  it('keeps the skeletons and shows no message when loading failed', () => {
    const { container } = renderList({ loading: true, error: true });
    expect(container.querySelectorAll('.ac-skeleton-card')).toHaveLength(4);
    expect(container.firstChild).toHaveAttribute('data-state', 'error');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders a card per course with its image, name and Enroll Now link to the checkout', () => {
    renderList({ courses: [course(7, 'PMP')] });
    expect(screen.getByRole('img', { name: 'PMP' })).toHaveAttribute('src', '/media/course-7.svg');
    expect(screen.getByRole('heading', { name: 'PMP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/Checkout/7');
  });

  it('puts a plain box in place of a course image the API does not have', () => {
    const { container } = renderList({ courses: [{ ...course(7, 'PMP'), image: null }] });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.course-card__image')).toHaveClass('ac-image-placeholder');
    expect(screen.getByRole('heading', { name: 'PMP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/Checkout/7');
  });

  it('has the search box and the Quick View block', () => {
    renderList({ courses: coursesNamed(2) });
    const search = screen.getByRole('searchbox', { name: 'Search the courses' });
    expect(search).toHaveAttribute('placeholder', 'Type a keyword To Search');
    expect(screen.getByRole('complementary', { name: 'Quick View' })).toBeInTheDocument();
  });

  it('hides the pagination at exactly 4 courses', () => {
    renderList({ courses: coursesNamed(4) });
    expect(cardTitles()).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Courses pages' })).not.toBeInTheDocument();
  });

  it('pages 5 courses as 4 then 1, starting on the first page', async () => {
    const user = userEvent.setup();
    renderList({ courses: coursesNamed(5) });
    const pages = screen.getByRole('navigation', { name: 'Courses pages' });
    expect(cardTitles().map((h) => h.textContent)).toEqual([
      'Course 1',
      'Course 2',
      'Course 3',
      'Course 4',
    ]);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(cardTitles().map((h) => h.textContent)).toEqual(['Course 5']);
    await user.click(within(pages).getByRole('button', { name: 'Back' }));
    expect(cardTitles()).toHaveLength(4);
  });

  it('makes 3 pages of 9 courses, the last holding one', async () => {
    const user = userEvent.setup();
    renderList({ courses: coursesNamed(9) });
    const pages = screen.getByRole('navigation', { name: 'Courses pages' });
    expect(within(pages).getByRole('button', { name: /Page 3/ })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: /Page 4/ })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: /Page 3/ }));
    expect(cardTitles().map((h) => h.textContent)).toEqual(['Course 9']);
  });

  it('replays the page-change animation: each page is a new animated grid', async () => {
    const user = userEvent.setup();
    renderList({ courses: coursesNamed(9) });
    const firstGrid = cardTitles()[0]!.closest('ul');
    expect(firstGrid).toHaveClass('course-grid--animated');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const secondGrid = cardTitles()[0]!.closest('ul');
    expect(secondGrid).toHaveClass('course-grid--animated');
    expect(secondGrid).not.toBe(firstGrid);
    expect(firstGrid).not.toBeInTheDocument();
  });

  it('shows every course and no pagination when not paged (the /Courses page)', () => {
    renderList({ courses: coursesNamed(9), paged: false });
    expect(cardTitles()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: 'Courses pages' })).not.toBeInTheDocument();
  });

  it('filters as the learner types and goes back to the first page', async () => {
    const user = userEvent.setup();
    const courses = [...coursesNamed(8), course(50, 'Risk Management')];
    renderList({ courses });
    await user.click(screen.getByRole('button', { name: /Page 3/ }));
    expect(cardTitles().map((h) => h.textContent)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Risk Management' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'COURSE');
    // 8 matches: page 0 of 2, not the third page the learner was on.
    expect(cardTitles().map((h) => h.textContent)).toEqual([
      'Course 1',
      'Course 2',
      'Course 3',
      'Course 4',
    ]);
    expect(screen.getByRole('navigation', { name: 'Courses pages' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'risk');
    expect(screen.getByRole('heading', { name: 'Risk Management' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Courses pages' })).not.toBeInTheDocument();
  });

  it('says so when no course matches', async () => {
    const user = userEvent.setup();
    renderList({ courses: coursesNamed(3) });
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No course matches “zzz”.');
  });
});
