import { Spinner, useNearViewport } from '@academy/shared';
import { lazy, Suspense, useEffect, useRef } from 'react';

import { useCatalogMessages } from '../../messages';
import { useInstructors } from './api';
import './instructors.css';

// swiper (29 KB gzip) lives in the carousel's own chunk, fetched when the visitor nears the
// section (use-near-viewport.ts): on the home page it sits below the fold, and the first screen
// does not wait for it.
const loadCarousel = () => import('./InstructorCarousel');
const InstructorCarousel = lazy(loadCarousel);

/**
 * Home's instructors section (exposed as ./InstructorsSection); the shell renders the heading.
 * The instructors are fetched at once (a small JSON answer); a spinner shows until both they and
 * the carousel have arrived; when the list cannot be fetched the spinner stays
 * (docs/specification.md §4).
 */
export default function InstructorsSection() {
  const messages = useCatalogMessages();
  const instructors = useInstructors();
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  useEffect(() => {
    // a failed preload is retried (and reported) by lazy()
    if (near) void loadCarousel().catch(() => undefined);
  }, [near]);

  const spinner = <Spinner label={messages.instructorsLoading} />;
  let content = spinner;
  if (instructors?.length === 0) {
    content = <p className="instructor-empty">{messages.noInstructors}</p>;
  } else if (instructors && near) {
    content = (
      <Suspense fallback={spinner}>
        <InstructorCarousel instructors={instructors} />
      </Suspense>
    );
  }
  return <div ref={area}>{content}</div>;
}
