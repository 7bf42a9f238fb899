import ReactPaginate from 'react-paginate';
import './ui.css';

export interface PaginationProps {
  pageCount: number;
  /** Zero-based, as the spec counts pages. */
  currentPage: number;
  onPageChange: (page: number) => void;
  label: string;
}

/** Back/Next pagination shared by the course list and the blog. */
export function Pagination({ pageCount, currentPage, onPageChange, label }: PaginationProps) {
  return (
    <nav aria-label={label} className="ac-pagination">
      <ReactPaginate
        pageCount={pageCount}
        forcePage={currentPage}
        onPageChange={({ selected }) => onPageChange(selected)}
        previousLabel="Back"
        nextLabel="Next"
        previousAriaLabel="Back"
        nextAriaLabel="Next"
        pageRangeDisplayed={3}
        marginPagesDisplayed={1}
        containerClassName="ac-pagination__list"
        activeClassName="is-active"
        disabledClassName="is-disabled"
        renderOnZeroPageCount={null}
      />
    </nav>
  );
}

/** The items of one zero-based page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice(page * pageSize, page * pageSize + pageSize);
}
