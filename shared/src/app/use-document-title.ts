import { useEffect } from 'react';

import { sharedCatalogue } from '../messages';

/** 'Our Blogs' → 'Our Blogs | Academy'; a title that already starts with the site name stays. */
export function documentTitle(title: string): string {
  const messages = sharedCatalogue.current();
  return title.startsWith(messages.siteName) ? title : `${title} | ${messages.siteName}`;
}

/**
 * Names the page for the browser tab and for screen readers announcing a route change. Each app
 * calls it on its own pages (the shell on its screens, a remote on the routes it owns).
 */
export function useDocumentTitle(title: string): void {
  const messages = sharedCatalogue.useMessages();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, messages]);
}
