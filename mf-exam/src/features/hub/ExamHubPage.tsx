import { Spinner, useDocumentTitle, useLocation, useParams } from '@academy/shared';
import { lazy, Suspense } from 'react';

import { hasTopics, parseExamId, resolveCategory } from './exam-route';
import { ExamModePanel } from './ExamModePanel';
import { ExamSession } from './ExamSession';
import { ExamSidebar } from './ExamSidebar';
import { useHubMessages } from './messages';
import { useBankLists, useCategoryCourse, useQuestionSet } from './use-hub-data';
import './hub.css';

// Only a learner who picks a set of a category they own no course of sees why it is locked: that
// panel and its words stay out of the hub's first chunk.
const CategoryLocked = lazy(() => import('../category-locked/CategoryLocked'));
// Today's review waits for its query anyway; its words, API calls and styles are the readiness
// feature's, so they come in a chunk of their own (the remote's first-load budget,
// docs/performance.md#page-weight). The placeholder keeps its room so nothing below it moves.
const TodaysReview = lazy(() =>
  import(/* webpackChunkName: "todays-review" */ '../readiness/TodaysReview').then((module) => ({
    default: module.TodaysReview,
  })),
);

/**
 * /Exam, /Exam/{category} and /Exam/{T|E}{id}: the side accordion of topics and exams, the intro
 * with the category's course introduction, and the chosen set's player. An id that is not T or E
 * followed by digits names a category, never a question set. A set of a category the learner has
 * paid for no course of shows why, with links to the courses that unlock it. `?drill=1` (My
 * learning's "Practise this domain") brings the weak-domain drill to the fore. A set whose
 * questions an exam-mode attempt in progress holds is not opened: the API says why (409).
 */
export function ExamHubPage() {
  const messages = useHubMessages();
  const { examId } = useParams();
  const location = useLocation();
  const cameFrom = (location.state as { category?: unknown } | null)?.category;
  const drillRequested = new URLSearchParams(location.search).has('drill');
  const segment = resolveCategory(examId, typeof cameFrom === 'string' ? cameFrom : null);
  const chosen = parseExamId(examId);

  const categoryCourse = useCategoryCourse(segment);
  const category = categoryCourse.status === 'done' ? categoryCourse.category : null;
  const course = categoryCourse.status === 'done' ? categoryCourse.course : null;
  const lists = useBankLists(category);
  const { exam, locked, held } = useQuestionSet(category, chosen);

  const title = `${messages.hubTitle} · ${category ?? segment}`;
  useDocumentTitle(title);
  const chosenKey = chosen && category ? `${category}/${chosen.kind}/${chosen.id}` : 'none';

  return (
    <section className="ac-page exam-hub" aria-labelledby="exam-hub-title">
      <h1 id="exam-hub-title" className="exam-hub__title">
        {title}
      </h1>
      <ExamModePanel category={category ?? segment} drillRequested={drillRequested} />
      <Suspense fallback={<div className="exam-hub__review-placeholder" />}>
        <TodaysReview />
      </Suspense>
      <div className="exam-hub__layout">
        <ExamSidebar
          category={category ?? segment}
          topics={hasTopics(category ?? segment) ? (lists?.topics ?? []) : null}
          exams={lists?.exams ?? []}
          loading={!lists}
          chosen={chosen}
        />
        {locked && chosen && category ? (
          <Suspense fallback={<Spinner label={messages.loadingExam} />}>
            <CategoryLocked category={category} kind={chosen.kind} />
          </Suspense>
        ) : held ? (
          // An exam-mode attempt in progress holds these questions: the API's words say which.
          <p role="alert" className="exam-hub__held">
            {held}
          </p>
        ) : (
          <ExamSession key={chosenKey} exam={exam} kind={chosen?.kind ?? null} course={course} />
        )}
      </div>
    </section>
  );
}
