import { useDocumentTitle } from '@academy/shared';
import type { ReactNode } from 'react';

interface ListFrameProps {
  /** Names the heading's id (admin-<id>-title), which names the section. */
  id: string;
  /** The heading, and the document's title. */
  title: string;
  /** The header's links and buttons (Add, the catalogue's order). */
  actions?: ReactNode;
  className?: string;
  /** The filters and the list. */
  children: ReactNode;
}

/** A list page's frame: its heading with the header's actions, then its filters and list. */
export function ListFrame({ id, title, actions, className, children }: ListFrameProps) {
  useDocumentTitle(title);
  const titleId = `admin-${id}-title`;
  return (
    <section aria-labelledby={titleId} className={className}>
      <header className="admin-section-header">
        <h1 id={titleId}>{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
