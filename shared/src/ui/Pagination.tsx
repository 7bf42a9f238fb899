import { useSharedMessages } from '../messages';
import { useFormat } from '../i18n/format';
import './ui.css';

export interface PaginationProps {
  pageCount: number;
  /** Zero-based, as the spec counts pages. */
  currentPage: number;
  onPageChange: (page: number) => void;
  label: string;
}

export type PaginationItem = number | 'gap';

/**
 * Which zero-based pages to show: the first and last `margin` pages, a window of `range` pages
 * around the current one, and a gap ('…') for what is left out. A gap of a single page shows that
 * page instead (a '…' standing for one number saves nothing).
 */
export function paginationItems(
  pageCount: number,
  currentPage: number,
  range = 3,
  margin = 1,
): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(currentPage, 0), pageCount - 1);
  const before = Math.floor((range - 1) / 2);
  let start = Math.max(0, current - before);
  const end = Math.min(pageCount - 1, start + range - 1);
  start = Math.max(0, end - range + 1);

  const shown = new Set<number>();
  for (let page = 0; page < Math.min(margin, pageCount); page += 1) shown.add(page);
  for (let page = Math.max(0, pageCount - margin); page < pageCount; page += 1) shown.add(page);
  for (let page = start; page <= end; page += 1) shown.add(page);

  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

/**
 * Back/Next pagination shared by the course list and the blog: real buttons in a labelled
 * navigation landmark (keyboard and screen-reader friendly), the current page marked with
 * aria-current. Nothing is rendered when there are no pages.
 */
export function Pagination({ pageCount, currentPage, onPageChange, label }: PaginationProps) {
  const messages = useSharedMessages();
  const { number } = useFormat();
  if (pageCount <= 0) return null;
  const current = Math.min(Math.max(currentPage, 0), pageCount - 1);
  const go = (page: number) => {
    if (page !== current && page >= 0 && page < pageCount) onPageChange(page);
  };
  const first = current === 0;
  const last = current === pageCount - 1;
  return (
    <nav aria-label={label} className="ac-pagination">
      <ul className="ac-pagination__list">
        <li className={first ? 'is-disabled' : undefined}>
          <button type="button" disabled={first} onClick={() => go(current - 1)}>
            {messages.pageBack}
          </button>
        </li>
        {paginationItems(pageCount, current).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="ac-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className={item === current ? 'is-active' : undefined}>
              <button
                type="button"
                aria-label={
                  item === current ? messages.currentPage(item + 1) : messages.page(item + 1)
                }
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {number(item + 1)}
              </button>
            </li>
          ),
        )}
        <li className={last ? 'is-disabled' : undefined}>
          <button type="button" disabled={last} onClick={() => go(current + 1)}>
            {messages.pageNext}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The items of one zero-based page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice(page * pageSize, page * pageSize + pageSize);
}
