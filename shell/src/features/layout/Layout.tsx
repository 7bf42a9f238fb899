import { Spinner, Outlet, useIsFocusedLayout } from '@academy/shared';
import { Suspense, type MouseEvent } from 'react';

import { useShellMessages } from '../../messages';
import { useProfileLoader } from '../auth/use-profile-loader';
import { useUnauthorizedRedirect } from '../auth/use-unauthorized-redirect';
import { Footer } from './Footer';
import { TopNav } from './TopNav';
import { useScrollToHash } from './use-scroll-to-hash';
import './layout.css';

/** Skips to the content without touching the URL (a #main hash would be a router navigation). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/**
 * The page frame of every route: skip link, navigation, the route's content, footer. A page that
 * asks for the whole window (an exam-mode attempt, docs/design/exam-attempts.md#focused-player)
 * gets the content alone.
 */
export function Layout() {
  const messages = useShellMessages();
  const profileReady = useProfileLoader();
  useUnauthorizedRedirect();
  useScrollToHash();
  const focused = useIsFocusedLayout();
  return (
    <div className={focused ? 'site is-focused' : 'site'}>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {messages.layout.skipToContent}
      </a>
      {!focused && <TopNav linksReady={profileReady} />}
      <main id="main" tabIndex={-1} className="site__main">
        <Suspense fallback={<Spinner label={messages.layout.pageLoading} />}>
          <Outlet />
        </Suspense>
      </main>
      {!focused && <Footer />}
    </div>
  );
}
