import { listMessages } from './messages';

interface PagerProps {
  label: string;
  /** One-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / next, and where the list is: 'Page 2 of 5'. */
export function Pager({ label, page, pageCount, onPageChange }: PagerProps) {
  const text = listMessages;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {text.previousPage}
      </button>
      <span className="admin-pager__where">{text.pageOf(page, pageCount)}</span>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {text.nextPage}
      </button>
    </nav>
  );
}
