import { useEffect } from 'react';

import { messages } from '../../messages';

/** Names the page for the browser tab and for screen readers announcing a route change. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title.startsWith(messages.brand) ? title : `${title} | ${messages.brand}`;
  }, [title]);
}
