import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Pagination, pageSlice, paginationItems } from './Pagination';

function Paged({ pageCount, start = 0 }: { pageCount: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <>
      <Pagination pageCount={pageCount} currentPage={page} onPageChange={setPage} label="Pages" />
      <output data-testid="page">{page}</output>
    </>
  );
}

describe('paginationItems', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 0)).toEqual([0]);
    expect(paginationItems(4, 0)).toEqual([0, 1, 2, 3]);
    expect(paginationItems(5, 2)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps the ends and a window around the current page, with gaps', () => {
    expect(paginationItems(10, 0)).toEqual([0, 1, 2, 'gap', 9]);
    expect(paginationItems(10, 5)).toEqual([0, 'gap', 4, 5, 6, 'gap', 9]);
    expect(paginationItems(10, 9)).toEqual([0, 'gap', 7, 8, 9]);
    // A single hidden page is shown rather than replaced by a gap.
    expect(paginationItems(10, 3)).toEqual([0, 1, 2, 3, 4, 'gap', 9]);
  });

  it('has nothing for no pages', () => {
    expect(paginationItems(0, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('is a labelled navigation of buttons, Back and Next around the pages', () => {
    render(<Paged pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Back', '1', '2', '3', 'Next']);
    expect(within(nav).getByRole('button', { name: 'Back' })).toBeDisabled();
    const current = within(nav).getByRole('button', { name: 'Page 1 is your current page' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
  });

  it('moves with Next, Back and the page buttons, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<Paged pageCount={3} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('page')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('page')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    screen.getByRole('button', { name: 'Back' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('page')).toHaveTextContent('1');
  });

  it('renders nothing without pages', () => {
    render(<Paged pageCount={0} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('pageSlice', () => {
  it('returns one zero-based page', () => {
    expect(pageSlice([1, 2, 3, 4, 5], 0, 4)).toEqual([1, 2, 3, 4]);
    expect(pageSlice([1, 2, 3, 4, 5], 1, 4)).toEqual([5]);
    expect(pageSlice([1, 2, 3], 2, 4)).toEqual([]);
  });
});
