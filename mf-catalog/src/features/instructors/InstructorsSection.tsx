import { Spinner } from '@academy/shared';
import { lazy, Suspense, useEffect } from 'react';

import { messages } from '../../messages';
import { useInstructors } from './use-instructors';
import './instructors.css';

// swiper lives in the carousel's own chunk, fetched while the instructors load.
const loadCarousel = () => import('./InstructorCarousel');
const InstructorCarousel = lazy(loadCarousel);

/**
 * Home's instructors section (exposed as ./InstructorsSection); the shell renders the heading.
 * A spinner shows until both the instructors and the carousel have arrived; when the list cannot
 * be fetched the spinner stays (spec section 4).
 */
export default function InstructorsSection() {
  const instructors = useInstructors();
  useEffect(() => {
    void loadCarousel().catch(() => undefined); // a failed preload is retried (and reported) by lazy()
  }, []);

  const spinner = <Spinner label={messages.instructorsLoading} />;
  if (instructors === null) return spinner;
  if (instructors.length === 0) return <p className="instructor-empty">{messages.noInstructors}</p>;
  return (
    <Suspense fallback={spinner}>
      <InstructorCarousel instructors={instructors} />
    </Suspense>
  );
}
