import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@academy/shared/testing';

import { LessonAccordion, LessonPlaceholders } from './LessonAccordion';

const lesson = (id: number, name: string) => ({ id, name });

describe('LessonAccordion', () => {
  function renderAccordion(
    lessons = [lesson(11, 'Lec 10 - Closing'), lesson(12, 'Lec 9 - Quality')],
  ) {
    return render(
      <MemoryRouter>
        <LessonAccordion courseId={5} courseName="PMI-ACP" lessons={lessons} />
      </MemoryRouter>,
    );
  }

  it('lists the lessons in lecture order, each a collapsible item with Start Learn', () => {
    const { container } = renderAccordion();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
      'Lec 9 - Quality',
      'Lec 10 - Closing',
    ]);
    expect(container.querySelectorAll('details')).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Start Learn' })).toHaveAttribute(
      'href',
      '/Lectuers/5/12',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Start Learn' })).toHaveAttribute(
      'href',
      '/Lectuers/5/11',
    );
  });

  it("puts 'Lec 10' after 'Lec 9' and a lesson without a number (lecture 0) first", () => {
    renderAccordion([
      lesson(1, 'Lec 10 - Closing'),
      lesson(2, 'Lec 9 - Quality'),
      lesson(3, 'Lec 1 - Kick-off'),
      lesson(4, 'Welcome to the course'),
      lesson(5, 'Lec 2 - Scope'),
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Start Learn' }).map((link) => link.getAttribute('href')),
    ).toEqual([
      '/Lectuers/5/4',
      '/Lectuers/5/3',
      '/Lectuers/5/5',
      '/Lectuers/5/2',
      '/Lectuers/5/1',
    ]);
    expect(
      screen.getAllByRole('listitem').map((item) => item.querySelector('summary')?.textContent),
    ).toEqual([
      'Welcome to the course',
      'Lec 1 - Kick-off',
      'Lec 2 - Scope',
      'Lec 9 - Quality',
      'Lec 10 - Closing',
    ]);
  });

  it('ticks the lessons the learner completed, in words as well as a mark', () => {
    render(
      <MemoryRouter>
        <LessonAccordion
          courseId={5}
          courseName="PMI-ACP"
          lessons={[lesson(11, 'Lec 1 - Kick-off'), lesson(12, 'Lec 2 - Scope')]}
          completedLessons={new Set([12])}
        />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).queryByText('Completed')).not.toBeInTheDocument();
    expect(second!.querySelector('summary')).toHaveTextContent('Lec 2 - Scope ✓ Completed');
    // 'Start Learn' is described by the lesson's name and its state (the mark is not read).
    expect(within(second!).getByRole('link', { name: 'Start Learn' })).toHaveAccessibleDescription(
      'Lec 2 - Scope Completed',
    );
  });

  it("links 'Start Exam' to /Exam/{course name}", () => {
    renderAccordion();
    expect(screen.getByRole('link', { name: 'Start Exam' })).toHaveAttribute(
      'href',
      '/Exam/PMI-ACP',
    );
  });

  it('says so when the course has no lessons, and still offers the exam', () => {
    renderAccordion([]);
    expect(screen.getByText('This course has no lessons yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Exam' })).toBeInTheDocument();
  });

  it('shows busy placeholders while loading', () => {
    const { container } = render(<LessonPlaceholders />);
    // A busy list named for what loads (a named plain div is an axe aria-prohibited-attr).
    expect(screen.getByRole('list', { name: 'Loading the lessons' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(container.querySelectorAll('.lesson-placeholder')).toHaveLength(4);
  });
});
