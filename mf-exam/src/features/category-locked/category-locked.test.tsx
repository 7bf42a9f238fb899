import type { CourseSummary } from '@academy/shared';
import { FreshQueryClient, MemoryRouter, useRealApi } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';

import CategoryLocked from './CategoryLocked';
import { coursesOfCategory } from './use-unlocking-courses';

const course = (id: number, category: string): CourseSummary => ({
  id,
  name: `Course ${id}`,
  image: null,
  status: 'Available',
  category,
  price: 100,
  price_LE: 5000,
  price_SR: 375,
});

describe('coursesOfCategory', () => {
  it('keeps every course of the category, in any case, in the list order', () => {
    const courses = [course(1, 'PMP'), course(2, 'Risk'), course(3, 'pmp')];
    expect(coursesOfCategory(courses, 'PMP').map(({ id }) => id)).toEqual([1, 3]);
    expect(coursesOfCategory(courses, 'BA')).toEqual([]);
  });
});

describe('CategoryLocked against the API', () => {
  beforeAll(() => {
    useRealApi();
  });

  it('says so, and offers the course list, when no course unlocks the category', async () => {
    render(
      <MemoryRouter>
        <CategoryLocked category="Nothing" kind="exam" />
      </MemoryRouter>,
      { wrapper: FreshQueryClient },
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'This exam comes with a Nothing course' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/No course unlocks them yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all courses' })).toHaveAttribute(
      'href',
      '/Courses',
    );
  });
});
