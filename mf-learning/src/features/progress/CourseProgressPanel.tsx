import type { CourseProgress } from '@academy/contract';
import type { LessonSummary } from '@academy/shared';

import { useLearningMessages } from '../../messages';
import { LazyClaimCertificate } from '../certificate/LazyClaimCertificate';
import { ContinueLink } from './ContinueLink';
import { ProgressBar } from './ProgressBar';

interface CourseProgressPanelProps {
  courseId: number;
  progress: CourseProgress;
  lessons: readonly LessonSummary[];
  /** The certificate claimed for the course, if known. */
  certificateCode: string | null;
  /** Whether the learner's name must be asked before claiming (their profile has none). */
  needsName: boolean;
}

/**
 * The top of a learner's course page: how far they are, 'Continue' to the last lesson watched,
 * and once every lesson is complete, the certificate instead.
 */
export function CourseProgressPanel({
  courseId,
  progress,
  lessons,
  certificateCode,
  needsName,
}: CourseProgressPanelProps) {
  const messages = useLearningMessages();
  const complete = progress.total > 0 && progress.completed === progress.total;
  const resumeName = lessons.find((lesson) => lesson.id === progress.resume?.lesson)?.name;
  return (
    <section className="lessons-page__progress" aria-label={messages.courseProgress}>
      <ProgressBar
        completed={progress.completed}
        total={progress.total}
        percent={progress.percent}
        label={messages.courseProgress}
      />
      {/* Once complete, the certificate is what is next (the lessons stay open below). */}
      {progress.resume && !complete && (
        <ContinueLink courseId={courseId} resume={progress.resume} lessonName={resumeName} />
      )}
      {complete && (
        <>
          <p className="lessons-page__done">{messages.certificateCourseDone}</p>
          <LazyClaimCertificate courseId={courseId} code={certificateCode} needsName={needsName} />
        </>
      )}
    </section>
  );
}
