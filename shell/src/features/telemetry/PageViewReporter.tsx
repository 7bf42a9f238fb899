import { useLocation } from '@academy/shared';
import { useEffect } from 'react';

import { reportPageView } from './telemetry';

/** Each history entry is one page view, however often its effect runs (StrictMode runs it twice). */
let lastReportedKey: string | null = null;

/** Counts a page view of the remotes on each page the visitor goes to. */
export function PageViewReporter() {
  const location = useLocation();
  useEffect(() => {
    if (location.key === lastReportedKey) return;
    lastReportedKey = location.key;
    reportPageView(location.pathname);
  }, [location.key, location.pathname]);
  return null;
}
