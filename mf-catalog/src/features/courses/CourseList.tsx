import { Pagination, SkeletonCardList, pageSlice, type CourseSummary } from '@academy/shared';
import { useId, useState } from 'react';

import { useCatalogMessages } from '../../messages';
import { CourseCard } from './CourseCard';
import { COURSES_PAGE_SIZE, filterCourses } from './filter-courses';
import './courses.css';

export interface CourseListProps {
  courses: readonly CourseSummary[];
  loading: boolean;
  /** The list could not be fetched: the skeletons stay and nothing else is shown. */
  error: boolean;
  /**
   * Home pages the list (4 a page from page 0, docs/specification.md §9); the /Courses page shows
   * the whole catalogue at once.
   */
  paged?: boolean;
  /** Level of the cards' and Quick View's headings: 3 under Home's section heading, 2 on a page. */
  headingLevel?: 2 | 3;
}

/** Search box, Quick View, course cards and Back/Next pagination (4 a page, from page 0). */
export function CourseList({
  courses,
  loading,
  error,
  paged = true,
  headingLevel = 3,
}: CourseListProps) {
  const messages = useCatalogMessages();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const searchId = useId();
  const quickViewId = useId();

  const busy = loading || error;
  const matches = filterCourses(courses, keyword);
  const pageCount = Math.ceil(matches.length / COURSES_PAGE_SIZE);
  // A list that shrank under the current page shows its last page instead of nothing.
  const currentPage = Math.min(page, Math.max(pageCount - 1, 0));
  const visible = paged ? pageSlice(matches, currentPage, COURSES_PAGE_SIZE) : matches;

  return (
    <div className="course-list" data-state={error ? 'error' : loading ? 'loading' : 'ready'}>
      <div className="course-list__main">
        <div className="course-list__search">
          <label className="ac-visually-hidden" htmlFor={searchId}>
            {messages.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            className="ac-search-input"
            placeholder={messages.searchPlaceholder}
            value={keyword}
            aria-describedby={quickViewId}
            onChange={(event) => {
              setKeyword(event.target.value);
              setPage(0);
            }}
          />
        </div>
        {busy ? (
          <SkeletonCardList
            className="course-grid"
            count={COURSES_PAGE_SIZE}
            label={messages.coursesLoading}
          />
        ) : matches.length === 0 ? (
          <p className="course-list__empty" role="status">
            {keyword.trim() ? messages.noCourseMatches(keyword.trim()) : messages.noCourses}
          </p>
        ) : (
          // key: a new page is a new grid, so the page-change animation plays again.
          <ul className="course-grid course-grid--animated" key={currentPage}>
            {visible.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
        )}
        {paged && !busy && matches.length > COURSES_PAGE_SIZE && (
          <Pagination
            label={messages.coursesPagination}
            pageCount={pageCount}
            currentPage={currentPage}
            onPageChange={setPage}
          />
        )}
      </div>
      <aside className="ac-card course-list__aside" aria-labelledby={`${quickViewId}-title`}>
        <Heading className="course-list__aside-title" id={`${quickViewId}-title`}>
          {messages.quickViewTitle}
        </Heading>
        <p id={quickViewId}>{messages.quickViewText}</p>
      </aside>
    </div>
  );
}
